/**
 * The one parsing place for every answer whose shape the spec leaves open (docs/api.md, "Contract").
 * Each reader accepts every reading the spec's wording allows and says which one it found, so the
 * app and `npm run contract` (which reports the backend's readings) judge an answer the same way. The
 * reading names are those of the contract's answers (src/domain/apiContract/): a test keeps them equal.
 * Pure: no DOM, no react-admin; the contract checker runs it in Node.
 */
import type { AdminProfile, DashboardCounts } from '../domain/types';

/** A value read from an answer, and the name of the reading it was found under. */
export interface Read<T> {
  value: T;
  reading: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The first text of a `{ msg }` item, or of a plain text item. */
function msgOf(item: unknown): string | undefined {
  if (nonBlank(item)) return item;
  if (isObject(item) && nonBlank(item.msg)) return item.msg;
  return undefined;
}

/**
 * The server's message (catalogue s.8): a text `message`, `message.msg` ("some actions"), or a list
 * whose first item's `msg` is shown ("create actions").
 */
export function readMessage(body: unknown): Read<string> | undefined {
  if (!isObject(body)) return undefined;
  const { message } = body;
  if (nonBlank(message)) return { value: message, reading: 'message' };
  if (isObject(message) && nonBlank(message.msg)) return { value: message.msg, reading: 'message.msg' };
  if (Array.isArray(message)) {
    const first = message.map(msgOf).find((text) => text !== undefined);
    if (first !== undefined) return { value: first, reading: 'message[0].msg' };
  }
  return undefined;
}

/** The message text, '' when the answer has none (success notices fall back to their own text). */
export const messageText = (body: unknown): string => readMessage(body)?.value ?? '';

const isProfile = (value: unknown): value is AdminProfile =>
  isObject(value) && nonBlank(value.sEmail) && Array.isArray(value.aPermissions);

/** GET admin/token/verify: `user {...}` as platform.md s.7 writes it, or the envelope's `data`. */
export function readProfile(body: unknown): Read<AdminProfile> | undefined {
  if (!isObject(body)) return undefined;
  if (isProfile(body.user)) return { value: body.user, reading: 'user' };
  if (isProfile(body.data)) return { value: body.data, reading: 'data' };
  return undefined;
}

export interface LoginAnswer {
  token: string;
  userId?: string;
  aPermissions: AdminProfile['aPermissions'];
  /** Not in the spec: this project's mock adds it; absent from a spec backend. */
  eRole?: unknown;
}

/** POST admin/login: the token in the Authorization header, `userId` beside `data.aPermissions`. */
export function readLogin(authorization: string | null, body: unknown): Read<LoginAnswer> | undefined {
  if (!nonBlank(authorization) || !isObject(body) || !isObject(body.data)) return undefined;
  const { data } = body;
  if (!Array.isArray(data.aPermissions)) return undefined;
  const topUserId = nonBlank(body.userId) ? body.userId : undefined;
  const dataUserId = nonBlank(data.userId) ? data.userId : nonBlank(data._id) ? data._id : undefined;
  return {
    value: {
      token: authorization,
      userId: topUserId ?? dataUserId,
      aPermissions: data.aPermissions,
      eRole: data.eRole,
    },
    reading: topUserId ? 'userId' : dataUserId ? 'data.userId' : 'no userId',
  };
}

const isCounts = (value: unknown): value is DashboardCounts =>
  isObject(value) && isObject(value.wallet) && Array.isArray(value.revenue);

/** GET admin/dashboard/count: the spec's `data.data`, literally (body.data.data) or as axios reads it (body.data). */
export function readDashboard(body: unknown): Read<DashboardCounts> | undefined {
  if (!isObject(body)) return undefined;
  if (isObject(body.data) && isCounts(body.data.data)) return { value: body.data.data, reading: 'data.data' };
  if (isCounts(body.data)) return { value: body.data, reading: 'data' };
  return undefined;
}

/** POST admin/transaction: `data[0]`, or the other reading `data.data[0]`. */
export function readFirstOfData(body: unknown): Read<Json> | undefined {
  if (!isObject(body)) return undefined;
  if (Array.isArray(body.data) && isObject(body.data[0])) return { value: body.data[0], reading: 'data[0]' };
  if (isObject(body.data) && Array.isArray(body.data.data) && isObject(body.data.data[0]))
    return { value: body.data.data[0], reading: 'data.data[0]' };
  return undefined;
}

const ENVELOPE_KEYS = new Set(['status', 'message', 'data', 'total']);

/**
 * One record (GET admin/subadmin/{id} and the like): under `data`, or, as the spec's table lists the
 * fields themselves, at the top of the body beside the envelope's keys.
 */
export function readRecord(body: unknown, idField = '_id'): Read<Json> | undefined {
  if (!isObject(body)) return undefined;
  if (isObject(body.data)) return { value: body.data, reading: 'data' };
  if (body[idField] !== undefined) {
    const fields = Object.entries(body).filter(([key]) => !ENVELOPE_KEYS.has(key));
    return { value: Object.fromEntries(fields), reading: 'top level' };
  }
  return undefined;
}

/** A POST list answer: `data` (an array) and `total` (a number, or a numeric text), else the page's length. */
export function readList(body: unknown): Read<{ data: unknown[]; total: number }> | undefined {
  if (!isObject(body) || !Array.isArray(body.data)) return undefined;
  const total = typeof body.total === 'string' && body.total.trim() !== '' ? Number(body.total) : body.total;
  if (typeof total === 'number' && Number.isFinite(total) && total >= 0)
    return {
      value: { data: body.data, total },
      reading: typeof body.total === 'string' ? 'total as text' : 'total',
    };
  return { value: { data: body.data, total: body.data.length }, reading: 'no total' };
}

export interface SignedUrlAnswer {
  sUrl: string;
  sPath: string;
}

const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value);

/** POST admin/signedurl/{folder}: `data.sUrl` and `data.sPath`, a media path or an absolute URL. */
export function readSignedUrl(body: unknown): Read<SignedUrlAnswer> | undefined {
  if (!isObject(body) || !isObject(body.data)) return undefined;
  const { sUrl, sPath } = body.data;
  if (!nonBlank(sUrl) || !nonBlank(sPath)) return undefined;
  return { value: { sUrl, sPath }, reading: isAbsoluteUrl(sPath) ? 'sPath URL' : 'sPath media path' };
}
