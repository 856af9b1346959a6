/**
 * Image uploads as the marketplace does them with its storage: POST admin/signedurl/{folder} gives
 * a one-use, short-lived upload URL, the browser PUTs the file there with its Content-Type, and the
 * file is then served under /media/<sPath>. The token is in the URL (no Authorization header, like a
 * storage signature). Only PNG, JPEG, GIF and WebP are accepted, checked by their magic bytes against
 * the signed type; SVG is refused (it can carry script). Files over UPLOAD_MAX_BYTES answer 413.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import express, { type Request, type Response } from 'express';
import {
  UPLOAD_FOLDERS,
  UPLOAD_MAX_BYTES,
  type UploadFolder,
  type UploadImageType,
} from '../../src/domain/catalogue';
import { signedUrlSchema } from '../../src/domain/uploadValidation';
import type { GuardedAccess } from '../auth';
import { ApiError } from '../http';
import { bodyDeadline, refuseDeclaredOver } from '../routeBody';
import { route } from '../routeTable';
import type { Storage } from '../storage';

/** How long a signed URL stays usable. */
export const UPLOAD_URL_TTL_MS = 5 * 60 * 1000;
/**
 * What one admin may upload per sliding hour (docs/security.md: 10 calls left 21 MB of orphan files). A
 * signed URL not used yet counts as a full-size file, so parallel requests cannot overshoot.
 */
export const UPLOAD_QUOTA = { bytes: 50 * 1024 * 1024, windowMs: 60 * 60 * 1000 } as const;
const CATALOGUE_UPLOADERS: GuardedAccess = {
  anyOf: (['category', 'giftCards'] as const).flatMap((resource) =>
    (['create', 'edit'] as const).map((action) => ({ resource, action })),
  ),
};
/**
 * Who may upload into which folder: the rights of the forms that use it. Push is super admin only.
 * An unknown folder is judged by the catalogue's rules, so that a caller without any upload right
 * gets 403 before learning which folders exist.
 */
const UPLOADERS: GuardedAccess = {
  param: 'folder',
  cases: {
    categoryimages: CATALOGUE_UPLOADERS,
    giftcardimages: CATALOGUE_UPLOADERS,
    settingsimages: { resource: 'settings', action: 'edit' },
    pushimages: 'superAdmin',
  } satisfies Record<UploadFolder, GuardedAccess>,
  otherwise: CATALOGUE_UPLOADERS,
};
const isUploadFolder = (folder: string): folder is UploadFolder =>
  (UPLOAD_FOLDERS as readonly string[]).includes(folder);

const EXTENSIONS: Record<UploadImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

interface PendingUpload {
  sPath: string;
  contentType: UploadImageType;
  expiresAt: number;
  adminId: string;
}

interface UploadLedger {
  /** Signed URLs not used yet, by token. */
  pending: Map<string, PendingUpload>;
  /** Bytes received, per admin, with their time (oldest first). */
  received: Map<string, { at: number; bytes: number }[]>;
}

// Per server (keyed by its store): signed URLs live in memory only, as a storage's signatures would.
const ledgers = new WeakMap<Storage, UploadLedger>();
function ledgerOf(store: Storage): UploadLedger {
  let ledger = ledgers.get(store);
  if (!ledger) ledgers.set(store, (ledger = { pending: new Map(), received: new Map() }));
  return ledger;
}

/** The bytes an admin has used of its quota at `now`: received this hour, plus its unused signed URLs. */
function quotaUsed(ledger: UploadLedger, adminId: string, now: number): number {
  const since = now - UPLOAD_QUOTA.windowMs;
  const recent = (ledger.received.get(adminId) ?? []).filter((item) => item.at > since);
  if (recent.length > 0) ledger.received.set(adminId, recent);
  else ledger.received.delete(adminId);
  let used = recent.reduce((sum, item) => sum + item.bytes, 0);
  for (const item of ledger.pending.values()) if (item.adminId === adminId) used += UPLOAD_MAX_BYTES;
  return used;
}

/** The image type the bytes are, by their signature, or undefined. */
export function sniffImageType(bytes: Buffer): UploadImageType | undefined {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

const rawParser = express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES });

function readRawBody(req: Request, res: Response, timeoutMs?: number): Promise<Buffer> {
  refuseDeclaredOver(req, res, UPLOAD_MAX_BYTES, 'upload_too_large');
  const reading = new Promise<Buffer>((resolveBody, reject) =>
    rawParser(req, res, (error?: unknown) => {
      if (error) {
        const type = (error as { type?: unknown }).type;
        reject(type === 'entity.too.large' ? ApiError.of(413, 'upload_too_large') : error);
        return;
      }
      resolveBody(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    }),
  );
  return bodyDeadline(res, reading, timeoutMs);
}

/** The file's place under the media dir; never outside it. */
function mediaFile(mediaDir: string, sPath: string): string {
  const root = resolve(mediaDir);
  const file = resolve(root, sPath);
  if (!file.startsWith(root + sep)) throw ApiError.of(400, 'bad_request');
  return file;
}

export const uploadRoutes = [
  route({
    method: 'post',
    path: '/admin/signedurl/:folder',
    access: UPLOADERS,
    body: signedUrlSchema,
    handler({ req, params, body, store, now, auth }) {
      const { folder } = params;
      if (!isUploadFolder(folder)) throw ApiError.of(400, 'upload_folder_invalid');
      const ledger = ledgerOf(store);
      const { pending } = ledger;
      for (const [key, item] of pending) if (item.expiresAt <= now()) pending.delete(key);
      const adminId = auth.admin._id;
      if (quotaUsed(ledger, adminId, now()) + UPLOAD_MAX_BYTES > UPLOAD_QUOTA.bytes)
        throw ApiError.of(429, 'upload_quota');
      const token = randomBytes(32).toString('hex');
      const sPath = `${folder}/${randomBytes(12).toString('hex')}.${EXTENSIONS[body.sContentType]}`;
      pending.set(token, {
        sPath,
        contentType: body.sContentType,
        expiresAt: now() + UPLOAD_URL_TTL_MS,
        adminId,
      });
      // Relative to the mock's origin: the app is served from it (or through the dev proxy).
      return { message: 'signed_url_success', data: { sUrl: `${req.baseUrl}/uploads/${token}`, sPath } };
    },
  }),
  route({
    method: 'put',
    path: '/uploads/:token',
    // The signed URL is the credential (checked below), as with a storage's pre-signed URL.
    access: 'public',
    async handler({ req, res, params, store, now, mediaDir, settled, bodyTimeoutMs }) {
      const ledger = ledgerOf(store);
      const { pending } = ledger;
      const upload = pending.get(params.token);
      // One use: whatever happens next, this URL is spent.
      pending.delete(params.token);
      if (!upload || upload.expiresAt <= now()) throw ApiError.of(403, 'upload_link_invalid');
      const declared = (req.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
      if (declared !== upload.contentType) throw ApiError.of(415, 'upload_type_invalid');
      const bytes = await settled(readRawBody(req, res, bodyTimeoutMs));
      const received = ledger.received.get(upload.adminId) ?? [];
      ledger.received.set(upload.adminId, [...received, { at: now(), bytes: bytes.length }]);
      if (sniffImageType(bytes) !== upload.contentType) throw ApiError.of(415, 'upload_type_invalid');
      const file = mediaFile(mediaDir, upload.sPath);
      await settled(mkdir(dirname(file), { recursive: true }));
      const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.part`);
      await settled(writeFile(temp, bytes));
      await settled(rename(temp, file));
      return { message: 'upload_success', data: { sPath: upload.sPath } };
    },
  }),
];
