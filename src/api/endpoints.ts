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
import { capKycFilter } from '../domain/format';
import type { KycDecision } from '../domain/customer';
import { CATEGORY_FIELDS, type UploadFolder } from '../domain/catalogue';
import type { SignedUrlInput } from '../domain/uploadValidation';
import { GIFT_CARD_FIELDS, REDEEM_CARD_FIELDS } from '../domain/cards';
import type { ExtensionName } from './extensions';
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
  /** A call beyond the spec, feature-detected (extensions.ts): absent after its first 404. */
  extension?: ExtensionName;
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
  /**
   * Other filter keys served by the same search: { filter key: search_by }. The list call has one
   * search, so a screen offers these one at a time (the first one set wins, filter.q first).
   */
  searchFilters?: Readonly<Record<string, string>>;
  /** A list beyond the spec, feature-detected (extensions.ts). */
  extension?: ExtensionName;
}

export type RecordData = Record<string, unknown>;

/** PUT admin/user/{id} (edit): the body the spec names, email included (read-only, sent back as stored). */
const CUSTOMER_EDIT_FIELDS = ['sFullName', 'sMobileNumber', 'sEmail', 'eCurrency', 'sCountry'] as const;

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
  // platform.md s. 7; bodies list the spec's fields only (password and confirmation on create only).
  subadmin: {
    list: { path: '/admin/subadmin/list', searchBy: 'sFullName' },
    getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/admin/subadmin',
      body: (data) =>
        pick(data, [
          'sEmail',
          'sFullName',
          'aPermissions',
          'sCountryCode',
          'sMobileNumber',
          'sPassword',
          'sConfirmPassword',
        ]),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/subadmin/${enc(id)}`,
      body: ({ data }) =>
        pick(data, ['sEmail', 'sFullName', 'aPermissions', 'sCountryCode', 'sMobileNumber']),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
    status: {
      method: 'POST',
      path: () => '/admin/subadmin/changestatus',
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  // catalogue-and-orders.md s.7: the shared customer list; the status switch and the edit share PUT admin/user/{id}.
  customers: {
    list: { path: '/admin/user/list', searchBy: 'sFullName' },
    getOne: { method: 'GET', path: (id) => `/admin/user/${enc(id)}` },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/user/${enc(id)}`,
      body: ({ data }) => pick(data, CUSTOMER_EDIT_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/customer/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/user/${enc(id)}`,
      body: ({ status }) => ({ eStatus: status }),
    },
  },
  // platform.md s.7: the KYC lists are the customer list with where/where_value; a record is GET admin/kyc/{userId}.
  kyc: {
    list: {
      path: '/admin/user/list',
      searchBy: 'sFullName',
      capSearch: capKycFilter,
      searchFilters: { sEmail: 'sEmail' },
    },
    getOne: { method: 'GET', path: (id) => `/admin/kyc/${enc(id)}` },
  },
  category: {
    list: { path: '/admin/categories', method: 'GET', searchBy: 'sTitle' },
    getOne: { method: 'GET', path: (id) => `/admin/categories/${enc(id)}` },
    create: { method: 'POST', path: () => '/admin/categories', body: (data) => pick(data, CATEGORY_FIELDS) },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/categories/${enc(id)}`,
      body: ({ data }) => pick(data, CATEGORY_FIELDS),
    },
    // Removal is the status Deleted (section 4): the record leaves every list.
    delete: { method: 'PUT', path: (id) => `/admin/categories/Deleted/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id, status }) => `/admin/categories/${enc(String(status))}/${enc(id)}`,
    },
  },
  giftCards: {
    list: { path: '/admin/giftcards/list', paging: 'nStart', searchBy: 'sTitle' },
    getOne: { method: 'GET', path: (id) => `/admin/giftcards/${enc(id)}` },
    create: { method: 'POST', path: () => '/admin/giftcards', body: (data) => pick(data, GIFT_CARD_FIELDS) },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/giftcards/${enc(id)}`,
      body: ({ data }) => pick(data, GIFT_CARD_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/giftcards/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/giftcards/${enc(id)}`,
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  redeemCards: {
    list: { path: '/admin/redeemcards/list', paging: 'nStart', searchBy: 'sCode' },
    getOne: { method: 'GET', path: (id) => `/admin/redeemcards/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/admin/redeemcards',
      body: (data) => pick(data, REDEEM_CARD_FIELDS),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/redeemcards/${enc(id)}`,
      body: ({ data }) => pick(data, REDEEM_CARD_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/redeemcards/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/redeemcards/${enc(id)}`,
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  // The audit trail: a proposed extension (docs/api.md), absent from the real API (404). Filters pass
  // through as body keys: sAction, sResource, iRecordId, iAdminId, dFrom, dTo.
  audit: {
    list: { path: '/admin/audit/list', paging: 'nStart', searchBy: 'sAdminEmail', extension: 'audit' },
  },
  // platform.md s.7: a page is addressed by its key; the GET answers every page, paged in the browser.
  settings: {
    idField: 'sKey',
    list: { path: '/admin/settings', method: 'GET', searchBy: 'sTitle' },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/settings/${enc(id)}`,
      body: ({ data }) => pick(data, ['sTitle', 'sValue']),
    },
  },
  // The `push` resource is the history of sent pushes: a proposed extension (docs/api.md), absent from the real API (404).
  push: { list: { path: '/push/list', searchBy: 'sTitle', extension: 'pushHistory' } },
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
    // Beyond the spec: without it the record is looked up through the list call (dataProvider.ts).
    getOne: {
      method: 'GET',
      path: (id) => `/admin/transaction-wallet/${enc(id)}`,
      extension: 'walletTransaction',
    },
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
    // The spec's two fields; the current password only with a change of email (docs/security.md), when given.
    body: (i: EditProfileInput) =>
      i.sCurrentPassword === undefined
        ? { sFullName: i.sFullName, sEmail: i.sEmail }
        : { sFullName: i.sFullName, sEmail: i.sEmail, sCurrentPassword: i.sCurrentPassword },
  } satisfies Call<EditProfileInput>,
  dashboardCount: { method: 'GET', path: () => '/admin/dashboard/count' } satisfies Call,

  reviewKyc: {
    method: 'PUT',
    path: (i: { id: Identifier; status: KycDecision }) => `/admin/kyc/${enc(i.id)}`,
    body: (i: { id: Identifier; status: KycDecision }) => ({ status: i.status }),
  } satisfies Call<{ id: Identifier; status: KycDecision }>,
  sendKycReminder: {
    method: 'POST',
    path: () => '/admin/kyc-notification/',
    body: (id: Identifier) => ({ id: String(id) }),
  } satisfies Call<Identifier>,

  signedUrl: {
    method: 'POST',
    path: (i: { folder: UploadFolder; input: SignedUrlInput }) => `/admin/signedurl/${enc(i.folder)}`,
    body: ({ input }: { folder: UploadFolder; input: SignedUrlInput }) => ({
      sFileName: input.sFileName,
      sContentType: input.sContentType,
    }),
  } satisfies Call<{ folder: UploadFolder; input: SignedUrlInput }>,

  // The gift card form's category choices (GET admin/categories: data [{ _id, sTitle, ... }]).
  cardCategories: { method: 'GET', path: () => '/admin/categories' } satisfies Call,

  // Proposed extension (docs/api.md): the dashboard chart's revenue series; the real API answers 404.
  dashboardRevenue: {
    method: 'POST',
    path: () => '/admin/dashboard/revenue',
    body: (q: import('../domain/revenue').RevenueQuery) => ({ from: q.from, to: q.to, interval: q.interval }),
    extension: 'revenue',
  } satisfies Call<import('../domain/revenue').RevenueQuery>,
  // catalogue-and-orders.md s.7: under the API base, not under admin/.
  sendPush: {
    method: 'POST',
    path: () => '/push/send',
    body: (i: import('../domain/push').PushInput) => ({
      sTitle: i.sTitle,
      sLogo: i.sLogo,
      sBanner: i.sBanner,
      sContent: i.sContent,
      sURL: i.sURL,
    }),
  } satisfies Call<import('../domain/push').PushInput>,
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
  // Beyond the spec (docs/security.md): one order's codes, audited; without it the list's codes are shown.
  orderCodes: {
    method: 'POST',
    path: () => '/admin/order/codes',
    body: (id: string) => ({ id }),
    extension: 'orderCodes',
  } satisfies Call<string>,
  // Beyond the spec: a signed, short-lived link; without it the spec's page is opened (invoiceUrl below).
  invoiceLink: {
    method: 'POST',
    path: () => '/admin/invoice/link',
    body: (id: string) => ({ id }),
    extension: 'invoiceLink',
  } satisfies Call<string>,
} as const;
