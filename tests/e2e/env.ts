/** Names of the values the global setup hands to the specs through the environment. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  /** A freshly seeded data file that specs changing data copy for their own server. */
  pristineData: 'E2E_PRISTINE_DATA',
} as const;
