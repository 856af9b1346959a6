import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditFileFor } from '../../mock-server/audit';
import { journalPath } from '../../mock-server/storage/journal';
import { ACCOUNTS, startMock } from './helpers';

const othersCanRead = (file: string) => (statSync(file).mode & 0o077) !== 0;

describe('the data the mock writes (docs/security.md)', () => {
  it('is readable by its own user only: data file, journal and audit trail', async () => {
    const mock = await startMock();
    try {
      // A login writes a session (journal) and an audit line.
      await mock.login(ACCOUNTS.admin);
      const files = [mock.dataFile, journalPath(mock.dataFile), auditFileFor(mock.dataFile)].filter((file) =>
        existsSync(file),
      );
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.filter(othersCanRead)).toEqual([]);
    } finally {
      await mock.stop();
    }
  });
});
