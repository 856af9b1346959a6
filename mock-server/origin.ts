/**
 * The mock's public origin and the URLs of its media. One place for both, because the reset mail's
 * link, the spec profile's absolute upload URLs and the check of image URLs sent back on writes
 * must all agree on what "this server" is.
 */
import type { Request } from 'express';
import { ApiError } from './http';

/** Where the media (uploads and seeded images) are served on the host. */
export const MEDIA_BASE = '/media';

/** Only plain host names reach a link; anything odd falls back to the loopback address. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The app's origin as the browser sees it: MOCK_PUBLIC_URL when set, else the proxy's
 * X-Forwarded-* headers (the Vite dev server), else the Host header.
 */
export function publicOrigin(req: Request): string {
  const configured = process.env.MOCK_PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const first = (value: string | undefined) => value?.split(',')[0]?.trim();
  const host = first(req.get('X-Forwarded-Host')) ?? req.get('Host') ?? '';
  const proto = first(req.get('X-Forwarded-Proto')) === 'https' ? 'https' : 'http';
  return SAFE_HOST.test(host) ? `${proto}://${host}` : 'http://127.0.0.1';
}

/**
 * The origin of links in mails (the password reset): MOCK_PUBLIC_URL when set, else this server's
 * own address as its socket knows it. Never a request header: a client that sends `Host` or
 * `X-Forwarded-Host` of its choice would otherwise get the super admin's live reset link pointed at
 * its own site. (`npm run dev` sets MOCK_PUBLIC_URL to the dev server's address.)
 */
export function mailOrigin(req: Request): string {
  const configured = process.env.MOCK_PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const { localAddress, localPort } = req.socket;
  const address = (localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${localPort ?? 80}`;
}

/** The absolute URL a media path (`folder/name.ext`) is served at. */
export const mediaUrlOf = (req: Request, path: string): string => `${publicOrigin(req)}${MEDIA_BASE}/${path}`;

/**
 * The media path an image field names: a path as it is (its schema checked the shape), or the path
 * of an absolute URL that is exactly one of this server's media URLs. Any other URL (another origin,
 * a query, a fragment, credentials, a form that is not canonical such as `..` or an escape) names
 * no media of ours: undefined. The caller then applies the field's own rules to the path.
 */
export function ownMediaPath(req: Request, value: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) return value;
  const prefix = mediaUrlOf(req, '');
  if (!value.startsWith(prefix)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // Canonical only: what is stored is then exactly the URL the browser will load.
  return url.href === value ? value.slice(prefix.length) : undefined;
}

/**
 * The media path of an image field (sLogo, sBanner): its value resolved by ownMediaPath, which must
 * then match the field's own path pattern (its folder); otherwise 400 with the field's message, as
 * the schema would have answered for a bad path.
 */
export function ownImagePath(req: Request, field: string, value: string, pattern: RegExp, message: string) {
  const path = ownMediaPath(req, value);
  if (path === undefined || !pattern.test(path)) throw new ApiError(400, message, [{ path: field, message }]);
  return path;
}
