/**
 * Changes to the caller's own record (reached through its token, not read by the handler) are saved:
 * a password change survives a kill (the store's unhinted save once missed the admins then), so the
 * data is read as a kill would leave it, the journal replayed, not after a flush that would save it.
 */
import bcrypt from 'bcryptjs';
import { expect, it } from 'vitest';
import { readStoredData } from '../../mock-server/storage';
import { ACCOUNTS, startMock } from './helpers';

it('keeps a password change made with the caller own token once the data is read back', async () => {
  const mock = await startMock();
  try {
    const token = await mock.login(ACCOUNTS.nobody);
    const next = 'Nobody#2027';
    const res = await mock
      .call('post', '/admin/password/change', token)
      .send({ sOldPassword: ACCOUNTS.nobody.sPassword, sNewPassword: next, sNewRetypedPassword: next });
    expect(res.status, res.text).toBeLessThan(300);
    const stored = (await readStoredData(mock.dataFile)).admins.find(
      (a) => a.sEmail === ACCOUNTS.nobody.sEmail,
    );
    expect(await bcrypt.compare(next, stored?.sPassword ?? '')).toBe(true);
  } finally {
    await mock.stop();
  }
});
