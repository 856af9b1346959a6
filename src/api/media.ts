/** Media paths (documents, pictures, logos) as the API stores them, turned into URLs under the media base. */
import { mediaBaseUrl } from '../config';

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
