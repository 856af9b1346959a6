/** Seeded records the customer and KYC specs work on, read from the pristine data file of the run. */
import { readFileSync } from 'node:fs';
import { SUBADMIN_PASSWORD } from '../../mock-server/seedPeople';
import type { Db } from '../../mock-server/types';
import { can, type ModuleName } from '../../src/domain/permissions';
import type { Account } from './accounts';
import { E2E_ENV } from './env';

export function pristineDb(): Db {
  const file = process.env[E2E_ENV.pristineData];
  if (!file) throw new Error('the global setup did not provide the pristine data file');
  return JSON.parse(readFileSync(file, 'utf8')) as Db;
}

/** An active seeded sub-admin whose Customers rights are exactly these (other modules vary). */
export function subAdminWithCustomers(db: Db, ops: readonly ('View' | 'Edit' | 'Delete')[]): Account {
  const module: ModuleName = 'Customers';
  const admin = db.admins.find(
    (item) =>
      item.eRole === 'sub' &&
      item.eStatus === 'y' &&
      (['View', 'Edit', 'Delete'] as const).every(
        (op) => can(item.aPermissions, module, op) === ops.includes(op),
      ),
  );
  if (!admin) throw new Error(`no seeded sub-admin with exactly Customers ${ops.join('/')}`);
  return { email: admin.sEmail, password: SUBADMIN_PASSWORD };
}

/** Live customers with a KYC status, newest first (the lists' default order). */
export function customersWithKyc(db: Db, status: 'p' | 's' | 'v' | 'r') {
  return db.customers
    .filter((customer) => !customer.dDeletedAt && customer.sKycStatus === status)
    .sort((a, b) => b.dCreatedAt.localeCompare(a.dCreatedAt));
}
