/**
 * The spec's delays, all of them (platform.md s.1, s.4, s.8, s.9; catalogue-and-orders.md s.1, s.2,
 * s.4, s.9): how long notices stay and when pages move on after a success.
 */

/**
 * Auto-dismiss of notices: 4 s on lists (the default), 5 s on forms and the account pages, 7 s for the
 * sidebar notice.
 */
export const NOTICE_MS = { default: 4000, form: 5000, account: 5000, sidebar: 7000 } as const;

/** When a page moves on after a success: back to the login page, or back to a list. */
export const REDIRECT_MS = {
  forgot: 4000,
  reset: 2000,
  passwordChange: 4000,
  categorySaved: 1500,
  giftCardSaved: 1500,
  redeemCardSaved: 1000,
  kycDecided: 1500,
  sellReviewed: 1500,
} as const;
