/**
 * The mock's seeded accounts (README, ARCHITECTURE.md): test accounts of the mock only, in the shape
 * the page objects type them; the credentials come from tests/fixtures/accounts.ts.
 */
import { ACCOUNTS } from '../fixtures/accounts';

export interface Account {
  email: string;
  password: string;
}

const account = ({ sEmail, sPassword }: { sEmail: string; sPassword: string }): Account => ({
  email: sEmail,
  password: sPassword,
});

export const ADMIN: Account = account(ACCOUNTS.admin);
export const EDITOR: Account = account(ACCOUNTS.editor);
export const NOBODY: Account = account(ACCOUNTS.nobody);
