/**
 * The mock marketplace API as an express app (json-server's `create()`), without json-server's
 * router or defaults: no raw collection routes, no stack traces, no open CORS. See ARCHITECTURE.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { AuditTrail, auditFileFor } from './audit';
import { errorHandler, notFound } from './errors';
import { createLoginLimiter } from './loginLimiter';
import { MEDIA_BASE } from './origin';
import { profileFor, type MockProfile } from './profiles';
import { mountRoutes, type Services } from './routeTable';
import { ROUTES } from './routes';
import { openApiDocument } from './openapi';
import { orderPages } from './routes/invoice';
import { APP_CSP, appCsp, cors, corsOriginsFromEnv, securityHeaders } from './security';
import { buildSeed } from './seed';
import { privateMedia } from './privateMedia';
import { media, servedRuntimeConfig, spa } from './static';
import { openStorage } from './storage';

export const API_BASE = '/api/v1';
export const DEFAULT_DATA_FILE = fileURLToPath(new URL('./data/db.json', import.meta.url));
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('./data/media', import.meta.url));
/** The seeded records' images (committed), served after the uploads. */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('./seed-media', import.meta.url));

export interface MockServerOptions {
  /** The JSON data file; built from the seed when it does not exist. */
  dataFile: string;
  /** A built app (vite build) to serve with a history fallback. */
  distDir?: string;
  /** Files served under /media (default mock-server/data/media). */
  mediaDir?: string;
  /** No console output for mails (tests). Unexpected errors are still reported. */
  quiet?: boolean;
  /** Orders to generate when the data file is seeded (default 1200). */
  seedOrders?: number;
  /** The clock, in ms (default Date.now): tests move it to expire tokens and links. */
  now?: () => number;
  /** CORS allowlist (default MOCK_CORS_ORIGINS, comma separated; none when unset). */
  corsOrigins?: readonly string[];
  /** `spec`: only the spec's calls, in the spec's shapes (profiles.ts). Default `default`. */
  profile?: MockProfile;
  /** The test routes (the outbox) in the spec profile; the default profile always has them. */
  testRoutes?: boolean;
  /** How long a request body may take to arrive (default BODY_TIMEOUT_MS, 10 s); tests shorten it. */
  bodyTimeoutMs?: number;
}

export interface MockServer {
  app: Express;
  /** Waits until every pending write is on disk. */
  close(): Promise<void>;
}

export async function createMockServer(opts: MockServerOptions): Promise<MockServer> {
  if (opts.distDir && !existsSync(join(opts.distDir, 'index.html'))) {
    throw new Error(`No built app in ${opts.distDir} (index.html is missing): run \`npm run build\` first.`);
  }
  const store = await openStorage(opts.dataFile, () => buildSeed({ orders: opts.seedOrders }));
  const now = opts.now ?? Date.now;
  const mediaDir = opts.mediaDir ?? DEFAULT_MEDIA_DIR;
  const profile = profileFor(opts.profile ?? 'default', { testRoutes: opts.testRoutes });
  const audit = await AuditTrail.open(auditFileFor(opts.dataFile), now, (line) => console.error(line));
  const services: Services = {
    store,
    now,
    log: opts.quiet ? () => undefined : (line) => console.log(line),
    loginLimiter: createLoginLimiter(now),
    mediaDir,
    audit,
    bodyTimeoutMs: opts.bodyTimeoutMs,
  };

  // The app's policy follows the config.json it is served with (API and media origins).
  const csp = opts.distDir
    ? appCsp(await servedRuntimeConfig(opts.distDir, (line) => console.error(line)))
    : APP_CSP;

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // json-server pretty-prints; compact answers keep 100-row lists small.
  app.set('json spaces', 0);
  app.use(securityHeaders(csp));
  app.use(cors(opts.corsOrigins ?? corsOriginsFromEnv()));
  // The contract (OpenAPI, generated from the zod schemas): public, no session, outside the route
  // table (nothing to audit), in every profile.
  app.get(`${API_BASE}/openapi.json`, openApiDocument());
  app.use(API_BASE, mountRoutes(ROUTES, services, profile));
  app.use('/api', notFound);
  // Customers' documents under /media need a session with the right to read them (privateMedia.ts).
  app.use(MEDIA_BASE, privateMedia(services));
  // Invoice pages and sell-order sample images, on the host like the real backend's (orders area).
  app.use(orderPages(services, profile.invoicePage));
  app.use(MEDIA_BASE, media(mediaDir, SEED_MEDIA_DIR));
  if (opts.distDir) app.use(spa(opts.distDir));
  app.use(notFound);
  app.use(errorHandler((line) => console.error(line)));

  return { app, close: () => store.flush() };
}
