/**
 * The generic react-admin DataProvider, driven by the endpoint table (endpoints.ts), plus the typed
 * custom methods of GiftdeskDataProvider. Errors are http.ts's HttpError, so react-admin's
 * checkError and notifications see the server's status and message.
 */
import {
  HttpError,
  useDataProvider,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import type { AdminProfile, ApiEnvelope, DashboardCounts } from '../domain/types';
import type { ChangePasswordInput, EditProfileInput } from '../domain/validation';
import type { KycDecision } from '../domain/customer';
import type { UploadFolder } from '../domain/catalogue';
import type { SignedUrl, SignedUrlInput } from '../domain/uploadValidation';
import { CALLS, enc, RESOURCES, type ResourceEndpoints, type ResourceTable } from './endpoints';
import { callApi, httpRequest, resolveApiAddress } from './http';
import { commonText } from './messages';
import { DEFAULT_ID_FIELD, listBody, pageOf, queryWhole, toRecord } from './records';
import type {
  AcceptOrderInput,
  DeliveredCode,
  DeliverOrderInput,
  SellReviewInput,
  TransactionRecord,
} from '../domain/orders';
import { callExtension, isExtensionAbsentError } from './extensions';
import { messageText, readDashboard, readFirstOfData, readList, readRecord, readSignedUrl } from './readings';

export interface MessageResult {
  message: string;
}

export interface GiftdeskDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardCounts>;
  editProfile(input: EditProfileInput): Promise<MessageResult & { data?: AdminProfile }>;
  changePassword(input: ChangePasswordInput): Promise<MessageResult>;
  /** The resource's status call (e.g. a sub-admin's eStatus switch). */
  setStatus(resource: string, params: { id: Identifier; status: unknown }): Promise<MessageResult>;

  /** PUT admin/kyc/{id}: approve (v) or reject (r) a Submitted record. */
  reviewKyc(params: { id: Identifier; status: KycDecision }): Promise<MessageResult>;
  /** POST admin/kyc-notification/: a reminder mail to a Pending customer. */
  sendKycReminder(id: Identifier): Promise<MessageResult>;

  /** POST admin/signedurl/{folder}: where to PUT an image, and the path to store. */
  getSignedUrl(folder: UploadFolder, input: SignedUrlInput): Promise<SignedUrl>;

  /** The gift card form's category choices: id and title of every category not deleted. */
  getCardCategories(): Promise<{ _id: string; sTitle: string; eStatus?: string }[]>;

  /** POST admin/dashboard/revenue (proposed extension; 404 on the real API): per-currency series. */
  getRevenueSeries(
    query: import('../domain/revenue').RevenueQuery,
  ): Promise<import('../domain/revenue').RevenueAnswer>;
  /** POST /push/send: the push goes to every customer; answers the server's message. */
  sendPush(input: import('../domain/push').PushInput): Promise<MessageResult>;
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

type Operation = Exclude<keyof ResourceEndpoints, 'idField'>;

export function createDataProvider(table: ResourceTable = RESOURCES): GiftdeskDataProvider {
  function endpoints(resource: string): ResourceEndpoints {
    const entry = Object.prototype.hasOwnProperty.call(table, resource) ? table[resource] : undefined;
    if (!entry) throw new Error(`Resource "${resource}" is not declared in src/api/endpoints.ts`);
    return entry;
  }
  function endpoint<Op extends Operation>(resource: string, op: Op): NonNullable<ResourceEndpoints[Op]> {
    const found = endpoints(resource)[op];
    if (!found) throw new Error(`Resource "${resource}" declares no "${op}" call in src/api/endpoints.ts`);
    return found as NonNullable<ResourceEndpoints[Op]>;
  }
  const idFieldOf = (resource: string) => endpoints(resource).idField ?? DEFAULT_ID_FIELD;

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const call = endpoint(resource, 'getOne');
    try {
      const { body } = await callApi(call, id, { signal });
      return toRecord(readRecord(body, idFieldOf(resource))?.value, idFieldOf(resource), id);
    } catch (error) {
      // A record call beyond the spec: the spec's own list call finds the record instead.
      if (call.extension && isExtensionAbsentError(error)) return findInList(resource, id, signal);
      throw error;
    }
  }

  /** The record `id` through the resource's list call, searched by its key (one page of 100). */
  async function findInList(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const idField = idFieldOf(resource);
    const { data } = await getList(resource, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: idField, order: 'ASC' },
      filter: { search: String(id), search_by: idField },
      signal,
    });
    const found = data.find((record) => String(record.id) === String(id));
    if (!found) throw new HttpError(commonText('record_not_found'), 404, null);
    return found;
  }

  async function getList(resource: string, params: GetListParams) {
    const spec = endpoint(resource, 'list');
    const idField = idFieldOf(resource);
    if (spec.method === 'GET') {
      const { body } = await httpRequest(spec.path, { signal: params.signal });
      const all = queryWhole(
        (readList(body)?.value.data ?? []).map((raw) => toRecord(raw, idField)),
        params,
        spec,
      );
      return { data: pageOf(all, params), total: all.length };
    }
    const send = () =>
      httpRequest(spec.path, {
        method: 'POST',
        body: listBody(spec, params, idField),
        signal: params.signal,
      });
    const { body } = await (spec.extension ? callExtension(spec.extension, send) : send());
    const list = readList(body)?.value ?? { data: [], total: 0 };
    return { data: list.data.map((raw) => toRecord(raw, idField)), total: list.total };
  }

  /** The record as saved (the answer's, over what was sent), and the server's message in `meta`. */
  function saved(resource: string, data: Record<string, unknown>, body: unknown, id?: Identifier) {
    const idField = idFieldOf(resource);
    const record = toRecord({ ...data, ...readRecord(body, idField)?.value }, idField);
    // An updated record keeps the id it was updated under, whatever the form data carried.
    return { data: id === undefined ? record : { ...record, id }, meta: { message: messageText(body) } };
  }

  async function update(resource: string, id: Identifier, data: Record<string, unknown>) {
    const { body } = await callApi(endpoint(resource, 'update'), { id, data });
    return saved(resource, data, body, id);
  }

  async function remove(resource: string, id: Identifier) {
    await callApi(endpoint(resource, 'delete'), id);
  }

  return {
    supportAbortSignal: true,
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const { data, total } = await getList(resource, params);
      return { data: data as R[], total };
    },
    getOne: async <R extends RaRecord>(
      resource: string,
      params: { id: Identifier; signal?: AbortSignal },
    ) => ({
      data: (await getOne(resource, params.id, params.signal)) as R,
    }),
    // The API has no batch read: one getOne per id (references are few per page).
    getMany: async <R extends RaRecord>(
      resource: string,
      params: { ids: Identifier[]; signal?: AbortSignal },
    ) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)))) as R[],
    }),
    getManyReference: async (resource: string) => {
      throw new Error(`Resource "${resource}": the API has no reference lists (getManyReference)`);
    },
    create: async <R extends RaRecord>(resource: string, params: { data: Record<string, unknown> }) => {
      const { body } = await callApi(endpoint(resource, 'create'), params.data);
      const { data, meta } = saved(resource, params.data, body);
      return { data: data as R, meta };
    },
    update: async <R extends RaRecord>(resource: string, params: { id: Identifier; data: Partial<R> }) => {
      const { data, meta } = await update(resource, params.id, params.data as Record<string, unknown>);
      return { data: data as R, meta };
    },
    updateMany: async (resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) => {
      await remove(resource, params.id);
      return { data: (params.previousData ?? { id: params.id }) as R };
    },
    deleteMany: async (resource: string, params: { ids: Identifier[] }) => {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },

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
    setStatus: async (resource, params) => ({
      message: messageText((await callApi(endpoint(resource, 'status'), params)).body),
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
      type Answer = ApiEnvelope<import('../domain/revenue').RevenueAnswer>;
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
}

/** The spec's invoice page (catalogue s.7): invoice/generate/{id} on the API's host. */
export const invoicePageUrl = (id: string) => resolveApiAddress(`/invoice/generate/${enc(id)}`);

export const dataProvider = createDataProvider();

/** useDataProvider, typed with the custom methods. */
export const useGiftdeskDataProvider = () => useDataProvider<GiftdeskDataProvider>();
