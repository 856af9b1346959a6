/** Media paths (documents, pictures, logos) as the API stores them, turned into URLs under the media base. */
import { getToken } from './session';
import { apiUrl, mediaBaseUrl } from '../config';

const ABSOLUTE = /^(https?:)?\/\/|^data:|^blob:/i;

/**
 * '' for no file; an absolute URL as is; a path already under the media base (`/media/x.png`) as is;
 * otherwise the path under config.json's mediaUrl (`x.png` -> `/media/x.png`). APIs send either reading.
 */
export function mediaUrl(path: string | null | undefined, base: string = mediaBaseUrl()): string {
  const value = (path ?? '').trim();
  if (!value) return '';
  if (ABSOLUTE.test(value)) return value;
  const root = base.replace(/\/+$/, '');
  // A rooted path under the base's own path (`/media/x.png` for `https://cdn.example/media`).
  const rootPath = /^https?:\/\//i.test(root) ? new URL(root).pathname.replace(/\/+$/, '') : root;
  if (rootPath && value.startsWith(`${rootPath}/`)) return `${root}${value.slice(rootPath.length)}`;
  return `${root}/${value.replace(/^\/+/, '')}`;
}

/** An image source the browser may load as is: a rooted path or a web address (never javascript:). */
export const isImageSrc = (src: string): boolean => /^(\/(?!\/)|https?:\/\/)/i.test(src.trim());

/**
 * Whether an image is fetched with the session's token (docs/security.md: customers' documents are served
 * only with one, and an <img> cannot send it). Only an image on the API's own origin: the token
 * never goes anywhere the API calls do not already go. Any other image (a CDN, signed or public
 * URLs of a real backend) is shown by its address, as the spec's screens do.
 */
export function fetchesWithToken(
  src: string,
  api: string = apiUrl(),
  page: string = window.location.href,
): boolean {
  try {
    return new URL(src, page).origin === new URL(api, page).origin && !/^(data|blob):/i.test(src);
  } catch {
    return false;
  }
}

/** The image as a blob URL, fetched with the token; the address itself when that fails (see above). */
export async function loadImage(src: string): Promise<string> {
  const token = getToken();
  if (!token || !fetchesWithToken(src)) return src;
  try {
    const response = await fetch(src, { headers: { Authorization: token }, cache: 'no-store' });
    if (!response.ok) return src;
    return URL.createObjectURL(await response.blob());
  } catch {
    return src;
  }
}
