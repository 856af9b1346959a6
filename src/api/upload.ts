/**
 * Image upload (catalogue-and-orders.md section 7): ask the API for a signed URL for a folder, then
 * PUT the file there with its own Content-Type, reporting progress. Returns the path to store.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
import { isUploadImageType, type UploadFolder } from '../domain/catalogue';
import type { SignedUrl, SignedUrlInput } from '../domain/uploadValidation';
import { statusOf } from './errorStatus';
import { readMessage } from './readings';

export type SignedUrlGetter = (folder: UploadFolder, input: SignedUrlInput) => Promise<SignedUrl>;

/** A file the API accepts: PNG, JPEG, GIF or WebP (SVG is refused: it can carry script). */
export const isImageFile = (file: Pick<File, 'type'>): boolean => isUploadImageType(file.type);

/** The accept attribute of the file input. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** A refused PUT: its status, and the storage's own message when it sent one as JSON. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `Upload failed (${status})`);
    this.name = 'UploadError';
  }
}

/** The storage's message, when its answer is JSON with one of the spec's message shapes. */
function storageMessage(text: string): string | undefined {
  try {
    return readMessage(JSON.parse(text))?.value;
  } catch {
    return undefined;
  }
}

/**
 * What to tell the admin about a failed upload (an i18n key or the server's own sentence): the
 * server's words when it gave some, else what its status means; 'Something Went Wrong!' only when
 * nothing is known.
 */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 415) return 'gd.common.upload_type_refused';
    if (error.status === 413) return 'gd.common.upload_too_large';
    if (error.status === 0) return 'gd.common.server_unavailable';
  } else if (statusOf(error) !== undefined && error instanceof Error && error.message) {
    // An HttpError of the signed URL call: http.ts already read the API's message.
    return error.message;
  }
  return 'gd.common.something_went_wrong';
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
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(xhr.status, storageMessage(xhr.responseText)));
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
