/**
 * The data file, its journal and the audit trail hold password hashes, token hashes, customers'
 * identity data and card codes: readable by the mock's own user only (docs/security.md).
 */
export const PRIVATE_FILE_MODE = 0o600;
