/** The mock's seeded accounts (README, ARCHITECTURE.md): test accounts of the mock only. */
export interface Account {
  email: string;
  password: string;
}

export const ADMIN: Account = { email: 'admin@example.com', password: 'Admin#2026' };
export const EDITOR: Account = { email: 'editor@example.com', password: 'Editor#2026' };
export const NOBODY: Account = { email: 'nobody@example.com', password: 'Nobody#2026' };
