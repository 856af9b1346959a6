/** CALLS: the named calls (session, profile, dashboard, actions), each a method, a path builder and a body mapping. */
import type { Identifier } from 'ra-core';
import type {
  ChangePasswordInput,
  EditProfileInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
} from '../../domain/validation';
import type { KycDecision } from '../../domain/customer';
import type { UploadFolder } from '../../domain/catalogue';
import type { SignedUrlInput } from '../../domain/uploadValidation';
import type { AcceptOrderInput, DeliverOrderInput, SellReviewInput } from '../../domain/orders';
import type { PushInput } from '../../domain/push';
import type { RevenueQuery } from '../../domain/revenue';
import { enc, type Call } from './types';

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
    body: (q: RevenueQuery) => ({ from: q.from, to: q.to, interval: q.interval }),
    extension: 'revenue',
  } satisfies Call<RevenueQuery>,
  // catalogue-and-orders.md s.7: under the API base, not under admin/.
  sendPush: {
    method: 'POST',
    path: () => '/push/send',
    body: (i: PushInput) => ({
      sTitle: i.sTitle,
      sLogo: i.sLogo,
      sBanner: i.sBanner,
      sContent: i.sContent,
      sURL: i.sURL,
    }),
  } satisfies Call<PushInput>,
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
