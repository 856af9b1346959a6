/** The spec's delays (platform.md sections 4, 8 and 9): how long notices stay and when pages move on. */

/** Auto-dismiss of notices: 4 s by default, 5 s on the account forms, 7 s for the sidebar notice. */
export const NOTICE_MS = { default: 4000, account: 5000, sidebar: 7000 } as const;

/** Back to the login page after a successful request. */
export const REDIRECT_MS = { forgot: 4000, reset: 2000, passwordChange: 4000 } as const;
