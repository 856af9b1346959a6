/** Media paths (documents, pictures, logos) as the API stores them, turned into URLs under the media base. */
import { mediaBaseUrl } from '../config';

const ABSOLUTE = /^(https?:)?\/\/|^data:|^blob:/i;

/** '' for no file; an absolute URL as is; otherwise the path under config.json's mediaUrl (default '/media'). */
export function mediaUrl(path: string | null | undefined, base: string = mediaBaseUrl()): string {
  const value = (path ?? '').trim();
  if (!value) return '';
  if (ABSOLUTE.test(value)) return value;
  return `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/** An image source the browser may load as is: a rooted path or a web address (never javascript:). */
export const isImageSrc = (src: string): boolean => /^(\/(?!\/)|https?:\/\/)/i.test(src.trim());
