/**
 * Mail the marketplace would send: kept in the outbox (GET /dev/outbox, super admin) and announced on
 * the console without its link (a reset link is a credential: no secret in any log line).
 */
import { newId } from './auth';
import type { OutboxItem } from '../src/domain/types';
import type { Db } from './types';

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
