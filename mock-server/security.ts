/** Response hardening that replaces json-server's defaults: basic headers and CORS from an allowlist. */
import type { NextFunction, Request, Response } from 'express';

/**
 * The app's policy, sent on every answer (HTML, assets, API); /media and /invoice narrow it further.
 * No inline or eval'd script (the built index.html has none: Vite emits external modules only).
 * Styles need 'unsafe-inline': MUI's emotion inserts <style> elements at run time and the rich-text
 * editor and MUI set style attributes; a nonce would not cover the attributes. Images may be data:
 * (the favicon) and blob: (upload previews). A deployment whose VITE_MEDIA_URL is another origin adds
 * it to img-src.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', APP_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  // API answers carry tokens and personal data: never cached.
  if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
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
