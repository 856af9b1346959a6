/** One request to the backend under check: JSON, the session token, the Language header, a time limit. */
import type { Answer } from './judge';

export interface ClientOptions {
  /** The API base, e.g. http://127.0.0.1:3001/api/v1. */
  api: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createClient({ api, timeoutMs, fetch: send = fetch }: ClientOptions) {
  return async function call({ method, path, body, token }: Request): Promise<Answer> {
    const headers = new Headers({ Accept: 'application/json', Language: 'en-US' });
    if (token) headers.set('Authorization', token);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    try {
      const response = await send(joinUrl(api, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parse(text) };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') return { error: `none within ${timeoutMs} ms` };
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      return {
        error: [error instanceof Error ? error.message : String(error), cause].filter(Boolean).join(': '),
      };
    }
  };
}

export type Client = ReturnType<typeof createClient>;
