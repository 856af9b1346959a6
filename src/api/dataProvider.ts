/**
 * The generic react-admin DataProvider, driven by the endpoint table (endpoints.ts), plus the typed
 * custom methods of GiftdeskDataProvider. Errors are http.ts's HttpError, so react-admin's
 * checkError and notifications see the server's status and message.
 */
import {
  useDataProvider,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import type { AdminProfile, ApiEnvelope, DashboardCounts } from '../domain/types';
import type { ChangePasswordInput, EditProfileInput } from '../domain/validation';
import type { CustomerEditInput, KycDecision } from '../domain/customer';
import type { UploadFolder } from '../domain/catalogue';
import type { SignedUrl, SignedUrlInput } from '../domain/uploadValidation';
import { CALLS, RESOURCES, type ResourceEndpoints, type ResourceTable } from './endpoints';
import { callApi, httpRequest, resolveApiAddress } from './http';
import { DEFAULT_ID_FIELD, listBody, pageOf, queryWhole, toRecord } from './records';
import type {
  AcceptOrderInput,
  DeliverOrderInput,
  SellReviewInput,
  TransactionRecord,
} from '../domain/orders';

export interface MessageResult {
  message: string;
}

export interface GiftdeskDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardCounts>;
  editProfile(input: EditProfileInput): Promise<MessageResult & { data?: AdminProfile }>;
  changePassword(input: ChangePasswordInput): Promise<MessageResult>;
  /** The resource's status call (e.g. a sub-admin's eStatus switch). */
  setStatus(resource: string, params: { id: Identifier; status: unknown }): Promise<MessageResult>;

  // [area:subadmin]
  /** A sub-admin created (no id) or updated, answering the server's message for the notice. */
  saveSubadmin(params: { id?: Identifier; data: Record<string, unknown> }): Promise<MessageResult>;

  // [area:customers]
  /** PUT admin/kyc/{id}: approve (v) or reject (r) a Submitted record. */
  reviewKyc(params: { id: Identifier; status: KycDecision }): Promise<MessageResult>;
  /** POST admin/kyc-notification/: a reminder mail to a Pending customer. */
  sendKycReminder(id: Identifier): Promise<MessageResult>;
  /** PUT admin/user/{id} (edit) with the server's message, which the edit screen shows. */
  updateCustomer(params: {
    id: Identifier;
    data: CustomerEditInput;
  }): Promise<MessageResult & { data: RaRecord }>;

  // [area:catalogue]
  /** POST admin/signedurl/{folder}: where to PUT an image, and the path to store. */
  getSignedUrl(folder: UploadFolder, input: SignedUrlInput): Promise<SignedUrl>;

  // [area:cards]
  /** The gift card form's category choices: id and title of every category not deleted. */
  getCardCategories(): Promise<{ _id: string; sTitle: string; eStatus?: string }[]>;

  // [area:audit]
  // [area:queues]
  /** POST admin/dashboard/revenue (proposed extension; 404 on the real API): per-currency series. */
  getRevenueSeries(
    query: import('../domain/revenue').RevenueQuery,
  ): Promise<import('../domain/revenue').RevenueAnswer>;
  // [area:search]
  // [area:comfort]
  // [area:settings]
  /** PUT admin/settings/{sKey} with the server's message; rich text is converted by richTextFields.ts. */
  saveSetting(params: {
    id: Identifier;
    data: { sTitle: string; sValue: string };
  }): Promise<MessageResult & { data: RaRecord }>;
  // [area:push]
  /** POST /push/send: the push goes to every customer; answers the server's message. */
  sendPush(input: import('../domain/push').PushInput): Promise<MessageResult>;
  // [area:orders]
  acceptOrder(input: AcceptOrderInput): Promise<MessageResult>;
  deliverOrder(input: DeliverOrderInput): Promise<MessageResult>;
  rejectOrder(input: { cartId: string; reason: string }): Promise<MessageResult>;
  reviewSellOrder(input: SellReviewInput): Promise<MessageResult>;
  /** POST admin/transaction {id}: the record is data[0] (or data.data[0], the other reading). */
  getTransaction(id: string): Promise<TransactionRecord>;
  /** A signed, short-lived invoice URL on the API host (the token never leaves local storage). */
  getInvoiceUrl(id: string): Promise<string>;
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
    const { body } = await callApi(endpoint(resource, 'getOne'), id, { signal });
    return toRecord(body?.data, idFieldOf(resource), id);
  }

  async function getList(resource: string, params: GetListParams) {
    const spec = endpoint(resource, 'list');
    const idField = idFieldOf(resource);
    if (spec.method === 'GET') {
      const { body } = await httpRequest<ApiEnvelope<unknown[]>>(spec.path, { signal: params.signal });
      const all = queryWhole(
        (body?.data ?? []).map((raw) => toRecord(raw, idField)),
        params,
        spec,
      );
      return { data: pageOf(all, params), total: all.length };
    }
    const { body } = await httpRequest<ApiEnvelope<unknown[]>>(spec.path, {
      method: 'POST',
      body: listBody(spec, params, idField),
      signal: params.signal,
    });
    const data = (body?.data ?? []).map((raw) => toRecord(raw, idField));
    return { data, total: body?.total ?? data.length };
  }

  async function update(resource: string, id: Identifier, data: Record<string, unknown>) {
    const { body } = await callApi(endpoint(resource, 'update'), { id, data });
    // The record keeps the id it was updated under, whatever the form data carried.
    return { ...toRecord({ ...data, ...(body?.data as object | undefined) }, idFieldOf(resource)), id };
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
      return {
        data: toRecord({ ...params.data, ...(body?.data as object | undefined) }, idFieldOf(resource)) as R,
      };
    },
    update: async <R extends RaRecord>(resource: string, params: { id: Identifier; data: Partial<R> }) => ({
      data: (await update(resource, params.id, params.data as Record<string, unknown>)) as R,
    }),
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
      const { body } = await callApi<void, ApiEnvelope<DashboardCounts>>(CALLS.dashboardCount, undefined);
      if (!body?.data) throw new Error(`Dashboard answer without data: ${body?.message ?? ''}`);
      return body.data;
    },
    editProfile: async (input) => {
      const { body } = await callApi<EditProfileInput, ApiEnvelope<AdminProfile>>(CALLS.editProfile, input);
      return { message: body.message, data: body.data };
    },
    changePassword: async (input) => {
      const { body } = await callApi(CALLS.changePassword, input);
      return { message: body.message };
    },
    setStatus: async (resource, params) => {
      const { body } = await callApi(endpoint(resource, 'status'), params);
      return { message: body.message };
    },

    // [area:subadmin]
    saveSubadmin: async ({ id, data }) => {
      const { body } =
        id === undefined
          ? await callApi(endpoint('subadmin', 'create'), data)
          : await callApi(endpoint('subadmin', 'update'), { id, data });
      return { message: body.message };
    },

    // [area:customers]
    reviewKyc: async (params) => {
      const { body } = await callApi(CALLS.reviewKyc, params);
      return { message: body.message };
    },
    sendKycReminder: async (id) => {
      const { body } = await callApi(CALLS.sendKycReminder, id);
      return { message: body.message };
    },
    updateCustomer: async ({ id, data }) => {
      const { body } = await callApi(endpoint('customers', 'update'), { id, data });
      return { message: body.message, data: { ...toRecord(body?.data, idFieldOf('customers')), id } };
    },

    // [area:catalogue]
    getSignedUrl: async (folder, input) => {
      const { body } = await callApi<{ folder: UploadFolder; input: SignedUrlInput }, ApiEnvelope<SignedUrl>>(
        CALLS.signedUrl,
        { folder, input },
      );
      if (!body?.data?.sUrl || !body.data.sPath)
        throw new Error(`Signed URL answer without data: ${body?.message ?? ''}`);
      // A path (the mock's) is on the API's host; a storage service's absolute URL stays as is.
      return { ...body.data, sUrl: resolveApiAddress(body.data.sUrl) };
    },

    // [area:cards]
    getCardCategories: async () => {
      const { body } = await callApi<void, ApiEnvelope<{ _id: string; sTitle: string; eStatus?: string }[]>>(
        CALLS.cardCategories,
        undefined,
      );
      return (body?.data ?? []).map(({ _id, sTitle, eStatus }) => ({ _id, sTitle, eStatus }));
    },

    // [area:audit]
    // [area:queues]
    getRevenueSeries: async (query) => {
      type Answer = ApiEnvelope<import('../domain/revenue').RevenueAnswer>;
      const { body } = await callApi<typeof query, Answer>(CALLS.dashboardRevenue, query);
      if (!Array.isArray(body?.data?.series))
        throw new Error(`Revenue answer without series: ${body?.message ?? ''}`);
      return body.data;
    },
    // [area:search]
    // [area:comfort]
    // [area:settings]
    saveSetting: async ({ id, data }) => {
      const { body } = await callApi(endpoint('settings', 'update'), { id, data });
      return { message: body.message, data: { ...toRecord(body?.data, idFieldOf('settings')), id } };
    },
    // [area:push]
    sendPush: async (input) => ({ message: (await callApi(CALLS.sendPush, input)).body.message }),
    // [area:orders]
    acceptOrder: async (input) => ({ message: (await callApi(CALLS.acceptOrder, input)).body.message }),
    deliverOrder: async (input) => ({ message: (await callApi(CALLS.deliverOrder, input)).body.message }),
    rejectOrder: async (input) => ({ message: (await callApi(CALLS.rejectOrder, input)).body.message }),
    reviewSellOrder: async (input) => ({
      message: (await callApi(CALLS.reviewSellOrder, input)).body.message,
    }),
    getTransaction: async (id) => {
      const { body } = await callApi<string, ApiEnvelope<unknown>>(CALLS.getTransaction, id);
      const data = body?.data as { data?: unknown } | unknown[] | undefined;
      const list = Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];
      if (!list[0] || typeof list[0] !== 'object')
        throw new Error(`No transaction in the answer: ${body?.message ?? ''}`);
      return list[0] as TransactionRecord;
    },
    getInvoiceUrl: async (id) => {
      const { body } = await callApi<string, ApiEnvelope<{ url?: string }>>(CALLS.invoiceLink, id);
      const url = body?.data?.url;
      if (typeof url !== 'string' || !url.startsWith('/invoice/'))
        throw new Error(body?.message ?? 'no invoice link');
      // The page is served on the API's host.
      return resolveApiAddress(url);
    },
  };
}

export const dataProvider = createDataProvider();

/** useDataProvider, typed with the custom methods. */
export const useGiftdeskDataProvider = () => useDataProvider<GiftdeskDataProvider>();
