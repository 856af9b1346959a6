/**
 * The one fetch wrapper (docs/api.md): base URL, raw `Authorization: <token>`, `Language` header,
 * JSON in and out. A non-2xx answer becomes react-admin's HttpError carrying the server's message
 * (any of the readings of readings.ts);
 * no answer at all becomes HttpError('Server is unavailable.', 0).
 * HttpError comes from ra-core so that the public pages do not pull react-admin's UI.
 */
import { HttpError } from 'ra-core';
import { apiUrl, runtimeConfigPending } from '../config';
import { getToken } from './session';
import { storedLocale } from '../i18n/locales';
import { commonText } from './messages';
import type { ApiEnvelope } from '../domain/types';
import type { Call, HttpMethod } from './endpoints';
import { callExtension } from './extensions';
import { readMessage } from './readings';

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** The token to send; `undefined` uses the session's, `null` sends none (public calls). */
  token?: string | null;
  signal?: AbortSignal;
  /** Let the request finish though the page goes away (a logout followed at once by Back). */
  keepalive?: boolean;
}

/**
 * Who may win a lost session back before a session call's 401 is final (docs/security.md): the admin's
 * re-login prompt, registered while the admin UI is up (src/auth/sessionRecovery.ts). true: the
 * session has a new token, and the call is sent once more with it.
 */
type SessionRecovery = () => Promise<boolean>;
let recovery: SessionRecovery | undefined;

export function setSessionRecovery(next: SessionRecovery | undefined): void {
  recovery = next;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// By name, not instanceof: the DOMException class differs between realms (browser, jsdom, node).
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export async function httpRequest<T = ApiEnvelope>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const language = storedLocale();
  const headers = new Headers({ Accept: 'application/json', Language: language });
  const token = options.token === undefined ? getToken() : options.token;
  // A session call without a session (signed out, in this tab or another) would only earn a 401:
  // it fails here, so queries still mounted after a logout send nothing.
  if (options.token === undefined && !token) throw new HttpError(commonText('session_ended'), 401, null);
  if (token) headers.set('Authorization', token);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const ahead = takeAnswerAhead(requestKey(options.method, path, token, language, body));
  if (ahead) {
    const answer = await ahead;
    if (answer) return answer as HttpResponse<T>;
  }

  const configuring = runtimeConfigPending();
  if (configuring) await configuring;
  let response: Response;
  let text: string;
  try {
    response = await fetch(joinUrl(apiUrl(), path), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
    text = await response.text();
  } catch (error) {
    // A cancelled query is not an outage: let react-query see the abort.
    if (isAbort(error)) throw error;
    throw new HttpError(commonText('server_unavailable'), 0, null);
  }

  const parsed = parseJson(text);
  // The session's own token refused: the typed input on screen may still be saved after a re-login.
  if (response.status === 401 && options.token === undefined && recovery && (await recovery())) {
    return httpRequest<T>(path, { ...options, token: getToken() });
  }
  if (!response.ok) {
    throw new HttpError(
      readMessage(parsed)?.value ?? commonText('something_went_wrong'),
      response.status,
      parsed,
    );
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * Calls sent ahead of the code that asks for them (the page's list with the verify's answer,
 * src/listsAhead.ts), by method, path, token, language and body. The first identical call within
 * FRESH_MS takes the answer instead of asking again, once. A failed call ahead leaves nothing: the
 * later call is sent itself, with the page's session recovery in place.
 */
const answersAhead = new Map<
  string,
  { sentAt: number; answer: Promise<HttpResponse<unknown> | undefined> }
>();
const FRESH_MS = 10_000;

const requestKey = (
  method: HttpMethod = 'GET',
  path: string,
  token: string | null,
  language: string,
  body?: string,
) => JSON.stringify([method, path, token, language, body ?? null]);

function takeAnswerAhead(key: string): Promise<HttpResponse<unknown> | undefined> | undefined {
  const kept = answersAhead.get(key);
  if (!kept) return undefined;
  answersAhead.delete(key);
  return Date.now() - kept.sentAt <= FRESH_MS ? kept.answer : undefined;
}

/** Sends a session call now, for the first identical httpRequest of the next seconds to take. */
export function sendAhead(path: string, options: Omit<RequestOptions, 'token' | 'signal'>): void {
  const token = getToken();
  if (!token) return;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const answer = httpRequest(path, options).catch(() => undefined);
  answersAhead.set(requestKey(options.method, path, token, storedLocale(), body), {
    sentAt: Date.now(),
    answer,
  });
}

/**
 * An address the API handed out (an invoice link, a signed upload URL) as the browser must ask it: a
 * path is on the API's host, which is not the app's when config.json names another origin.
 */
export function resolveApiAddress(address: string): string {
  return new URL(address, new URL(apiUrl(), window.location.href)).href;
}

/** Run one declared call of endpoints.ts. */
export function callApi<In, T = ApiEnvelope>(
  call: Call<In>,
  input: In,
  options: Pick<RequestOptions, 'signal' | 'token' | 'keepalive'> = {},
): Promise<HttpResponse<T>> {
  const send = () =>
    httpRequest<T>(call.path(input), {
      method: call.method,
      body: call.body?.(input),
      token: call.public ? null : options.token,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  return call.extension ? callExtension(call.extension, send) : send();
}

/** The message to show for any failure (HttpError or not). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return commonText('something_went_wrong');
}
