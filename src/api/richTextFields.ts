/**
 * The rich-text codec at the data-provider boundary (react-admin's withLifecycleCallbacks): records
 * arrive with their rich texts as HTML, and leave with them as Draft raw, so no form or view knows
 * about Draft.js. A screen with rich texts adds its resource and fields to RICH_TEXT_FIELDS.
 * The codec (draft-js, its HTML converters, DOMPurify) loads on the first conversion, in its own chunk.
 */
import { withLifecycleCallbacks, type DataProvider, type RaRecord, type ResourceCallbacks } from 'ra-core';
import { CATEGORY_RICH_TEXT_FIELDS } from '../domain/catalogue';
import type { RichTextCodec } from './richText';

/** resource -> the fields holding rich text. */
export const RICH_TEXT_FIELDS: Record<string, readonly string[]> = {
  category: CATEGORY_RICH_TEXT_FIELDS,
};

export type CodecLoader = () => RichTextCodec | Promise<RichTextCodec>;

/** The browser's codec, imported on first use. */
export const loadBrowserCodec: CodecLoader = () =>
  import('./richText').then((module) => module.browserRichText());

async function mapFields<T extends Record<string, unknown>>(
  record: T,
  fields: readonly string[],
  codec: CodecLoader,
  convert: (codec: RichTextCodec, value: unknown) => string,
): Promise<T> {
  if (!fields.some((field) => field in record)) return record;
  const loaded = await codec();
  const copy: Record<string, unknown> = { ...record };
  for (const field of fields) {
    if (field in copy) copy[field] = convert(loaded, copy[field]);
  }
  return copy as T;
}

/** The callbacks of one resource: HTML after every read, Draft raw before every save. */
export function richTextCallbacks(
  resource: string,
  fields: readonly string[],
  codec: CodecLoader = loadBrowserCodec,
): ResourceCallbacks {
  return {
    resource,
    afterRead: (record: RaRecord) => mapFields(record, fields, codec, (c, value) => c.toHtml(value)),
    beforeSave: (data: Partial<RaRecord>) =>
      mapFields(data, fields, codec, (c, value) => c.toStored(typeof value === 'string' ? value : '')),
  };
}

/** The data provider with the codec applied to every resource of RICH_TEXT_FIELDS. */
export function withRichTextFields<T extends DataProvider>(
  dataProvider: T,
  table: Record<string, readonly string[]> = RICH_TEXT_FIELDS,
  codec?: CodecLoader,
): T {
  return withLifecycleCallbacks(
    dataProvider,
    Object.entries(table).map(([resource, fields]) => richTextCallbacks(resource, fields, codec)),
  ) as T;
}
