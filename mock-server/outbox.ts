/**
 * Mail the marketplace would send: kept in the outbox (GET /dev/outbox, super admin) and announced on
 * the console without its link (a reset link is a credential: no secret in any log line).
 */
import type { Request } from 'express';
import { newId } from './auth';
import type { OutboxItem } from '../src/domain/types';
import type { Db } from './types';

/** Only plain host names reach a mail link; anything odd falls back to the loopback address. */
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

export function sendMail(
  db: Db,
  mail: Pick<OutboxItem, 'to' | 'subject' | 'text' | 'link'>,
  now: number,
  log: (line: string) => void,
): OutboxItem {
  const item: OutboxItem = { _id: newId(), type: 'mail', ...mail, dCreatedAt: new Date(now).toISOString() };
  db.outbox.push(item);
  log(`[outbox] mail to ${item.to}: ${item.subject}${item.link ? ' (link: GET /api/v1/dev/outbox)' : ''}`);
  return item;
}
