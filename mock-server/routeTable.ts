/**
 * The one route table. A route is { method, path, access, kind?, body?, handler }: `access` is
 * required by the types and checked again when the table is mounted, so no route can be served
 * without a rule. The wrapper runs, in order: token (401), permission (403, which may depend on a
 * path parameter), JSON body (415/413/400), schema (400), then the handler, which mutates only after
 * everything has been checked; a call that changed data is then recorded in the audit trail
 * (audit.ts). The profile (profiles.ts) decides which routes are mounted and how their answers are
 * written; handlers never know it.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import type { AuditTrail } from './audit';
import { assertAccess, authenticate, authorize, type Access, type AuthInfo } from './auth';
import { sendReply, setMessageShape, validate, type Reply } from './http';
import { localeOf, translator, type Locale, type Translate } from './i18n';
import type { LoginLimiter } from './loginLimiter';
import { DEFAULT_PROFILE, type Profile } from './profiles';
import { readJsonBody } from './routeBody';
import type { Storage } from './storage';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a route is to the spec (docs/api.md "Spec-only profile"): a call of the spec's tables (the
 * default), an `extension` beyond them, or a `test` route no product would serve. The spec profile
 * mounts spec calls only (and test routes when asked).
 */
export type RouteKind = 'spec' | 'extension' | 'test';

/** A route's name in every table keyed by route (audit rules, answer rules): 'METHOD path'. */
export const routeKey = (item: { method: Method; path: string }) =>
  `${item.method.toUpperCase()} ${item.path}`;

/** What every handler may use besides the request. */
export interface Services {
  store: Storage;
  /** The clock (ms); tests inject one to age tokens and links. */
  now: () => number;
  /** Console output of the mock (outbox mails); silent when quiet. */
  log: (line: string) => void;
  loginLimiter: LoginLimiter;
  /** Where uploaded files are stored (served under /media). */
  mediaDir: string;
  /** The audit trail every state-changing call is recorded in (auditRules.ts); none in unit tests. */
  audit?: AuditTrail;
  /** How long a request body may take to arrive (BODY_TIMEOUT_MS unless a test shortens it). */
  bodyTimeoutMs?: number;
}

export interface RouteContext<B> extends Services {
  req: Request;
  res: Response;
  body: B;
  params: Record<string, string>;
  locale: Locale;
  t: Translate;
  /**
   * Awaits `work`, then checks the caller's token and rights again. Every await of a handler before
   * its change goes through it (routeAwaits.test.ts): a right revoked, an account deactivated or a
   * session ended while the call waited (a hash, a file, a module) stops the call before it changes
   * anything, as if it had arrived after the revocation.
   */
  settled: <T>(work: Promise<T>) => Promise<T>;
}
export interface AuthedContext<B> extends RouteContext<B> {
  auth: AuthInfo;
}

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
type ContextFor<A extends Access, S> = A extends 'public'
  ? RouteContext<BodyOf<S>>
  : AuthedContext<BodyOf<S>>;

export interface RouteSpec<A extends Access, S extends z.ZodType | undefined> {
  method: Method;
  path: string;
  access: A;
  /** 'spec' when left out. */
  kind?: RouteKind;
  body?: S;
  handler: (ctx: ContextFor<A, S>) => Reply | Promise<Reply>;
}

/** A route with its types erased, as the table holds it. */
export interface Route {
  method: Method;
  path: string;
  access: Access;
  kind?: RouteKind;
  body?: z.ZodType;
  handler: (ctx: AuthedContext<unknown>) => Reply | Promise<Reply>;
}

export function route<A extends Access, S extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<A, S>,
): Route {
  return spec as unknown as Route;
}

function handle(route: Route, services: Services, profile: Profile) {
  const key = routeKey(route);
  const rule = profile.answers[key] ?? {};
  return async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    const t = translator(locale);
    // Set before anything can fail: a 401 or a malformed body of this call is written the same way.
    if (rule.messageShape) setMessageShape(res, rule.messageShape);
    try {
      // The whole call runs through the store, token check included: a save without a hint then
      // covers every collection the call read, the admin reached through its token among them (a
      // password change edits that record; begun after the check, the save missed it).
      const reply = await services.store.handle(async () => {
        const db = services.store.data;
        let auth: AuthInfo | undefined;
        const checkAccess = () => {
          if (route.access === 'public') return;
          auth = authenticate(db, req, services.now());
          if (route.access !== 'authenticated') authorize(auth, route.access, req.params);
        };
        const settled = async <T>(work: Promise<T>): Promise<T> => {
          const value = await work;
          checkAccess();
          return value;
        };
        checkAccess();
        // A slow body is an await too: the rights are those of the moment the body has arrived.
        const body = route.body
          ? validate(route.body, await settled(readJsonBody(req, res, services.bodyTimeoutMs)))
          : undefined;
        const params = { ...req.params } as Record<string, string>;
        const ctx = {
          ...services,
          req,
          res,
          body,
          params,
          locale,
          t,
          settled,
          auth,
        } as AuthedContext<unknown>;
        // The record is snapshotted before the handler runs and the entry written before the answer.
        const audit = services.audit?.begin(key, {
          db,
          params,
          body,
          auth,
        });
        const answer = await route.handler(ctx);
        await audit?.commit(answer, services.store.data);
        return answer;
      });
      sendReply(res, t, rule.present ? rule.present(reply, req) : reply);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The routes a profile serves, in table order. Every answer rule of the profile must name one of
 * them: a rule left behind by a renamed route would otherwise silently stop applying.
 */
export function servedRoutes(routes: readonly Route[], profile: Profile): Route[] {
  const served = routes.filter((item) => profile.serves[item.kind ?? 'spec']);
  const keys = new Set(served.map(routeKey));
  const stray = Object.keys(profile.answers).filter((key) => !keys.has(key));
  if (stray.length > 0) {
    throw new Error(`Answer rules of the ${profile.name} profile name no served route: ${stray.join(', ')}`);
  }
  return served;
}

/**
 * Mounts the routes the profile serves on a router. A route without a valid access rule, or twice
 * declared, stops the start, whether or not the profile serves it.
 */
export function mountRoutes(
  routes: readonly Route[],
  services: Services,
  profile: Profile = DEFAULT_PROFILE,
): Router {
  const router = express.Router();
  const seen = new Set<string>();
  for (const item of routes) {
    const where = routeKey(item);
    assertAccess(item.access, where);
    if (seen.has(where.toLowerCase())) throw new Error(`Route ${where} is declared twice`);
    seen.add(where.toLowerCase());
  }
  for (const item of servedRoutes(routes, profile))
    router[item.method](item.path, handle(item, services, profile));
  return router;
}
