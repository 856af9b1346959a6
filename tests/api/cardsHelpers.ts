/** Set-up shared by the gift card and redeem card API tests. */
import { permissionSetFrom, type ModuleName, type Operation } from '../../src/domain/permissions';
import { ACCOUNTS, startMock, type TestMock } from './helpers';

/** A mock whose `nobody@example.com` holds the given rights instead of none (no seeded sub-admin does). */
export function startMockWithNobody(
  grants: Partial<Record<ModuleName, readonly Operation[]>>,
): Promise<TestMock> {
  return startMock({}, (db) => {
    const nobody = db.admins.find((admin) => admin.sEmail === ACCOUNTS.nobody.sEmail);
    if (!nobody) throw new Error('the seed has no nobody@example.com');
    nobody.aPermissions = permissionSetFrom(grants);
  });
}
