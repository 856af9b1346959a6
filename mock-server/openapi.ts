/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas: methods, paths, access and
 * request bodies from the route table (the very `body` schemas the mock validates with), answers and
 * summaries from the contract (src/domain/apiContract/). Served public at GET /api/v1/openapi.json in
 * every profile, and rendered for people at /api-docs (src/apiDocs/).
 *
 * zod-openapi (6.x) rather than @asteasolutions/zod-to-openapi: it reads zod 4's own `.meta()` and
 * JSON Schema output, so the schemas shared with the app need no patched prototype or registry.
 */
import type { RequestHandler } from 'express';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  answerSchema,
  CONTRACT_OPERATIONS,
  CONTRACT_TAGS,
  errorAnswer,
  SPEC_SOURCES,
  type ContractOperation,
} from '../src/domain/apiContract';
import {
  ACTION_GRANTS,
  ACTION_OPERATIONS,
  OPEN_WITH_ANY,
  RESOURCE_MODULES,
  type Action,
  type PermissionResource,
} from '../src/domain/permissions';
import { LOCALES } from '../src/i18n/locales';
import type { Access, GuardedAccess } from './auth';
import { OBJECT_BODY } from './records';
import { routeKey, type Route } from './routeTable';
import { ROUTES } from './routes';

/**
 * The routes the contract describes: every one but the test routes (the outbox) and the target of a
 * signed upload, whose address is whatever the signed-URL answer's `sUrl` names, not a call of the API.
 */
const SIGNED_UPLOAD_TARGET = 'PUT /uploads/:token';
export const inContract = (route: Route): boolean =>
  route.kind !== 'test' && routeKey(route) !== SIGNED_UPLOAD_TARGET;

export const EXTENSION_KEY = 'x-giftdesk-extension';
const EXTENSION_TAG = 'Proposed extensions';

/** `/admin/kyc/:userId` -> `/admin/kyc/{userId}`, and the parameter names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
  return { path: path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}'), params };
}

/** OpenAPI allows one name per templated segment: the first route's names stand for the others. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** A (resource, action) rule in module terms, as canAccess of src/domain/permissions.ts decides it. */
function resourceRule(resource: PermissionResource, action: Action): string {
  const group = RESOURCE_MODULES[resource].join(' or ');
  if (action === 'list' || OPEN_WITH_ANY[resource]?.includes(action)) return `any operation of ${group}`;
  const grants = ACTION_GRANTS[resource]?.[action];
  if (grants) return grants.map(([module, operation]) => `${module} ${operation}`).join(' or ');
  return `${group} ${ACTION_OPERATIONS[action] ?? action}`;
}

function describeAccess(access: Access): string {
  if (access === 'public') return 'Public: no token.';
  if (access === 'authenticated') return 'Any signed-in admin.';
  const rule = (item: GuardedAccess): string => {
    if (item === 'superAdmin') return 'the super admin only';
    if ('anyOf' in item) return item.anyOf.map(rule).join(' or ');
    if ('param' in item) {
      const cases = Object.entries(item.cases).map(([value, then]) => `${value}: ${rule(then)}`);
      return `by {${item.param}}, ${[...cases, `otherwise ${rule(item.otherwise)}`].join('; ')}`;
    }
    if ('resource' in item) return resourceRule(item.resource, item.action);
    const modules = typeof item.module === 'string' ? item.module : item.module.join(' or ');
    return `${modules} ${item.operation}`;
  };
  if (access === 'superAdmin') return 'The super admin only; 403 to sub-admins.';
  return `Needs${'param' in access ? ',' : ''} ${rule(access)} (aPermissions); 403 otherwise.`;
}

const languageHeader = z.object({
  Language: z
    .enum(LOCALES.map((l) => l.locale) as [string, ...string[]])
    .optional()
    .meta({ description: 'The language of `message` (default en-US)' }),
});

function operationOf(route: Route, contract: ContractOperation, params: string[]): ZodOpenApiOperationObject {
  const isPublic = route.access === 'public';
  const body = contract.body ?? route.body;
  const errors = {
    description: 'Refused or failed: the message is shown',
    content: { 'application/json': { schema: errorAnswer } },
  };
  return {
    operationId: `${route.method}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: contract.summary,
    description: [
      describeAccess(route.access),
      contract.extension
        ? 'A proposed extension, beyond the spec: optional. The app asks for it once and, on 404, hides what depends on it.'
        : `As ${SPEC_SOURCES[contract.tag]} writes it.`,
    ].join(' '),
    tags: contract.extension ? [contract.tag, EXTENSION_TAG] : [contract.tag],
    ...(contract.extension ? { [EXTENSION_KEY]: true } : {}),
    ...(isPublic ? { security: [] } : {}),
    requestParams: {
      header: languageHeader,
      ...(params.length
        ? { path: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) }
        : {}),
    },
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      '2XX': {
        description: 'Done',
        ...(contract.tokenHeader
          ? {
              headers: z.object({
                Authorization: z
                  .string()
                  .meta({ description: 'The session token: send it as is in Authorization' }),
              }),
            }
          : {}),
        content: { 'application/json': { schema: answerSchema(contract.answer) } },
      },
      ...(isPublic ? {} : { '401': { ...errors, description: 'No token, or an expired or ended session' } }),
      ...(typeof route.access === 'object' || route.access === 'superAdmin'
        ? { '403': { ...errors, description: 'The account lacks the right' } }
        : {}),
      ...(contract.extension
        ? { '404': { description: 'This backend has no such extension: the app works without it' } }
        : {}),
      '4XX': errors,
    },
  };
}

/** Builds the document; throws when a route has no contract entry or the other way round. */
export function buildOpenApiDocument(routes: readonly Route[] = ROUTES): ReturnType<typeof createDocument> {
  const operations: Readonly<Record<string, ContractOperation>> = CONTRACT_OPERATIONS;
  const paths: ZodOpenApiPathsObject = {};
  const pathByShape = new Map<string, string>();
  const covered = new Set<string>();
  for (const route of routes) {
    if (!inContract(route)) continue;
    const key = routeKey(route);
    const contract = operations[key];
    if (!contract)
      throw new Error(`The contract has no entry for ${key} (src/domain/apiContract/operations.ts)`);
    if (Boolean(contract.extension) !== (route.kind === 'extension'))
      throw new Error(`${key}: the contract and the route table disagree on whether it is an extension`);
    if (contract.body && route.body !== OBJECT_BODY)
      throw new Error(`${key}: the contract describes a body the route validates itself`);
    covered.add(key);
    const converted = openApiPath(route.path);
    const path = pathByShape.get(shapeOf(converted.path)) ?? converted.path;
    pathByShape.set(shapeOf(path), path);
    const params = openApiPath(path.replace(/\{([^}]+)\}/g, ':$1')).params;
    paths[path] = { ...paths[path], [route.method]: operationOf(route, contract, params) };
  }
  const missing = Object.keys(operations).filter((key) => !covered.has(key));
  if (missing.length) throw new Error(`No route serves ${missing.join(', ')}`);

  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Giftdesk marketplace API',
      version: '1',
      description: [
        'The calls of the spec (platform.md and catalogue-and-orders.md, section 7) as the Giftdesk back-office',
        'speaks them. Where the spec allows two readings of an answer, each is listed (`x-giftdesk-reading`);',
        'the app reads any of them. Operations tagged "Proposed extensions" (`x-giftdesk-extension: true`) are',
        'optional. Check a running backend with `npm run contract -- --api <base URL> --email <e> --password <p>`.',
      ].join(' '),
    },
    servers: [{ url: '/api/v1', description: "This origin's API (a deployment's config.json apiUrl)" }],
    tags: [
      ...CONTRACT_TAGS.map((name) => ({ name })),
      { name: EXTENSION_TAG, description: 'Beyond the spec: the app detects them and works without them.' },
    ],
    security: [{ token: [] }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "The raw token of the login answer's Authorization header (`Bearer <token>` is accepted too).",
        },
      },
    },
    paths,
  });
}

/** GET openapi.json: the document, built at the first request and kept. */
export function openApiDocument(): RequestHandler {
  let json: string | undefined;
  return (_req, res) => {
    json ??= JSON.stringify(buildOpenApiDocument());
    // The document changes only with the code: revalidated, never stale (securityHeaders sent no-store).
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(json);
  };
}
