/** The signed-URL request (POST admin/signedurl/{folder}): one schema for the app and the mock. */
import { z } from './zod';
import { UPLOAD_IMAGE_TYPES, type UploadImageType } from './catalogue';
import { requiredString } from './validation';

const INVALID = 'gd.catalogue.validation.image_invalid';

/** The file name extensions browsers give each type (a .jfif is sent as image/jpeg). */
const TYPE_EXTENSIONS: Record<UploadImageType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg', 'pjp'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** Whether the name's extension is one of the declared type's: `logo.svg` declared image/png is not. */
export const extensionFitsType = (fileName: string, type: UploadImageType): boolean =>
  TYPE_EXTENSIONS[type].includes(/\.([^.]+)$/.exec(fileName.trim())?.[1].toLowerCase() ?? '');

export const signedUrlSchema = z
  .object({
    sFileName: requiredString(INVALID).max(255, INVALID),
    sContentType: z.string(INVALID).trim().toLowerCase().pipe(z.enum(UPLOAD_IMAGE_TYPES, INVALID)),
  })
  .refine((input) => extensionFitsType(input.sFileName, input.sContentType), {
    message: INVALID,
    path: ['sFileName'],
  });
export type SignedUrlInput = z.infer<typeof signedUrlSchema>;

/** The answer's data. */
export interface SignedUrl {
  /** Where to PUT the file (with the same Content-Type); one use, short-lived. */
  sUrl: string;
  /** The path to store in the record (folder/name.ext), served under the media base. */
  sPath: string;
}
