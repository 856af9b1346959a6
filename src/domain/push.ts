/**
 * Push notifications (catalogue-and-orders.md s.3 "Push notification", s.5 "Notification"): one zod
 * schema for the send form and the mock's POST /push/send, with i18n keys as messages.
 */
import { z } from './zod';
import { isHttpUrl, isImageRef } from './imageRef';
import type { OutboxItem } from './types';

const V = 'gd.push.validation';
export const PUSH_VALIDATION_KEYS = {
  titleRequired: `${V}.title_required`,
  titleMax: `${V}.title_max`,
  contentRequired: `${V}.content_required`,
  contentMax: `${V}.content_max`,
  urlRequired: `${V}.url_required`,
  urlInvalid: `${V}.url_invalid`,
  logoRequired: `${V}.logo_required`,
  imageInvalid: `${V}.image_invalid`,
} as const;
const K = PUSH_VALIDATION_KEYS;

export const PUSH_FOLDER = 'pushimages';
export const PUSH_TITLE_MAX = 65;
export const PUSH_CONTENT_MAX = 240;
export const PUSH_URL_MAX = 2048;
/**
 * An uploaded push image's path: pushimages/<name>.<ext>, no traversal, no scheme, no other folder.
 * The fields also take an absolute image URL (imageRef.ts), which the mock resolves to such a path.
 */
export const PUSH_IMAGE_PATH = /^pushimages\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

const text = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

export const pushSchema = z.object({
  sTitle: text(K.titleRequired, PUSH_TITLE_MAX, K.titleMax),
  sContent: text(K.contentRequired, PUSH_CONTENT_MAX, K.contentMax),
  sURL: z
    .string(K.urlRequired)
    .trim()
    .min(1, K.urlRequired)
    .max(PUSH_URL_MAX, K.urlInvalid)
    .refine(isHttpUrl, K.urlInvalid),
  sLogo: z
    .string(K.logoRequired)
    .trim()
    .min(1, K.logoRequired)
    .refine((value) => isImageRef(value, PUSH_IMAGE_PATH), K.imageInvalid),
  sBanner: z
    .string(K.imageInvalid)
    .trim()
    .refine((value) => value === '' || isImageRef(value, PUSH_IMAGE_PATH), K.imageInvalid)
    .nullish()
    .transform((value) => value ?? ''),
});
export type PushInput = z.infer<typeof pushSchema>;

/** One sent push as the history keeps it (the proposed POST /push/list, docs/api.md). */
export interface PushRecord extends PushInput {
  _id: string;
  iSenderId: string;
  sSenderEmail: string;
  sSenderName: string;
  dCreatedAt: string;
}

/** The outbox entry of a push: who sent what to whom (all customers). */
export interface PushOutboxItem extends OutboxItem {
  type: 'push';
  iPushId: string;
  iSenderId: string;
  sSenderEmail: string;
  sLogo: string;
  sBanner: string;
}

/** The host shown in the previews ('example.com'), or '' for a URL not (yet) valid. */
export function urlHost(value: string): string {
  const trimmed = value.trim();
  return isHttpUrl(trimmed) ? new URL(trimmed).host : '';
}
