/** Set-up shared by the gift card and redeem card API tests. */
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { createMockServer } from '../../mock-server/app';
import type { Db } from '../../mock-server/types';
import { permissionSetFrom, type ModuleName, type Operation } from '../../src/domain/permissions';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

/**
 * A mock whose `nobody@example.com` holds the given rights instead of none: the seed has no
 * sub-admin with exactly those, and the store is only reachable through its data file.
 */
export async function startMockWithNobody(
  grants: Partial<Record<ModuleName, readonly Operation[]>>,
): Promise<TestMock> {
  const first = await startMock();
  const db: Db = await first.readData();
  const nobody = db.admins.find((admin) => admin.sEmail === ACCOUNTS.nobody.sEmail);
  if (!nobody) throw new Error('the seed has no nobody@example.com');
  nobody.aPermissions = permissionSetFrom(grants);
  writeFileSync(first.dataFile, JSON.stringify(db));
  const server = await createMockServer({ dataFile: first.dataFile, quiet: true });
  const api = request(server.app);
  return {
    ...first,
    ...server,
    api,
    async login(account) {
      const res = await api.post(`${API}/admin/login`).send(account).expect(200);
      return res.headers.authorization as string;
    },
    async stop() {
      await server.close();
      await first.stop();
    },
  };
}
