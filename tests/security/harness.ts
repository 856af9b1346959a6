/**
 * Shared set-up of the security suites: a mock on a fresh seeded data file, listening on a free
 * 127.0.0.1 port (real HTTP, so that raw bodies and headers reach it as a client sends them), and
 * the checks every answer must pass whatever it is.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { MockServerOptions } from '../../mock-server/app';
import type { Route } from '../../mock-server/routeTable';
import type { Db } from '../../mock-server/types';
import { API, startMock } from '../api/helpers';

/** Small order history: the suites need every collection, not volume (customers still exceed a page). */
const SEED_ORDERS = 50;

/** SECURITY_FULL=1 (npm run test:security) runs the long samples; npm test the short ones. */
export const FULL_RUN = process.env.SECURITY_FULL === '1';

/** An id no seeded record has (24 hex digits, like the seed's). */
export const UNKNOWN_ID = 'f0f0f0f0f0f0f0f0f0f0f0f0';

export interface Answer {
  status: number;
  text: string;
  /** The response's headers (the login's token comes in Authorization). */
  headers?: Headers;
}

export interface SendOptions {
  token?: string;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** The body's exact text (malformed JSON, numbers JSON.stringify cannot write). */
  raw?: string;
  contentType?: string;
  /** Further request headers (Content-Encoding, Language...). */
  headers?: Record<string, string>;
}

export { mintSession } from './roles';

export async function startSecurityMock(
  prepare?: (db: Db) => void,
  options: Partial<MockServerOptions> = {},
) {
  const mock = await startMock({ seedOrders: SEED_ORDERS, ...options }, prepare);
  const server = mock.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API}`;

  async function send(method: Route['method'], path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = options.token;
    const hasBody = options.raw !== undefined || options.body !== undefined;
    const text = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (hasBody) headers['Content-Type'] = options.contentType ?? 'application/json';
    const res = await fetch(`${base}${path}`, { method: method.toUpperCase(), headers, body: text });
    return { status: res.status, text: await res.text(), headers: res.headers };
  }

  return {
    ...mock,
    /** The API's base URL on the listening server ('http://127.0.0.1:port/api/v1'). */
    base,
    send,
    /** sha256 of the data file once every pending write is on disk. */
    async dataHash(): Promise<string> {
      await mock.close();
      return createHash('sha256')
        .update(await readFile(mock.dataFile))
        .digest('hex');
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mock.stop();
    },
  };
}

export type SecurityMock = Awaited<ReturnType<typeof startSecurityMock>>;

/** A route's path with its parameters replaced (`values` first, UNKNOWN_ID otherwise). */
export const fillPath = (path: string, values: Readonly<Record<string, string>> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? UNKNOWN_ID));

const STACK_TRACE = /\n\s+at |node:internal|\.[cm]?[jt]s:\d+:\d+|(?:Type|Reference|Range|Syntax)Error:/;

/**
 * What is wrong with an answer, whatever the request: a 5xx, a stack trace, or a refusal that is not
 * JSON with a non-empty `message`. Empty when it is fine.
 */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK_TRACE.test(answer.text)) problems.push('stack trace in the body');
  if (answer.status >= 400) {
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      problems.push('refusal is not JSON');
    }
    if (typeof message !== 'string' || message.trim() === '') problems.push('refusal without a message');
  }
  return problems;
}
