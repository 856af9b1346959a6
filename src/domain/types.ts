/** Records and envelopes of the marketplace API, shared by the app and the mock server. */
import type { PermissionSet } from './permissions';

export const CURRENCIES = ['aud', 'cad', 'gbp', 'usd', 'eur'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every answer of the API carries a human-readable message; data and total depend on the call. */
export interface ApiEnvelope<T = unknown> {
  status?: number;
  message: string;
  data?: T;
  total?: number;
}

export interface AdminProfile {
  _id: string;
  sEmail: string;
  sFullName: string;
  sMobileNumber: string;
  eCurrency: Currency;
  sCountry: string;
  aPermissions: PermissionSet;
  /** 'super' for the super admin, 'sub' for sub-admins. Not in the spec: a mock/app convenience. */
  eRole?: 'super' | 'sub';
}

export interface LoginData {
  aPermissions: PermissionSet;
  sEmail: string;
  userId?: string;
  /** As in AdminProfile: an addition of the mock, used only for what no module grants (push). */
  eRole?: 'super' | 'sub';
}

export interface RevenueByCurrency {
  _id: Currency;
  count: number;
}

export interface DashboardCounts {
  wallet: { balance: number; currency: Currency };
  users: number;
  orders: number;
  totalRevenue: { _id: null; total: number }[];
  revenue: RevenueByCurrency[];
}

/** The body of every POST list call: both spellings of paging exist in the spec. */
export interface ListRequest {
  start?: number;
  limit?: number;
  nStart?: number;
  nLimit?: number;
  size?: number;
  search?: string;
  search_by?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  where?: string;
  where_value?: string;
  status?: number;
  eStatus?: string;
  eType?: string;
}

export interface ListResponse<T> extends ApiEnvelope<T[]> {
  data: T[];
  total: number;
}

/** A mail or push the mock would have sent (mock-only `GET /dev/outbox`, docs/api.md). */
export interface OutboxItem {
  _id: string;
  type: 'mail' | 'push';
  to: string;
  subject: string;
  text: string;
  link?: string;
  dCreatedAt: string;
}
