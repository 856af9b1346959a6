/** Names of the values the global setup hands to the specs through the environment. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  /** The shared server of the spec-only profile (MOCK_PROFILE=spec). */
  specBaseUrl: 'E2E_SPEC_BASE_URL',
  /** A freshly seeded data file that specs changing data copy for their own server. */
  pristineData: 'E2E_PRISTINE_DATA',
} as const;

/**
 * The specs that run against both profiles of the mock (playwright.config.ts, project `spec`): the
 * session, the menu, every screen, order fulfilment, invoices, push, logout, the operator-safety
 * guards, KYC decisions, the API reference (the contract is served in every profile), saved views,
 * bulk actions and the redeem-code import (issue 21). The rest runs against the default profile only,
 * to keep CI's time.
 */
export const BOTH_PROFILES_SPECS = [
  'login.spec.ts',
  'permissions.spec.ts',
  'screens.spec.ts',
  'orders.spec.ts',
  'transactions.spec.ts',
  'push.spec.ts',
  'logout.spec.ts',
  'apiDocs.spec.ts',
  'operatorSafety.spec.ts',
  'kyc.spec.ts',
  'arabic.spec.ts',
  'savedViews.spec.ts',
  'bulk.spec.ts',
  'redeemImport.spec.ts',
  'storedStyles.spec.ts',
];
