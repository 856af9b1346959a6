/** Static files: media uploads, and the built SPA with a history fallback (as a real deployment). */
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

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

const NOT_SPA = /^\/(api|media|invoice)(\/|$)/;

export function spa(distDir: string): Router {
  const router = express.Router();
  const indexFile = join(distDir, 'index.html');
  // Vite names assets by content hash: safe to cache for a year.
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get('*', (req: Request, res: Response, next: NextFunction) => {
    if (NOT_SPA.test(req.path) || req.path.startsWith('/assets/') || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, (error) => error && next(error));
  });
  return router;
}
