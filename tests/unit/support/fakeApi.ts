/**
 * Test doubles for the front end's data layer: a fetch that answers declared routes and records
 * every request, and an in-memory localStorage for the node test environment.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | 'network-error';
type Route = (request: RecordedRequest) => Answer | Promise<Answer>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Install a fake fetch answering `"METHOD /path"` routes (paths without the API base). */
export function fakeFetch(routes: Record<string, Route>, base = '/api/v1') {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.startsWith(base) ? url.slice(base.length) : url}`];
    const answer = route ? await route(request) : json(404, { message: `No fake route for ${url}` });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? (this.items.get(key) as string) : null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export function installStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}
