/**
 * `npm run contract`: the calls, in order, against a running backend. Only safe calls: sign in, the
 * session, the lists (a page of 5, with the bodies the app sends: src/api/records.ts listBody), one
 * record of each list, the dashboard, the extensions (reported present or absent), then sign out.
 * Never a write. Paths and bodies come from the app's endpoint tables (the features' endpoints.ts).
 */
import type { GetListParams } from 'ra-core';
import { CALLS, type ListEndpoint } from '../../../src/api/endpoints';
import { listBody } from '../../../src/api/records';
import {
  readDashboard,
  readFirstOfData,
  readList,
  readLogin,
  readProfile,
  readRecord,
} from '../../../src/api/readings';
import type { OperationKey } from '../../../src/domain/apiContract';
import { buyOrderFilter, sellOrderFilter } from '../../../src/domain/orders';
import { loadResourceTable } from '../resourceTable';
import { createClient, type ClientOptions, type Request } from './client';
import { judge, type Answer, type Check, type Line } from './judge';

export interface RunOptions extends ClientOptions {
  email: string;
  password: string;
  /** Each line as soon as it is judged (the CLI prints it). */
  onLine?: (line: Line) => void;
}

export interface Report {
  lines: Line[];
  compatible: boolean;
}

const PAGE: GetListParams = {
  pagination: { page: 1, perPage: 5 },
  sort: { field: '', order: 'ASC' },
  filter: {},
};

const RESOURCES = await loadResourceTable();

/** `/admin/user/:id` as a pattern, to catch a plan whose path and contract entry disagree. */
function matches(operation: OperationKey, request: Request): boolean {
  const [method, path] = operation.split(' ');
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`);
  return method === request.method && pattern.test(`/${request.path.replace(/^\/+/, '')}`);
}

/** The app's list call of a resource (every one named here has one). */
function listOf(resource: string): ListEndpoint {
  const spec = RESOURCES[resource].list;
  if (!spec) throw new Error(`${resource} has no list call`);
  return spec;
}

function getOneOf(resource: string) {
  const spec = RESOURCES[resource].getOne;
  if (!spec) throw new Error(`${resource} has no get call`);
  return spec;
}

const firstId = (answer: Answer, idField = '_id'): string | undefined => {
  if ('error' in answer) return undefined;
  const row = readList(answer.body)?.value.data[0];
  const id = row && typeof row === 'object' ? (row as Record<string, unknown>)[idField] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

const recordCheck = (label: string, operation: OperationKey, idField = '_id'): Check => ({
  label,
  operation,
  read: (body) => readRecord(body, idField),
  missing: `no record under \`data\`, nor its ${idField} at the top level`,
});

const listCheck = (label: string, operation: OperationKey): Check => ({
  label,
  operation,
  read: (body) => readList(body),
  missing: 'no `data` array',
});

export async function runContractCheck(options: RunOptions): Promise<Report> {
  const call = createClient(options);
  const lines: Line[] = [];
  /** The token of the login answer, sent with every later call. */
  const session: { token?: string } = {};

  const run = async (check: Check, request: Omit<Request, 'token'>): Promise<Answer> => {
    if (!matches(check.operation, request))
      throw new Error(`${check.label}: ${request.path} is not ${check.operation}`);
    const answer = await call({ ...request, token: session.token });
    const line = judge(check, answer);
    lines.push(line);
    options.onLine?.(line);
    return answer;
  };
  const skip = (label: string, why: string) => {
    const line: Line = { label, verdict: 'skipped', notes: [why] };
    lines.push(line);
    options.onLine?.(line);
  };
  const report = (): Report => ({ lines, compatible: lines.every((line) => line.verdict !== 'fail') });

  const login = await run(
    {
      label: 'POST admin/login',
      operation: 'POST /admin/login',
      read: (body, headers) => readLogin(headers.get('Authorization'), body),
      missing: 'no token in the Authorization header, or no data.aPermissions',
    },
    {
      method: 'POST',
      path: CALLS.login.path(),
      body: CALLS.login.body({ sEmail: options.email, sPassword: options.password }),
    },
  );
  session.token = 'error' in login ? undefined : (login.headers.get('Authorization') ?? undefined);
  if (!session.token || lines[0].verdict !== 'ok') return report();

  await run(
    {
      label: 'GET admin/token/verify',
      operation: 'GET /admin/token/verify',
      read: readProfile,
      what: 'profile',
    },
    { method: 'GET', path: CALLS.verifyToken.path() },
  );

  const list = async (
    label: string,
    operation: OperationKey,
    spec: ListEndpoint,
    filter: Record<string, unknown> = {},
  ) => ({
    label,
    answer: await run(listCheck(label, operation), {
      method: spec.method ?? 'POST',
      path: spec.path,
      body: spec.method === 'GET' ? undefined : listBody(spec, { ...PAGE, filter }),
    }),
  });
  const lists = {
    subadmin: await list('POST admin/subadmin/list', 'POST /admin/subadmin/list', listOf('subadmin')),
    customers: await list('POST admin/user/list', 'POST /admin/user/list', listOf('customers')),
    categories: await list('GET admin/categories', 'GET /admin/categories', listOf('category')),
    giftCards: await list('POST admin/giftcards/list', 'POST /admin/giftcards/list', listOf('giftCards')),
    redeemCards: await list(
      'POST admin/redeemcards/list',
      'POST /admin/redeemcards/list',
      listOf('redeemCards'),
    ),
    settings: await list('GET admin/settings', 'GET /admin/settings', listOf('settings')),
    orders: await list(
      'POST admin/orders',
      'POST /admin/orders',
      listOf('orders'),
      buyOrderFilter('delivered'),
    ),
    sellOrders: await list(
      'POST admin/sellorders',
      'POST /admin/sellorders',
      listOf('sellOrders'),
      sellOrderFilter('pending'),
    ),
    transactions: await list('POST admin/transactions', 'POST /admin/transactions', listOf('transactions')),
    wallet: await list(
      'POST admin/transactions-wallet',
      'POST /admin/transactions-wallet',
      listOf('walletTransactions'),
    ),
  };

  /** A call for the first record of a list; skipped, with the reason, when the list gave none. */
  const one = async (
    check: Check,
    from: keyof typeof lists,
    request: (id: string) => Omit<Request, 'token'>,
  ) => {
    const { label, answer } = lists[from];
    const id = firstId(answer);
    if (id !== undefined) await run(check, request(id));
    else if (!('error' in answer) && answer.status === 403)
      skip(check.label, `${label} was not allowed (403)`);
    else skip(check.label, `no record from ${label} to read`);
  };
  const getOne = (resource: string) => (id: string) => ({
    method: 'GET' as const,
    path: getOneOf(resource).path(id),
  });
  // One record of each list, read through the resource's own record call.
  const RECORD_CALLS: [string, OperationKey, keyof typeof lists, string][] = [
    ['GET admin/user/{id}', 'GET /admin/user/:id', 'customers', 'customers'],
    ['GET admin/kyc/{id}', 'GET /admin/kyc/:userId', 'customers', 'kyc'],
    ['GET admin/giftcards/{id}', 'GET /admin/giftcards/:id', 'giftCards', 'giftCards'],
    ['GET admin/redeemcards/{id}', 'GET /admin/redeemcards/:id', 'redeemCards', 'redeemCards'],
    ['GET admin/categories/{id}', 'GET /admin/categories/:id', 'categories', 'category'],
    ['GET admin/subadmin/{id}', 'GET /admin/subadmin/:id', 'subadmin', 'subadmin'],
    ['GET admin/order-sell/{id}', 'GET /admin/order-sell/:id', 'sellOrders', 'sellOrders'],
  ];
  for (const [label, operation, from, resource] of RECORD_CALLS)
    await one(recordCheck(label, operation), from, getOne(resource));
  await one(
    {
      label: 'POST admin/transaction',
      operation: 'POST /admin/transaction',
      read: readFirstOfData,
      what: 'transaction',
    },
    'transactions',
    (id) => ({ method: 'POST', path: CALLS.getTransaction.path(), body: CALLS.getTransaction.body(id) }),
  );
  await run(
    {
      label: 'GET admin/dashboard/count',
      operation: 'GET /admin/dashboard/count',
      read: readDashboard,
      what: 'counts',
    },
    { method: 'GET', path: CALLS.dashboardCount.path() },
  );

  // The proposed extensions: present, or absent (404), which the app handles.
  await list('POST admin/audit/list', 'POST /admin/audit/list', listOf('audit'));
  const today = new Date().toISOString().slice(0, 10);
  const revenue = { from: `${today.slice(0, 8)}01`, to: today, interval: 'day' as const };
  await run(
    { label: 'POST admin/dashboard/revenue', operation: 'POST /admin/dashboard/revenue' },
    { method: 'POST', path: CALLS.dashboardRevenue.path(), body: CALLS.dashboardRevenue.body(revenue) },
  );
  await list('POST push/list', 'POST /push/list', listOf('push'));
  await one(
    recordCheck('GET admin/transaction-wallet/{id}', 'GET /admin/transaction-wallet/:id'),
    'wallet',
    getOne('walletTransactions'),
  );
  await one(
    { label: 'POST admin/invoice/link', operation: 'POST /admin/invoice/link' },
    'transactions',
    (id) => ({
      method: 'POST',
      path: CALLS.invoiceLink.path(),
      body: CALLS.invoiceLink.body(id),
    }),
  );

  await run(
    { label: 'GET admin/logout', operation: 'GET /admin/logout' },
    { method: 'GET', path: CALLS.logout.path() },
  );
  return report();
}
