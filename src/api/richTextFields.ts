/**
 * The rich-text codec at the data-provider boundary (react-admin's withLifecycleCallbacks): records
 * arrive with their rich texts as HTML, and leave with them as Draft raw, so no form or view knows
 * about Draft.js. A screen with rich texts adds its resource and fields to RICH_TEXT_FIELDS.
 */
import { withLifecycleCallbacks, type DataProvider, type RaRecord, type ResourceCallbacks } from 'ra-core';
import { CATEGORY_RICH_TEXT_FIELDS } from '../domain/catalogue';
import { browserRichText, type RichTextCodec } from './richText';

/** resource -> the fields holding rich text. */
export const RICH_TEXT_FIELDS: Record<string, readonly string[]> = {
  category: CATEGORY_RICH_TEXT_FIELDS,
};

function mapFields<T extends Record<string, unknown>>(
  record: T,
  fields: readonly string[],
  convert: (value: unknown) => string,
): T {
  const copy: Record<string, unknown> = { ...record };
  for (const field of fields) {
    if (field in copy) copy[field] = convert(copy[field]);
  }
  return copy as T;
}

/** The callbacks of one resource: HTML after every read, Draft raw before every save. */
export function richTextCallbacks(
  resource: string,
  fields: readonly string[],
  codec: () => RichTextCodec = browserRichText,
): ResourceCallbacks {
  return {
    resource,
    afterRead: async (record: RaRecord) => mapFields(record, fields, (value) => codec().toHtml(value)),
    beforeSave: async (data: Partial<RaRecord>) =>
      mapFields(data, fields, (value) => codec().toStored(typeof value === 'string' ? value : '')),
  };
}

/** The data provider with the codec applied to every resource of RICH_TEXT_FIELDS. */
export function withRichTextFields<T extends DataProvider>(
  dataProvider: T,
  table: Record<string, readonly string[]> = RICH_TEXT_FIELDS,
  codec?: () => RichTextCodec,
): T {
  return withLifecycleCallbacks(
    dataProvider,
    Object.entries(table).map(([resource, fields]) => richTextCallbacks(resource, fields, codec)),
  ) as T;
}
