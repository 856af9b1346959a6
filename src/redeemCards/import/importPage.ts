/** The import's page under the redeemCards resource: /admin/redeemCards/import. */
export const REDEEM_IMPORT_PAGE = 'import';
