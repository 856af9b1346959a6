import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { SCHEMA_IMPORT } from '../../scripts/lib/sharedViewModules';
import { staticGraph } from '../../scripts/lib/staticGraph';

/**
 * Screens whose first paint needs no schema: Zod (and the form resolvers) download after them, with
 * the modals and forms that validate (issue 23; common/lazyModal.tsx). A static import of a module
 * that builds schemas, such as the domain/orders.ts barrel, puts Zod back on their path.
 */
const SCREENS = [
  'src/admin/AdminApp.tsx',
  'src/dashboard/Dashboard.tsx',
  'src/orders/BuyOrderList.tsx',
  'src/orders/SellOrderList.tsx',
  'src/transactions/TransactionList.tsx',
  'src/customers/CustomerList.tsx',
  'src/kyc/KycListRoute.tsx',
  'src/subadmins/SubadminList.tsx',
  'src/settings/SettingsList.tsx',
];

describe('the first screens', () => {
  it.each(SCREENS)('%s imports no schema library before it paints', (screen) => {
    const schemaModules = [...staticGraph([`${ROOT}/${screen}`])]
      .filter((file) => SCHEMA_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(schemaModules).toEqual([]);
  });
});
