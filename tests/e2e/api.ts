/** Direct calls to the API under test (docs/api.md), to compare what the screens show with it. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiEnvelope, DashboardCounts, OutboxItem } from '../../src/domain/types';
import { TOKEN_KEY } from '../../src/api/session';
import { newSubadminBody, SUBADMIN_PASSWORD, type Grants } from '../fixtures/subadmin';
import { ADMIN, type Account } from './accounts';

const API = '/api/v1';

export async function apiLogin(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post(`${API}/admin/login`, {
    data: { sEmail: account.email, sPassword: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['authorization'];
  expect(token, 'login answers the token in the Authorization header').toBeTruthy();
  return token;
}

export async function apiGet<T>(request: APIRequestContext, path: string, token: string) {
  const response = await request.get(`${API}${path}`, { headers: { Authorization: token } });
  return { status: response.status(), body: (await response.json()) as ApiEnvelope<T> };
}

export async function dashboardCounts(request: APIRequestContext, token: string): Promise<DashboardCounts> {
  const { status, body } = await apiGet<DashboardCounts>(request, '/admin/dashboard/count', token);
  expect(status).toBe(200);
  if (!body.data) throw new Error('dashboard/count answered without data');
  return body.data;
}

/** The newest mail sent to `to` (the outbox lists newest first). */
export async function latestMailTo(request: APIRequestContext, adminToken: string, to: string) {
  const { status, body } = await apiGet<OutboxItem[]>(request, '/dev/outbox', adminToken);
  expect(status).toBe(200);
  const mail = (body.data ?? []).find((entry) => entry.type === 'mail' && entry.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/** The session token the app keeps in local storage, or null when logged out. */
export const browserToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/**
 * A sub-admin with only the given rights (and Dashboard View, so a login lands on the dashboard),
 * created through the API by the super admin.
 */
export async function createSubadmin(
  request: APIRequestContext,
  email: string,
  grants: Grants,
): Promise<Account> {
  const token = await apiLogin(request, ADMIN);
  const response = await request.post(`${API}/admin/subadmin`, {
    headers: { Authorization: token },
    data: newSubadminBody(email, { Dashboard: ['View'], ...grants }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: SUBADMIN_PASSWORD };
}
