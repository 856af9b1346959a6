/** Response hardening that replaces json-server's defaults: basic headers and CORS from an allowlist. */
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_RUNTIME_CONFIG, originOf, type RuntimeConfig } from '../src/domain/runtimeConfig';

/**
 * The app's policy, sent on every answer (HTML, assets, API); /media and /invoice narrow it further.
 * No inline or eval'd script (the built index.html has none: Vite emits external modules only).
 * Styles need 'unsafe-inline': MUI's emotion inserts <style> elements at run time and the rich-text
 * editor and MUI set style attributes; a nonce would not cover the attributes. Images may be data:
 * (the favicon) and blob: (upload previews). The app calls the API named by its config.json and shows
 * images from its media base: when either is on another origin, that origin joins connect-src
 * (the API) or img-src (the media), as a deployment's web server must do too (README, "Deploying").
 */
export function appCsp(config: RuntimeConfig = DEFAULT_RUNTIME_CONFIG): string {
  const api = originOf(config.apiUrl);
  const media = originOf(config.mediaUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', media].filter(Boolean).join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", api].filter(Boolean).join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with the API and media on the app's origin (the mock's own layout). */
export const APP_CSP = appCsp();

/** The headers every answer carries, with the app's policy `csp` (appCsp of the served config.json). */
export function securityHeaders(csp: string = APP_CSP) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    // API answers carry tokens and personal data: never cached.
    if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

/** Origins from MOCK_CORS_ORIGINS (comma separated); none by default: the app is served same-origin. */
export const corsOriginsFromEnv = (value = process.env.MOCK_CORS_ORIGINS ?? '') =>
  value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export function cors(allowed: readonly string[]) {
  const origins = new Set(allowed);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get('Origin');
    if (!origin || !origins.has(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Authorization');
    res.append('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Language');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
