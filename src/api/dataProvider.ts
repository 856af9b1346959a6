/**
 * The generic react-admin DataProvider, driven by an endpoint table (the features' endpoints.ts), plus the typed
 * custom calls (customCalls.ts). Errors are http.ts's HttpError, so react-admin's checkError and
 * notifications see the server's status and message.
 */
import {
  HttpError,
  useDataProvider,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { customCalls, type CustomCalls, type MessageResult } from './customCalls';
import { callApi, httpRequest } from './http';
import type { ResourceEndpoints, ResourceTable } from './endpoints';
import { commonText } from './messages';
import { DEFAULT_ID_FIELD, listBody, pageOf, queryWhole, toRecord } from './records';
import { callExtension, isExtensionAbsentError } from './extensions';
import { messageText, readList, readRecord } from './readings';

export { invoicePageUrl, type MessageResult } from './customCalls';

export interface GiftdeskDataProvider extends DataProvider, CustomCalls {
  /** The resource's status call (e.g. a sub-admin's eStatus switch). */
  setStatus(resource: string, params: { id: Identifier; status: unknown }): Promise<MessageResult>;
}

type Operation = Exclude<keyof ResourceEndpoints, 'idField'>;

/** `table`: the resources' calls, composed by the shell from the feature modules (src/features.ts). */
export function createDataProvider(table: ResourceTable): GiftdeskDataProvider {
  function endpoints(resource: string): ResourceEndpoints {
    const entry = Object.prototype.hasOwnProperty.call(table, resource) ? table[resource] : undefined;
    if (!entry) throw new Error(`Resource "${resource}" has no endpoints.ts entry in its feature module`);
    return entry;
  }
  function endpoint<Op extends Operation>(resource: string, op: Op): NonNullable<ResourceEndpoints[Op]> {
    const found = endpoints(resource)[op];
    if (!found) throw new Error(`Resource "${resource}" declares no "${op}" call in its endpoints.ts`);
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

    setStatus: async (resource, params) => ({
      message: messageText((await callApi(endpoint(resource, 'status'), params)).body),
    }),
    ...customCalls,
  };
}

/** useDataProvider, typed with the custom methods. */
export const useGiftdeskDataProvider = () => useDataProvider<GiftdeskDataProvider>();
