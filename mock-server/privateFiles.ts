/**
 * The data file, its journal and the audit trail hold password hashes, token hashes, customers'
 * identity data and card codes: readable by the mock's own user only (issue 19, item 12).
 */
export const PRIVATE_FILE_MODE = 0o600;
