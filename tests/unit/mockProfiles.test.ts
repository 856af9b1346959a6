/**
 * The mock's profiles (mock-server/profiles.ts): which routes each serves, and the rules that keep a
 * route from reaching the spec profile unnoticed. The lists below are written from the spec's call
 * tables by hand, not derived from the route table: a new route without a kind is a spec call, and
 * so fails here until it is either added to SPEC_CALLS (it is in the spec) or marked.
 */
import { describe, expect, it } from 'vitest';
import type { GuardedAccess } from '../../mock-server/auth';
import { DEFAULT_PROFILE, parseProfile, profileFor } from '../../mock-server/profiles';
import { routeKey, servedRoutes, type Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes';

/** platform.md s.7 and catalogue-and-orders.md s.7, as the route table spells paths. */
const SPEC_CALLS = [
  // Session, password, profile, dashboard
  'POST /admin/login',
  'GET /admin/token/verify',
  'GET /admin/logout',
  'POST /admin/password/forgot',
  'GET /admin/password/forgot/:token',
  'POST /admin/password/reset/:token',
  'POST /admin/password/change',
  'POST /admin/editprofile',
  'GET /admin/dashboard/count',
  // Sub-admins
  'POST /admin/subadmin/list',
  'POST /admin/subadmin',
  'GET /admin/subadmin/:id',
  'PUT /admin/subadmin/:id',
  'POST /admin/subadmin/changestatus',
  'DELETE /admin/subadmin/:id',
  // platform.md s.7, "Legacy": the older user form.
  'POST /superadmin/user-registration',
  'PUT /superadmin/user/:id',
  // Settings, KYC
  'GET /admin/settings',
  'PUT /admin/settings/:sKey',
  'GET /admin/kyc/:userId',
  'PUT /admin/kyc/:id',
  'POST /admin/kyc-notification',
  // Customers (the customer list: "shared customer list call: POST admin/user/list")
  'POST /admin/user/list',
  'DELETE /admin/customer/:id',
  'PUT /admin/user/:id',
  'GET /admin/user/:id',
  // Categories and uploads; PUT to sUrl is the storage target of the signed URL
  'GET /admin/categories',
  'GET /admin/categories/:id',
  'PUT /admin/categories/:eStatus/:id',
  'PUT /admin/categories/:id',
  'POST /admin/categories',
  'POST /admin/signedurl/:folder',
  'PUT /uploads/:token',
  // Gift cards, redeem cards
  'POST /admin/giftcards/list',
  'GET /admin/giftcards/:id',
  'POST /admin/giftcards',
  'PUT /admin/giftcards/:id',
  'DELETE /admin/giftcards/:id',
  'POST /admin/redeemcards/list',
  'GET /admin/redeemcards/:id',
  'POST /admin/redeemcards',
  'PUT /admin/redeemcards/:id',
  'DELETE /admin/redeemcards/:id',
  // Buy orders (reject in both readings), sell orders, transactions, push
  'POST /admin/orders',
  'PUT /admin/order/reject/:cartId',
  'PUT /admin/order/reject',
  'PUT /admin/order/accept',
  'PUT /admin/order/deliver',
  'POST /admin/sellorders',
  'GET /admin/order-sell/:id',
  'PUT /admin/order-sell',
  'POST /admin/transactions',
  'POST /admin/transactions-wallet',
  'POST /admin/transaction',
  'POST /push/send',
];

/** Beyond the spec (docs/api.md marks each as proposed). */
const EXTENSIONS = [
  'POST /admin/audit/list',
  'POST /admin/dashboard/revenue',
  'POST /push/list',
  'GET /admin/transaction-wallet/:id',
  'POST /admin/invoice/link',
  'POST /admin/order/codes',
];
const TEST_ROUTES = ['GET /dev/outbox', 'GET /dev/outbox/:id'];

const keys = (routes: readonly Route[]) => routes.map(routeKey).sort();
const sorted = (list: readonly string[]) => [...list].sort();

describe('MOCK_PROFILE', () => {
  it('is the default profile when unset or blank, and refuses an unknown name by listing the known ones', () => {
    expect(parseProfile(undefined)).toBe('default');
    expect(parseProfile('  ')).toBe('default');
    expect(parseProfile('spec')).toBe('spec');
    expect(() => parseProfile('Spec')).toThrow('Unknown MOCK_PROFILE "Spec". Profiles: default, spec.');
    expect(() => parseProfile('strict')).toThrow(/Unknown MOCK_PROFILE/);
  });
});

describe('the routes each profile serves', () => {
  it('spec: exactly the calls of the spec tables', () => {
    expect(keys(servedRoutes(ROUTES, profileFor('spec')))).toEqual(sorted(SPEC_CALLS));
  });

  it('spec with testRoutes: the spec calls and the test routes, never an extension', () => {
    const served = keys(servedRoutes(ROUTES, profileFor('spec', { testRoutes: true })));
    expect(served).toEqual(sorted([...SPEC_CALLS, ...TEST_ROUTES]));
  });

  it('default: every route of the table, the extensions and test routes marked as such', () => {
    expect(keys(servedRoutes(ROUTES, DEFAULT_PROFILE))).toEqual(keys(ROUTES));
    expect(keys(ROUTES.filter((item) => item.kind === 'extension'))).toEqual(sorted(EXTENSIONS));
    expect(keys(ROUTES.filter((item) => item.kind === 'test'))).toEqual(sorted(TEST_ROUTES));
    expect(keys(ROUTES)).toEqual(sorted([...SPEC_CALLS, ...EXTENSIONS, ...TEST_ROUTES]));
  });

  it('refuses to start with an answer rule that names no served route', () => {
    const spec = profileFor('spec');
    const stray = { ...spec, answers: { ...spec.answers, 'GET /admin/nothing': {} } };
    expect(() => servedRoutes(ROUTES, stray)).toThrow(/GET \/admin\/nothing/);
    // A rule for an extension is stray too: the spec profile does not serve it.
    const onExtension = { ...spec, answers: { 'POST /push/list': {} } };
    expect(() => servedRoutes(ROUTES, onExtension)).toThrow(/POST \/push\/list/);
  });
});

describe('route access', () => {
  /** Every module a rule names directly, instead of through a resource and an action. */
  const modulesNamed = (access: GuardedAccess | 'public' | 'authenticated'): string[] => {
    if (typeof access === 'string') return [];
    if ('anyOf' in access) return access.anyOf.flatMap(modulesNamed);
    if ('param' in access) return [...Object.values(access.cases), access.otherwise].flatMap(modulesNamed);
    return 'module' in access ? [String(access.module)] : [];
  };

  it('goes through { resource, action } on every route (the permission map stays in one place)', () => {
    const direct = ROUTES.filter((item) => modulesNamed(item.access).length > 0).map(routeKey);
    expect(direct).toEqual([]);
  });
});
