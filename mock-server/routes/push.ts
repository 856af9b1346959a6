/**
 * Push notifications (catalogue-and-orders.md s.7 "Push"): POST /push/send, and the history the
 * real API lacks (POST /push/list, a proposed extension in docs/api.md). No permission module grants
 * push, so both are the super admin's only. A push "sent" here lands in the outbox and the history.
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Request } from 'express';
import {
  PUSH_IMAGE_PATH,
  PUSH_VALIDATION_KEYS,
  pushSchema,
  type PushOutboxItem,
  type PushRecord,
} from '../../src/domain/push';
import { newId } from '../auth';
import { ApiError } from '../http';
import type { ListConfig } from '../listQuery';
import { ownImagePath } from '../origin';
import { listRoute } from '../records';
import { route } from '../routeTable';

const HISTORY_LIST: ListConfig<PushRecord> = {
  searchFields: ['sTitle', 'sContent', 'sSenderEmail'],
  sortKeys: { dCreatedAt: 'dCreatedAt', sTitle: 'sTitle', sSenderName: 'sSenderName' },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
};

/**
 * The image's path is pushimages/<name> (a URL only on our own /media, origin.ts); this proves the
 * file was uploaded (a path alone is not).
 */
function assertUploaded(req: Request, mediaDir: string, field: string, value: string): void {
  const path = ownImagePath(req, field, value, PUSH_IMAGE_PATH, PUSH_VALIDATION_KEYS.imageInvalid);
  const root = resolve(mediaDir);
  const file = resolve(root, path);
  if (!file.startsWith(root + sep) || !existsSync(file)) throw ApiError.of(400, 'push_image_missing');
}

export const pushRoutes = [
  route({
    method: 'post',
    path: '/push/send',
    access: 'superAdmin',
    body: pushSchema,
    async handler({ store, body, auth, req, now, log, mediaDir }) {
      assertUploaded(req, mediaDir, 'sLogo', body.sLogo);
      if (body.sBanner) assertUploaded(req, mediaDir, 'sBanner', body.sBanner);
      const { admin } = auth;
      const dCreatedAt = new Date(now()).toISOString();
      const record: PushRecord = {
        _id: newId(),
        sTitle: body.sTitle,
        sContent: body.sContent,
        sURL: body.sURL,
        sLogo: body.sLogo,
        sBanner: body.sBanner,
        iSenderId: admin._id,
        sSenderEmail: admin.sEmail,
        sSenderName: admin.sFullName,
        dCreatedAt,
      };
      const item: PushOutboxItem = {
        _id: newId(),
        type: 'push',
        to: 'all customers',
        subject: record.sTitle,
        text: record.sContent,
        link: record.sURL,
        sLogo: record.sLogo,
        sBanner: record.sBanner,
        iPushId: record._id,
        iSenderId: admin._id,
        sSenderEmail: admin.sEmail,
        dCreatedAt,
      };
      // Both records in one synchronous step, then one save: never one without the other.
      store.data.pushes.push(record);
      store.data.outbox.push(item);
      await store.save({ pushes: [record], outbox: [item] });
      log(`[outbox] push to all customers from ${admin.sEmail}: ${record.sTitle}\n         ${record.sURL}`);
      return { message: 'push_sent', data: record };
    },
  }),
  listRoute({
    path: '/push/list',
    kind: 'extension',
    access: 'superAdmin',
    message: 'push_history_success',
    // Reversed first: pushes sent in the same millisecond still list newest first (the sort is stable).
    records: (db) => [...db.pushes].reverse(),
    config: HISTORY_LIST,
  }),
];
