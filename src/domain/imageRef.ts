/**
 * What an image field of a write may hold (categories, push): a media path `folder/name.ext`, as the
 * default profile's signed URL answers it, or an absolute http(s) URL, as the spec's backend answers
 * `sPath` (docs/api.md "Spec-only profile"). The forms and the mock share these rules; the mock then
 * accepts a URL only on its own /media (mock-server/origin.ts).
 */

/** A media path's longest form, and an image URL's. */
export const MEDIA_PATH_MAX = 200;
export const IMAGE_URL_MAX = 500;

/**
 * A web address a device or a page may open: absolute http(s) with a host, nothing else
 * (javascript:, data:, relative paths and protocol-relative URLs are refused).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Characters an image URL never needs and markup or a quoted attribute would: refused outright. */
const MARKUP = /["'<>`\\]/;

/**
 * An absolute image URL of bounded length, without credentials or markup characters, whose host is
 * written where it is read (`https:///a.png` would be read as host `a.png`).
 */
export function isImageUrl(value: string): boolean {
  if (value.length > IMAGE_URL_MAX || MARKUP.test(value) || !isHttpUrl(value)) return false;
  const url = new URL(value);
  const writtenHost = value.toLowerCase().startsWith(`${url.protocol}//${url.host}`.toLowerCase());
  return writtenHost && url.username === '' && url.password === '';
}

/** Either reading of an image field: a media path of the field's own pattern, or an image URL. */
export const isImageRef = (value: string, pathPattern: RegExp): boolean =>
  (value.length <= MEDIA_PATH_MAX && pathPattern.test(value)) || isImageUrl(value);
