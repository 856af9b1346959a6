/**
 * The data provider's named calls beyond react-admin's CRUD (the spec's action, dashboard and profile
 * calls), each through the endpoint table's CALLS and the answer readers.
 */
import { HttpError, type Identifier } from 'ra-core';
import type { AdminProfile, ApiEnvelope, DashboardCounts } from '../domain/types';
import type { ChangePasswordInput, EditProfileInput } from '../domain/validation';
import type { KycDecision } from '../domain/customer';
import type { UploadFolder } from '../domain/catalogue';
import type { SignedUrl, SignedUrlInput } from '../domain/uploadValidation';
import type { PushInput } from '../domain/push';
import type { RevenueAnswer, RevenueQuery } from '../domain/revenue';
import type {
  AcceptOrderInput,
  DeliveredCode,
  DeliverOrderInput,
  SellReviewInput,
  TransactionRecord,
} from '../domain/orders';
import { CALLS, enc } from './endpoints';
import { isExtensionAbsentError } from './extensions';
import { callApi, resolveApiAddress } from './http';
import { commonText } from './messages';
import { messageText, readDashboard, readFirstOfData, readRecord, readSignedUrl } from './readings';

export interface MessageResult {
  message: string;
}

export interface CustomCalls {
  getDashboard(): Promise<DashboardCounts>;
  editProfile(input: EditProfileInput): Promise<MessageResult & { data?: AdminProfile }>;
  changePassword(input: ChangePasswordInput): Promise<MessageResult>;
  /** PUT admin/kyc/{id}: approve (v) or reject (r) a Submitted record. */
  reviewKyc(params: { id: Identifier; status: KycDecision }): Promise<MessageResult>;
  /** POST admin/kyc-notification/: a reminder mail to a Pending customer. */
  sendKycReminder(id: Identifier): Promise<MessageResult>;

  /** POST admin/signedurl/{folder}: where to PUT an image, and the path to store. */
  getSignedUrl(folder: UploadFolder, input: SignedUrlInput): Promise<SignedUrl>;

  /** The gift card form's category choices: id and title of every category not deleted. */
  getCardCategories(): Promise<{ _id: string; sTitle: string; eStatus?: string }[]>;

  /** POST admin/dashboard/revenue (proposed extension; 404 on the real API): per-currency series. */
  getRevenueSeries(query: RevenueQuery): Promise<RevenueAnswer>;
  /** POST /push/send: the push goes to every customer; answers the server's message. */
  sendPush(input: PushInput): Promise<MessageResult>;
  acceptOrder(input: AcceptOrderInput): Promise<MessageResult>;
  deliverOrder(input: DeliverOrderInput): Promise<MessageResult>;
  reviewSellOrder(input: SellReviewInput): Promise<MessageResult>;
  /** POST admin/transaction {id}: the record is data[0] (or data.data[0], the other reading). */
  getTransaction(id: string): Promise<TransactionRecord>;
  /**
   * The invoice page on the API's host: a signed, short-lived link where the API offers one (an
   * extension), else the spec's invoice/generate/{id}.
   */
  getInvoiceUrl(id: string): Promise<string>;
  /**
   * A delivered order's codes in clear, where the API offers them one order at a time (an extension
   * that audits each reveal); undefined without it: the list's own codes are then the ones to show.
   */
  getOrderCodes(id: string): Promise<DeliveredCode[] | undefined>;
}

/** The spec's invoice page (catalogue s.7): invoice/generate/{id} on the API's host. */
export const invoicePageUrl = (id: string) => resolveApiAddress(`/invoice/generate/${enc(id)}`);

export const customCalls: CustomCalls = {
  getDashboard: async () => {
    const { body } = await callApi(CALLS.dashboardCount, undefined);
    const counts = readDashboard(body)?.value;
    if (!counts) throw new Error(`Dashboard answer without data: ${messageText(body)}`);
    return counts;
  },
  editProfile: async (input) => {
    const { body } = await callApi(CALLS.editProfile, input);
    const profile = readRecord(body)?.value as AdminProfile | undefined;
    return { message: messageText(body), data: profile };
  },
  changePassword: async (input) => ({
    message: messageText((await callApi(CALLS.changePassword, input)).body),
  }),

  reviewKyc: async (params) => ({ message: messageText((await callApi(CALLS.reviewKyc, params)).body) }),
  sendKycReminder: async (id) => ({
    message: messageText((await callApi(CALLS.sendKycReminder, id)).body),
  }),

  getSignedUrl: async (folder, input) => {
    const { body } = await callApi(CALLS.signedUrl, { folder, input });
    const signed = readSignedUrl(body)?.value;
    if (!signed) throw new Error(`Signed URL answer without data: ${messageText(body)}`);
    // A path (the mock's) is on the API's host; a storage service's absolute URL stays as is.
    return { ...signed, sUrl: resolveApiAddress(signed.sUrl) };
  },

  getCardCategories: async () => {
    const { body } = await callApi<void, ApiEnvelope<{ _id: string; sTitle: string; eStatus?: string }[]>>(
      CALLS.cardCategories,
      undefined,
    );
    return (body?.data ?? []).map(({ _id, sTitle, eStatus }) => ({ _id, sTitle, eStatus }));
  },

  getRevenueSeries: async (query) => {
    type Answer = ApiEnvelope<RevenueAnswer>;
    const { body } = await callApi<typeof query, Answer>(CALLS.dashboardRevenue, query);
    if (!Array.isArray(body?.data?.series))
      throw new Error(`Revenue answer without series: ${messageText(body)}`);
    return body.data;
  },
  sendPush: async (input) => ({ message: messageText((await callApi(CALLS.sendPush, input)).body) }),
  acceptOrder: async (input) => ({ message: messageText((await callApi(CALLS.acceptOrder, input)).body) }),
  deliverOrder: async (input) => ({
    message: messageText((await callApi(CALLS.deliverOrder, input)).body),
  }),
  reviewSellOrder: async (input) => ({
    message: messageText((await callApi(CALLS.reviewSellOrder, input)).body),
  }),
  getTransaction: async (id) => {
    const { body } = await callApi(CALLS.getTransaction, id);
    const transaction = readFirstOfData(body)?.value;
    if (!transaction) throw new HttpError(commonText('record_not_found'), 404, body);
    return transaction as unknown as TransactionRecord;
  },
  getOrderCodes: async (id) => {
    try {
      const { body } = await callApi<string, ApiEnvelope<{ aCardCode?: DeliveredCode[] }>>(
        CALLS.orderCodes,
        id,
      );
      const codes = body?.data?.aCardCode;
      if (!Array.isArray(codes)) throw new Error(messageText(body) || 'no codes in the answer');
      return codes;
    } catch (error) {
      if (isExtensionAbsentError(error)) return undefined;
      throw error;
    }
  },
  getInvoiceUrl: async (id) => {
    try {
      const { body } = await callApi<string, ApiEnvelope<{ url?: string }>>(CALLS.invoiceLink, id);
      const url = body?.data?.url;
      if (typeof url !== 'string' || !url.startsWith('/invoice/'))
        throw new Error(messageText(body) || 'no invoice link');
      return resolveApiAddress(url);
    } catch (error) {
      if (isExtensionAbsentError(error)) return invoicePageUrl(id);
      throw error;
    }
  },
};
