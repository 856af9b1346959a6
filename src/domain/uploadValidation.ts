/** The signed-URL request (POST admin/signedurl/{folder}): one schema for the app and the mock. */
import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES } from './catalogue';
import { requiredString } from './validation';

const INVALID = 'gd.catalogue.validation.image_invalid';

export const signedUrlSchema = z.object({
  sFileName: requiredString(INVALID).max(255, INVALID),
  sContentType: z.string(INVALID).trim().toLowerCase().pipe(z.enum(UPLOAD_IMAGE_TYPES, INVALID)),
});
export type SignedUrlInput = z.infer<typeof signedUrlSchema>;

/** The answer's data. */
export interface SignedUrl {
  /** Where to PUT the file (with the same Content-Type); one use, short-lived. */
  sUrl: string;
  /** The path to store in the record (folder/name.ext), served under the media base. */
  sPath: string;
}
