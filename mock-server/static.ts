/** Static files: media uploads, and the built SPA with a history fallback (as a real deployment). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import expressStaticGzip from 'express-static-gzip';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, type RuntimeConfig } from '../src/domain/runtimeConfig';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploaded files first, then the fallbacks (the seeded images). */
export function media(mediaDir: string, ...fallbacks: string[]): Router {
  const router = express.Router();
  // Uploaded files are served inert: an uploaded SVG or HTML cannot run script on this origin.
  router.use((_req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
    next();
  });
  for (const dir of [mediaDir, ...fallbacks]) {
    router.use(express.static(dir, { index: false, dotfiles: 'ignore', fallthrough: true }));
  }
  return router;
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hashed build assets, as the `.br` / `.gz` copies the build writes beside them when the browser
 * accepts one (brotli first), else the file itself; `Vary: Accept-Encoding` on negotiated files.
 */
function buildAssets(assetsDir: string): RequestHandler {
  const serve = expressStaticGzip(assetsDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    // Vite names assets by content hash: safe to cache for a year.
    serveStatic: { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false },
  });
  return (req, res, next) => {
    // The library would answer a malformed %-escape with its own plain-text 400: left to the mock's
    // JSON 400, as before.
    if (!isDecodable(req.path)) {
      next();
      return;
    }
    const earlierVary = res.getHeader('Vary');
    serve(req, res, (error?: unknown) => {
      // The compressed copies are listed once, at start: one deleted since (a rebuild under a running
      // mock) falls through here, and the 404 that follows must not claim its encoding.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
    // The library sets `Vary: Accept-Encoding` synchronously, over the `Vary: Origin` of a CORS answer.
    if (earlierVary !== undefined && res.getHeader('Vary') !== earlierVary && !res.headersSent) {
      res.setHeader('Vary', earlierVary);
      res.vary('Accept-Encoding');
    }
  };
}

const NOT_SPA = /^\/(api|media|invoice)(\/|$)/;

export function spa(distDir: string): Router {
  const router = express.Router();
  const indexFile = join(distDir, 'index.html');
  router.use('/assets', buildAssets(join(distDir, 'assets')));
  // Files outside /assets are not named by their content (config.json, which a deployment rewrites,
  // among them): the browser asks again each time before using its copy.
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get('*', (req: Request, res: Response, next: NextFunction) => {
    if (NOT_SPA.test(req.path) || req.path.startsWith('/assets/') || !req.accepts('html')) {
      next();
      return;
    }
    // no-store: a page of the admin is not kept for Back after a logout (the back-forward cache keeps
    // no-store documents out in most browsers; src/auth/restoredPageGuard.ts covers the rest).
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(indexFile, (error) => error && next(error));
  });
  return router;
}

/**
 * The run-time configuration the served app will read (`config.json` of the build), for the policy
 * the mock sends with it (mock-server/security.ts). Read once, when the mock starts: a rebuild or an
 * edited file under a running mock is picked up at the next start. The app's defaults when the file
 * is missing or invalid, as the app itself does; `warn` says why for an invalid one.
 */
export async function servedRuntimeConfig(
  distDir: string,
  warn: (line: string) => void,
): Promise<RuntimeConfig> {
  const file = join(distDir, 'config.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
  const reading = parseRuntimeConfig(text);
  if (reading.ok) return reading.config;
  warn(`${file} is ignored (${reading.problem}): the app will use its defaults.`);
  return DEFAULT_RUNTIME_CONFIG;
}
