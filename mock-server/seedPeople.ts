/** Seeded admins, customers and their wallets. */
import {
  EXTENSION_MODULES,
  MODULES,
  MODULE_OPERATIONS,
  permissionSetFrom,
  type ModuleName,
  type Operation,
} from '../src/domain/permissions';
import { fullPermissionSet } from '../src/domain/permissions';
import type { KycStatus } from '../src/domain/customer';
import type { Rng } from './prng';
import { FIRST_NAMES, LAST_NAMES, PLACES } from './seedData';
import type { Admin, Customer, Wallet } from './types';

export const SEED_START = Date.UTC(2025, 11, 1);
export const SEED_END = Date.UTC(2026, 10, 1);

/**
 * The accounts the README and the start banner document. The tests sign in with them through
 * tests/fixtures/accounts.ts, which reads them from here: a password is written once.
 */
export const SEEDED_ACCOUNT = {
  admin: { sEmail: 'admin@example.com', password: 'Admin#2026', role: 'super admin' },
  editor: {
    sEmail: 'editor@example.com',
    password: 'Editor#2026',
    role: 'sub-admin: categories View/Add/Edit, gift cards View',
  },
  nobody: { sEmail: 'nobody@example.com', password: 'Nobody#2026', role: 'sub-admin without any permission' },
} as const;
/** The same accounts in the order the seed hashes their passwords (mock-server/seed.ts). */
export const SEEDED_ACCOUNTS = [SEEDED_ACCOUNT.admin, SEEDED_ACCOUNT.editor, SEEDED_ACCOUNT.nobody] as const;
/** Every other seeded sub-admin shares this password (hashed once to keep seeding fast). */
export const SUBADMIN_PASSWORD = 'Subadmin#2026';

export interface PasswordHashes {
  admin: string;
  editor: string;
  nobody: string;
  subadmin: string;
}

const fullName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
const mobile = (rng: Rng) => String(rng.int(2_000_000_000, 9_999_999_999));
const emailLocal = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ +/g, '.');

export function seedAdmins(rng: Rng, hashes: PasswordHashes, count: number): Admin[] {
  const base = (sEmail: string, sFullName: string, sPassword: string) => {
    const dCreatedAt = rng.date(SEED_START, SEED_START + 30 * 86_400_000);
    return {
      _id: rng.hex(24),
      sEmail,
      sFullName,
      sPassword,
      eStatus: 'y' as const,
      sCountryCode: '+1',
      sMobileNumber: mobile(rng),
      eCurrency: 'usd' as const,
      sCountry: 'United States',
      dCreatedAt,
      dUpdatedAt: dCreatedAt,
    };
  };
  const admins: Admin[] = [
    {
      ...base(SEEDED_ACCOUNT.admin.sEmail, 'Giftdesk Admin', hashes.admin),
      eRole: 'super',
      aPermissions: fullPermissionSet(true),
    },
    {
      ...base(SEEDED_ACCOUNT.editor.sEmail, 'Giftdesk Editor', hashes.editor),
      eRole: 'sub',
      aPermissions: permissionSetFrom({
        'Category Managements': ['View', 'Add', 'Edit'],
        'Gift Card Management': ['View'],
      }),
    },
    {
      ...base(SEEDED_ACCOUNT.nobody.sEmail, 'Nobody Example', hashes.nobody),
      eRole: 'sub',
      aPermissions: permissionSetFrom({}),
    },
  ];
  for (let i = 0; i < count; i += 1) {
    const name = fullName(rng);
    admins.push({
      ...base(`${emailLocal(name)}.${i + 1}@giftdesk.example.com`, name, hashes.subadmin),
      eRole: 'sub',
      eStatus: rng.chance(0.85) ? 'y' : 'n',
      aPermissions: randomPermissions(rng),
    });
  }
  return admins;
}

function randomPermissions(rng: Rng) {
  const grants: Partial<Record<ModuleName, Operation[]>> = {};
  for (const module of MODULES) {
    // Later modules draw nothing: the seeded data stays the same as before they existed.
    if (EXTENSION_MODULES.includes(module)) continue;
    if (!rng.chance(0.5)) continue;
    grants[module] = MODULE_OPERATIONS[module].filter((op) => op === 'View' || rng.chance(0.5));
  }
  return permissionSetFrom(grants);
}

const KYC_STATUSES: readonly KycStatus[] = ['p', 'p', 's', 's', 'v', 'v', 'v', 'r'];

export function seedCustomers(rng: Rng, count: number): { customers: Customer[]; wallets: Wallet[] } {
  const customers: Customer[] = [];
  const wallets: Wallet[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = rng.pick(PLACES);
    const [sCity, sState] = rng.pick(place.cities);
    const sFullName = fullName(rng);
    const local = emailLocal(sFullName);
    const customer: Customer = {
      _id: rng.hex(24),
      sEmail: `${local}${i + 1}@${rng.pick(['example.com', 'example.org', 'example.net'])}`,
      sFullName,
      sUserName: `${local.replace('.', '_')}${i + 1}`,
      sMobileNumber: mobile(rng),
      sCountry: place.country,
      sCity,
      sState,
      eCurrency: rng.chance(0.85) ? place.currency : rng.pick(['usd', 'eur', 'gbp'] as const),
      sCoverPicture: '',
      sProfilePicture: '',
      eStatus: rng.chance(0.9) ? 'y' : 'n',
      sKycStatus: rng.pick(KYC_STATUSES),
      dCreatedAt: rng.date(SEED_START, SEED_END - 60 * 86_400_000),
    };
    customers.push(customer);
    wallets.push({
      _id: rng.hex(24),
      iUserId: customer._id,
      nBalance: rng.chance(0.2) ? 0 : rng.money(1, 500),
      eCurrency: customer.eCurrency,
    });
  }
  return { customers, wallets };
}
