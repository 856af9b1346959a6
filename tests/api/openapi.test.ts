/**
 * GET /api/v1/openapi.json: a valid OpenAPI 3.1 document of every call the app makes (the features' endpoints.ts),
 * request bodies where the route validates one, the extensions marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type Call } from '../../src/api/endpoints';
import { EXTENSIONS } from '../../src/api/extensions';
import { CONTRACT_OPERATIONS } from '../../src/domain/apiContract';
import { EXTENSION_KEY, inContract } from '../../mock-server/openapi';
import { routeKey } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes';
import { loadResourceTable } from '../../scripts/lib/resourceTable';
import { API, startMock } from './helpers';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, Json>;
  security?: unknown[];
  tags: string[];
  [EXTENSION_KEY]?: boolean;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
  security: unknown[];
}

let mock: Awaited<ReturnType<typeof startMock>>;
let doc: Document;

beforeAll(async () => {
  mock = await startMock();
  const res = await mock.api.get(`${API}/openapi.json`).expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  doc = res.body as Document;
});
afterAll(() => mock.stop());

/** `/admin/kyc/{userId}` as a pattern that matches the app's built paths. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

const parameterCount = (template: string) => template.split('{').length;

/** The operation a request reaches: literal segments before parameters, as the server routes it. */
function operationFor(method: string, path: string): Operation | undefined {
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return Object.entries(doc.paths)
    .filter(([template]) => patternOf(template).test(clean))
    .sort(([a], [b]) => parameterCount(a) - parameterCount(b))
    .map(([, item]) => item[method.toLowerCase()])
    .find(Boolean);
}

/** Every call of the endpoint table, its path built from a sample input that fills any parameter. */
const SAMPLE = {
  id: 'X1',
  status: 'Active',
  token: 'T1',
  folder: 'categoryimages',
  data: {},
  values: {},
  input: {},
};
const pathOf = (call: Pick<Call<never>, 'path'>) => (call.path as (input: unknown) => string)(SAMPLE);

const RESOURCES = await loadResourceTable();

function appCalls(): { name: string; method: string; path: string; extension: boolean }[] {
  const calls: { name: string; method: string; path: string; extension: boolean }[] = Object.entries(
    CALLS,
  ).map(([name, call]) => ({
    name,
    method: call.method,
    path: pathOf(call),
    extension: 'extension' in call,
  }));
  for (const [resource, spec] of Object.entries(RESOURCES)) {
    if (spec.list)
      calls.push({
        name: `${resource}.list`,
        method: spec.list.method ?? 'POST',
        path: spec.list.path,
        extension: Boolean(spec.list.extension),
      });
    for (const kind of ['getOne', 'create', 'update', 'delete', 'status'] as const) {
      const call = spec[kind];
      if (call)
        calls.push({
          name: `${resource}.${kind}`,
          method: call.method,
          path: pathOf(call),
          extension: Boolean(call.extension),
        });
    }
  }
  return calls;
}

describe('GET /api/v1/openapi.json', () => {
  it('is public: no token needed', async () => {
    await mock.api.get(`${API}/openapi.json`).expect(200);
  });

  it('is served by the spec profile too, the same document', async () => {
    const spec = await startMock({ profile: 'spec' });
    try {
      const res = await spec.api.get(`${API}/openapi.json`).expect(200);
      expect(res.body).toEqual(doc);
    } finally {
      await spec.stop();
    }
  });

  it('is an OpenAPI 3.1 document with the token scheme and the Language header', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(doc.security).toEqual([{ token: [] }]);
    const verify = doc.paths['/admin/token/verify'].get as Operation & { parameters: Json[] };
    expect(verify.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Language' }));
    const login = doc.paths['/admin/login'].post;
    expect(login.security).toEqual([]);
    expect(login.responses['2XX']).toMatchObject({ headers: { Authorization: expect.any(Object) } });
  });

  it('has every call of the app, with its method', () => {
    const missing = appCalls().filter((call) => !operationFor(call.method, call.path));
    expect(missing).toEqual([]);
  });

  it('has every route of the mock but its test-only ones, and nothing else', () => {
    const served = ROUTES.filter(inContract);
    expect(
      served.map((route) => Boolean(operationFor(route.method, route.path.replace(/:\w+/g, 'X')))),
    ).not.toContain(false);
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(served.length);
    expect(Object.keys(CONTRACT_OPERATIONS)).toHaveLength(served.length);
  });

  it('describes a request body wherever the route validates one, and only there', () => {
    for (const route of ROUTES.filter(inContract)) {
      const operation = operationFor(route.method, route.path.replace(/:\w+/g, 'X'));
      expect(Boolean(operation?.requestBody), routeKey(route)).toBe(Boolean(route.body));
    }
  });

  it('marks the extensions, and only them: the app detects the same calls', () => {
    const marked = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((operation) => operation[EXTENSION_KEY] === true);
    for (const operation of marked) {
      expect(operation.tags).toContain('Proposed extensions');
      expect(operation.responses['404']).toBeDefined();
    }
    const appExtensions = Object.values(EXTENSIONS).map((text) => {
      const [method, path] = text.split(' ');
      return operationFor(method, path.replace(/\{[^}]+\}/g, 'X'));
    });
    expect(appExtensions).not.toContain(undefined);
    expect(new Set(marked)).toEqual(new Set(appExtensions));
    for (const call of appCalls().filter((c) => c.extension))
      expect(operationFor(call.method, call.path)?.[EXTENSION_KEY], call.name).toBe(true);
  });

  it('lists every reading of the ambiguous answers', () => {
    const readings = (id: string) => doc.components.schemas[id]['x-giftdesk-readings'];
    expect(readings('VerifyAnswer')).toEqual(['user', 'data']);
    expect(readings('DashboardAnswer')).toEqual(['data.data', 'data']);
    expect(readings('TransactionAnswer')).toEqual(['data[0]', 'data.data[0]']);
    expect(readings('SubadminAnswer')).toEqual(['data', 'top level']);
    expect(readings('Message')).toEqual(['message', 'message.msg', 'message[0].msg']);
  });
});
