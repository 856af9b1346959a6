/**
 * Image upload (catalogue-and-orders.md section 7): ask the API for a signed URL for a folder, then
 * PUT the file there with its own Content-Type, reporting progress. Returns the path to store.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
import { isUploadImageType, type UploadFolder } from '../domain/catalogue';
import type { SignedUrl, SignedUrlInput } from '../domain/uploadValidation';

export type SignedUrlGetter = (folder: UploadFolder, input: SignedUrlInput) => Promise<SignedUrl>;

/** A file the API accepts: PNG, JPEG, GIF or WebP (SVG is refused: it can carry script). */
export const isImageFile = (file: Pick<File, 'type'>): boolean => isUploadImageType(file.type);

/** The accept attribute of the file input. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export class UploadError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed (${status})`);
    this.name = 'UploadError';
  }
}

/** PUT the file to a signed URL; onProgress gets whole percents. */
export function putFile(url: string, file: File, onProgress?: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(xhr.status));
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadError(0));
    xhr.send(file);
  });
}

/** Signed URL, then PUT; resolves with the stored path (sPath). */
export async function uploadImage(
  file: File,
  options: { folder: UploadFolder; getSignedUrl: SignedUrlGetter; onProgress?: (percent: number) => void },
): Promise<string> {
  const { sUrl, sPath } = await options.getSignedUrl(options.folder, {
    sFileName: file.name,
    sContentType: file.type as SignedUrlInput['sContentType'],
  });
  options.onProgress?.(0);
  await putFile(sUrl, file, options.onProgress);
  options.onProgress?.(100);
  return sPath;
}
