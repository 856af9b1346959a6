/**
 * The one table of API calls (docs/api.md): every path the app calls is declared here, once.
 * - CALLS: named calls (session, profile, dashboard), each a method, a path builder and a body mapping.
 * - RESOURCES: react-admin resource -> its list/getOne/create/update/delete/status calls, read by the
 *   generic data provider (dataProvider.ts). Adding a resource is one entry, e.g. (platform.md s. 7):
 *
 *   subadmin: {
 *     list: { path: '/admin/subadmin/list', paging: 'start', searchBy: 'sFullName' },
 *     getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
 *     create: { method: 'POST', path: () => '/admin/subadmin', body: (data) => pick(data, SUBADMIN_FIELDS) },
 *     update: { method: 'PUT', path: ({ id }) => `/admin/subadmin/${enc(id)}`, body: ({ data }) => pick(data, ...) },
 *     delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
 *     status: { method: 'POST', path: () => '/admin/subadmin/changestatus',
 *               body: ({ id, status }) => ({ _id: id, eStatus: status }) },
 *   },
 *
 * Pure data and functions: the public pages import it without pulling react-admin's UI.
 */
import type { Identifier } from 'ra-core';
import type {
  ChangePasswordInput,
  EditProfileInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
} from '../domain/validation';
import type { AcceptOrderInput, DeliverOrderInput, SellReviewInput } from '../domain/orders';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request, built from the caller's input. */
export interface Call<In = void> {
  method: HttpMethod;
  path: (input: In) => string;
  /** The JSON body: an explicit allowlist of fields, never the caller's object as is. */
  body?: (input: In) => unknown;
  /** Public calls (login, password reset) carry no Authorization header. */
  public?: boolean;
}

export type PagingStyle = 'start' | 'nStart';

/** A POST list call of docs/api.md "Lists" (or a GET returning the whole list, paged in the browser). */
export interface ListEndpoint {
  path: string;
  method?: 'POST' | 'GET';
  /** start/limit (default) or nStart/nLimit. */
  paging?: PagingStyle;
  /** search_by sent with a search when the screen gives none. */
  searchBy?: string;
  /** How filter.q is capped: capFilter (255) by default, capKycFilter for the KYC lists. */
  capSearch?: (q: string) => string;
}

export type RecordData = Record<string, unknown>;

export interface ResourceEndpoints {
  /** The API's key field, mapped to react-admin's `id` (default `_id`). */
  idField?: string;
  list?: ListEndpoint;
  getOne?: Call<Identifier>;
  create?: Call<RecordData>;
  update?: Call<{ id: Identifier; data: RecordData }>;
  delete?: Call<Identifier>;
  status?: Call<{ id: Identifier; status: unknown }>;
}

export type ResourceTable = Record<string, ResourceEndpoints>;

/** A path segment from an id or token: never lets a value add a segment or a query. */
export const enc = (value: Identifier | string): string => encodeURIComponent(String(value));

/** The listed fields of a record, for request bodies (no mass assignment). */
export function pick(data: RecordData, fields: readonly string[]): RecordData {
  return Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
}

/** One entry per resource (see the example above); each area adds its entries under its own marker. */
export const RESOURCES: ResourceTable = {
  // [area:subadmin]
  // [area:customers]
  // [area:catalogue]
  // [area:cards]
  // [area:orders]
  // catalogue-and-orders.md s.7: order lists page with nStart/nLimit; the filter searches the order id.
  orders: { list: { path: '/admin/orders', paging: 'nStart', searchBy: 'sOrderId' } },
  sellOrders: {
    list: { path: '/admin/sellorders', paging: 'nStart', searchBy: 'sOrderId' },
    getOne: { method: 'GET', path: (id) => `/admin/order-sell/${enc(id)}` },
  },
  // The customer view lists these with filter { search_by: 'sEmail', search: <email> } (exact match).
  transactions: { list: { path: '/admin/transactions', paging: 'nStart', searchBy: 'sOrderId' } },
  walletTransactions: {
    list: { path: '/admin/transactions-wallet', paging: 'nStart', searchBy: 'sOrderId' },
    getOne: { method: 'GET', path: (id) => `/admin/transaction-wallet/${enc(id)}` },
  },
};

export const CALLS = {
  login: {
    method: 'POST',
    path: () => '/admin/login',
    body: (i: LoginInput) => ({ sEmail: i.sEmail, sPassword: i.sPassword }),
    public: true,
  } satisfies Call<LoginInput>,
  verifyToken: { method: 'GET', path: () => '/admin/token/verify' } satisfies Call,
  logout: { method: 'GET', path: () => '/admin/logout' } satisfies Call,
  forgotPassword: {
    method: 'POST',
    path: () => '/admin/password/forgot',
    body: (i: ForgotPasswordInput) => ({ sEmail: i.sEmail }),
    public: true,
  } satisfies Call<ForgotPasswordInput>,
  verifyResetLink: {
    method: 'GET',
    path: (token: string) => `/admin/password/forgot/${enc(token)}`,
    public: true,
  } satisfies Call<string>,
  resetPassword: {
    method: 'POST',
    path: (i: { token: string; values: ResetPasswordInput }) => `/admin/password/reset/${enc(i.token)}`,
    body: ({ values }: { token: string; values: ResetPasswordInput }) => ({
      sNewPassword: values.sNewPassword,
      sNewRetypedPassword: values.sNewRetypedPassword,
    }),
    public: true,
  } satisfies Call<{ token: string; values: ResetPasswordInput }>,
  changePassword: {
    method: 'POST',
    path: () => '/admin/password/change',
    body: (i: ChangePasswordInput) => ({
      sOldPassword: i.sOldPassword,
      sNewPassword: i.sNewPassword,
      sNewRetypedPassword: i.sNewRetypedPassword,
    }),
  } satisfies Call<ChangePasswordInput>,
  // The spec: only full name and email are submitted.
  editProfile: {
    method: 'POST',
    path: () => '/admin/editprofile',
    body: (i: EditProfileInput) => ({ sFullName: i.sFullName, sEmail: i.sEmail }),
  } satisfies Call<EditProfileInput>,
  dashboardCount: { method: 'GET', path: () => '/admin/dashboard/count' } satisfies Call,

  // [area:subadmin]

  // [area:customers]

  // [area:catalogue]

  // [area:cards]

  // [area:orders]
  acceptOrder: {
    method: 'PUT',
    path: () => '/admin/order/accept',
    body: (i: AcceptOrderInput) => ({ cartId: i.cartId, nQuantity: i.nQuantity, data: i.data }),
  } satisfies Call<AcceptOrderInput>,
  deliverOrder: {
    method: 'PUT',
    path: () => '/admin/order/deliver',
    body: (i: DeliverOrderInput) => ({ cartId: i.cartId, nQuantity: i.nQuantity, data: i.data }),
  } satisfies Call<DeliverOrderInput>,
  // The first reading of s.7: the id in the path, the reason as sOrderContent.
  rejectOrder: {
    method: 'PUT',
    path: (i: { cartId: string; reason: string }) => `/admin/order/reject/${enc(i.cartId)}`,
    body: (i: { cartId: string; reason: string }) => ({ sOrderContent: i.reason }),
  } satisfies Call<{ cartId: string; reason: string }>,
  reviewSellOrder: {
    method: 'PUT',
    path: () => '/admin/order-sell',
    body: (i: SellReviewInput) => ({ _id: i._id, status: i.status, sRejectReason: i.sRejectReason }),
  } satisfies Call<SellReviewInput>,
  getTransaction: {
    method: 'POST',
    path: () => '/admin/transaction',
    body: (id: string) => ({ id }),
  } satisfies Call<string>,
  invoiceLink: {
    method: 'POST',
    path: () => '/admin/invoice/link',
    body: (id: string) => ({ id }),
  } satisfies Call<string>,
} as const;
