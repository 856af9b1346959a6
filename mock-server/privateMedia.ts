/**
 * Customers' documents under /media (KYC scans, sell-card photos) are served by
 * the API's own rules, never to anyone with the address: a valid session whose rights read the
 * record the file belongs to (the KYC detail's, the sell order's), else the API's JSON 401 or 403.
 * The answer may not be kept by any cache, the browser's included. The app fetches these files with
 * its token and shows them from blob URLs (src/common/MediaImage.tsx). Catalogue images (categories,
 * gift cards, push, settings) stay public: customers' apps show them.
 */
import { posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { authenticate, authorize, type GuardedAccess } from './auth';
import { CUSTOMER_READERS } from './routes/customers';
import type { Services } from './routeTable';
import { KYC_MEDIA_DIR } from './seedKyc';

/** The private folders under the media base, each with the access of the screen that shows it. */
export const PRIVATE_MEDIA_FOLDERS: Readonly<Record<string, GuardedAccess>> = {
  [KYC_MEDIA_DIR]: CUSTOMER_READERS,
  sellcards: { resource: 'sellOrders', action: 'show' },
};

/** Mounted on the media base, before the files: lets a private file through to an allowed caller only. */
export function privateMedia(services: Pick<Services, 'store' | 'now'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const folder = folderOf(req.path);
    const access = Object.hasOwn(PRIVATE_MEDIA_FOLDERS, folder) ? PRIVATE_MEDIA_FOLDERS[folder] : undefined;
    if (!access) {
      next();
      return;
    }
    try {
      authorize(authenticate(services.store.data, req, services.now()), access);
    } catch (error) {
      next(error);
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Vary', 'Authorization');
    next();
  };
}

/**
 * The first folder of a media path as the file server will resolve it: decoded and normalised
 * (`/./kyc/x`, `//kyc/x`, `/%6Byc/x` and `/a/../kyc/x` all name kyc), lower case. A path that does
 * not decode names no folder: the file server refuses it anyway.
 */
function folderOf(path: string): string {
  try {
    return (posix.normalize(decodeURIComponent(path)).split('/').filter(Boolean)[0] ?? '').toLowerCase();
  } catch {
    return '';
  }
}
