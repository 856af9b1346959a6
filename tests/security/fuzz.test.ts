/**
 * Suite 3: fuzzing every route that takes a body, as the super admin (so bodies reach validation):
 * fast-check bodies built from the schema's own keys and hostile values, then fixed hostile inputs
 * (malformed JSON, wrong content types, arrays, > 1 MB, deep nesting, 1e309 / -0, regex
 * metacharacters in list searches and filters, __proto__ / constructor keys). Every answer: no 5xx,
 * no stack trace, every refusal 4xx with a message; afterwards no prototype is polluted; a huge
 * page size is capped by the server.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedAccess } from '../../mock-server/auth';
import { LIST_BODY_KEYS, LIST_DEFAULTS } from '../../mock-server/listQuery';
import type { Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes/index';
import type { Db } from '../../mock-server/types';
import { ACCOUNTS } from '../api/helpers';
import { schemaKeys } from './schemaKeys';
import {
  FULL_RUN,
  UNKNOWN_ID,
  answerProblems,
  fillPath,
  mintSession,
  startSecurityMock,
  type Answer,
  type SecurityMock,
  type SendOptions,
} from './harness';

const RUNS = Number(process.env.SECURITY_RUNS ?? (FULL_RUN ? 1000 : 50));
const SEED = Number(process.env.SECURITY_SEED ?? (FULL_RUN ? Date.now() % 2 ** 31 : 20261123));

const BODY_ROUTES = ROUTES.filter((route) => route.body !== undefined);
const FILTER_KEYS = ['status', 'eStatus', 'eType', 'sKycStatus', 'iUserId', 'dFrom', 'dTo', '_id'];
const REGEX_METACHARACTERS = ['.*', '(a+)+$', '[', '\\', '^$|?*+()[]{}', '(?<x>', '\\1', '*', '+?', '(?=a)'];
const HOSTILE_STRINGS = [
  ...REGEX_METACHARACTERS,
  '',
  ' ',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  '%00',
  '${7*7}',
  "'; DROP TABLE admins; --",
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'NaN',
  '-0',
  '1e309',
  'a'.repeat(5000),
];
const MEGABYTE_PLUS = 'x'.repeat(1024 * 1024 + 16);

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    ...HOSTILE_STRINGS,
    -0,
    0,
    -1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    0.1,
    true,
    null,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

function bodyArbitrary(route: Route) {
  const keys = [...new Set([...schemaKeys(route.body), ...LIST_BODY_KEYS, ...FILTER_KEYS])];
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), hostileValue, {
        maxKeys: 10,
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}

/** Values of the rules' own parameters (upload folder, category status) and ids of every collection. */
function paramPool(access: Route['access'], db: Db): string[] {
  const cases: string[] = [];
  const walk = (rule: GuardedAccess | 'public' | 'authenticated') => {
    if (typeof rule !== 'object') return;
    if ('anyOf' in rule) rule.anyOf.forEach(walk);
    if ('param' in rule) cases.push(...Object.keys(rule.cases));
  };
  walk(access);
  const ids = Object.values(db).flatMap((collection: unknown) =>
    Array.isArray(collection)
      ? collection.slice(0, 2).flatMap((item: { _id?: unknown; sKey?: unknown }) => [item._id, item.sKey])
      : [],
  );
  return [
    ...new Set([
      ...cases,
      UNKNOWN_ID,
      'not-an-id',
      ...ids.filter((id): id is string => typeof id === 'string'),
    ]),
  ];
}

/** JSON text with every `"__RAW:x__"` string replaced by the bare text x (1e309, -0). */
const rawJson = (value: unknown) => JSON.stringify(value).replace(/"__RAW:([^"]+)__"/g, '$1');

function fixedCases(route: Route): { label: string; options: SendOptions; status?: number }[] {
  const keys = schemaKeys(route.body);
  const each = (value: unknown) =>
    Object.fromEntries([...keys, ...LIST_BODY_KEYS].map((key) => [key, value]));
  const deep = 20_000;
  return [
    ...['{"a":', "{'a':1}", 'NaN', '{"a":NaN}', '{"a":1,}', '\u0000', 'undefined'].map((raw) => ({
      label: `malformed JSON ${JSON.stringify(raw)}`,
      options: { raw },
      status: 400,
    })),
    ...[
      ['text/plain', '{}'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
      ['application/xml', '<a/>'],
      ['application/json; charset=latin-9', '{}'],
    ].map(([contentType, raw]) => ({
      label: `content type ${contentType}`,
      options: { raw, contentType },
      status: 415,
    })),
    ...['gzip', 'deflate', 'br', 'x-unknown'].map((encoding) => ({
      label: `garbage with Content-Encoding ${encoding}`,
      options: { raw: 'not compressed at all', headers: { 'Content-Encoding': encoding } },
    })),
    ...['[]', '[{}]', '[1,2,3]', '"text"', '42', 'null', 'true'].map((raw) => ({
      label: `top-level ${raw}`,
      options: { raw },
    })),
    { label: 'a string over 1 MB', options: { body: { ...each('x'), sTitle: MEGABYTE_PLUS } }, status: 413 },
    { label: 'deeply nested objects', options: { raw: `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}` } },
    { label: 'deeply nested arrays', options: { raw: `${'['.repeat(deep * 10)}${']'.repeat(deep * 10)}` } },
    { label: '1e309 everywhere', options: { raw: rawJson(each('__RAW:1e309__')) } },
    { label: '-0 everywhere', options: { raw: rawJson(each('__RAW:-0__')) } },
    { label: '-1e309 everywhere', options: { raw: rawJson(each('__RAW:-1e309__')) } },
    ...REGEX_METACHARACTERS.map((meta) => ({
      label: `regex metacharacters ${meta}`,
      options: { body: { ...each(meta), ...Object.fromEntries(FILTER_KEYS.map((key) => [key, meta])) } },
    })),
    {
      label: '__proto__ and constructor keys',
      options: {
        raw:
          `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},` +
          `"a":{"__proto__":{"polluted":"yes"}},"prototype":{"polluted":"yes"}` +
          keys
            .map(
              (key) =>
                `,"${key}":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`,
            )
            .join('') +
          '}',
      },
    },
  ];
}

describe('fuzzing every route with a body', () => {
  let mock: SecurityMock;
  let token = '';
  let pool: (route: Route) => string[] = () => [];
  const figure = { requests: 0, serverErrors: 0, lists: 0, listsOverCap: 0 };
  const statuses = new Map<number, number>();

  async function checked(route: Route, path: string, options: SendOptions): Promise<Answer> {
    const answer = await mock.send(route.method, path, { token, ...options });
    figure.requests += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problems = answerProblems(answer);
    if (answer.status >= 500) figure.serverErrors += 1;
    if (problems.length > 0) {
      throw new Error(
        `${route.method.toUpperCase()} ${path}: ${problems.join(', ')}: ${answer.text.slice(0, 300)}`,
      );
    }
    return answer;
  }

  beforeAll(async () => {
    let db: Db | undefined;
    mock = await startSecurityMock((data) => {
      const superAdmin = data.admins.find((admin) => admin.sEmail === ACCOUNTS.admin.sEmail);
      if (!superAdmin) throw new Error('The seed lost its super admin');
      token = mintSession(data, superAdmin._id);
      db = data;
    });
    const seeded = db as Db;
    pool = (route) => paramPool(route.access, seeded);
    console.log(
      `[security] fuzzing with seed ${SEED}, ${RUNS} bodies per route (SECURITY_SEED=${SEED} replays it)`,
    );
  });

  afterAll(async () => {
    console.log(
      `[security] fuzzing: ${figure.requests} requests over ${BODY_ROUTES.length} routes, ` +
        `${figure.serverErrors} 5xx, ${figure.lists} lists checked for the page cap; answers by status: ` +
        JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))),
    );
    await mock?.stop();
  });

  it.each(BODY_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: generated bodies never get a 5xx or an unexplained refusal',
    async (_, route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      const params = fc.record(
        Object.fromEntries(names.map((name) => [name, fc.constantFrom(...pool(route))])),
      );
      await fc.assert(
        fc.asyncProperty(params, bodyArbitrary(route), async (values, body) => {
          await checked(route, fillPath(route.path, values), { body });
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );

  it.each(BODY_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: hostile fixed inputs are refused with a 4xx and a message',
    async (_, route) => {
      const path = fillPath(route.path);
      for (const item of fixedCases(route)) {
        const answer = await checked(route, path, item.options);
        if (item.status !== undefined) expect(answer.status, item.label).toBe(item.status);
      }
    },
  );

  it('caps the page size server-side, whatever the body asks', async () => {
    for (const route of BODY_ROUTES) {
      for (const options of [
        { body: { limit: 1e9, nLimit: 1e9 } },
        { raw: '{"limit":1e309,"nLimit":1e309}' },
      ]) {
        const answer = await checked(route, fillPath(route.path), options);
        const json = JSON.parse(answer.text) as { data?: unknown; total?: unknown };
        if (answer.status !== 200 || !Array.isArray(json.data) || typeof json.total !== 'number') continue;
        figure.lists += 1;
        if (json.total > LIST_DEFAULTS.maxLimit) figure.listsOverCap += 1;
        expect(json.data.length, route.path).toBeLessThanOrEqual(LIST_DEFAULTS.maxLimit);
      }
    }
    // At least one list holds more than a page, or the cap was never really tried.
    expect(figure.listsOverCap).toBeGreaterThan(0);
  });

  it('leaves every prototype clean', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(figure.serverErrors).toBe(0);
  });
});
