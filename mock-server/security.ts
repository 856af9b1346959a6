/** Response hardening that replaces json-server's defaults: basic headers and CORS from an allowlist. */
import type { NextFunction, Request, Response } from 'express';

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
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
