/**
 * The rich-text codec at the data-provider boundary (react-admin's withLifecycleCallbacks): records
 * arrive with their rich texts as HTML, and leave with them as Draft raw, so no form or view knows
 * about Draft.js. A screen with rich texts adds its resource and fields to RICH_TEXT_FIELDS.
 * The codec (our Draft raw converter and DOMPurify, src/domain/richText.ts) loads on the first
 * conversion, in its own chunk.
 */
import {
  withLifecycleCallbacks,
  type CreateParams,
  type DataProvider,
  type RaRecord,
  type ResourceCallbacks,
  type UpdateParams,
} from 'ra-core';
import { CATEGORY_RICH_TEXT_FIELDS } from '../domain/catalogue';
import { settingRichTextFields } from '../domain/settingRecords';
import type { RichTextCodec } from '../domain/richText';

type Data = Record<string, unknown>;

/** The fields holding rich text: a fixed list, or a function of the record (a setting: by its key). */
export type RichTextFields = readonly string[] | ((record: Data) => readonly string[]);

/** resource -> the fields holding rich text. */
export const RICH_TEXT_FIELDS: Record<string, RichTextFields> = {
  category: CATEGORY_RICH_TEXT_FIELDS,
  settings: settingRichTextFields,
};

export type CodecLoader = () => RichTextCodec | Promise<RichTextCodec>;

/** The browser's codec, imported on first use. */
export const loadBrowserCodec: CodecLoader = () =>
  import('../domain/richText').then((module) => module.browserRichText());

type Convert = (codec: RichTextCodec, value: unknown) => string;
const toHtml: Convert = (c, value) => c.toHtml(value);
const toStored: Convert = (c, value) => c.toStored(typeof value === 'string' ? value : '');

/** The record with its rich-text fields converted; `subject` is what decides the fields (default: the record). */
async function mapFields<T extends Data>(
  record: T,
  fields: RichTextFields,
  codec: CodecLoader,
  convert: Convert,
  subject: Data = record,
): Promise<T> {
  const list = typeof fields === 'function' ? fields(subject) : fields;
  if (!list.some((field) => field in record)) return record;
  const loaded = await codec();
  const copy: Data = { ...record };
  for (const field of list) {
    if (field in copy) copy[field] = convert(loaded, copy[field]);
  }
  return copy as T;
}

/**
 * The callbacks of one resource: HTML after every read and save, Draft raw before every save. The
 * fields may depend on the record (a setting's, on its key), which an update's data may lack: the
 * update's id and previous data complete it.
 */
export function richTextCallbacks(
  resource: string,
  fields: RichTextFields,
  codec: CodecLoader = loadBrowserCodec,
): ResourceCallbacks {
  return {
    resource,
    afterRead: (record: RaRecord) => mapFields(record, fields, codec, toHtml),
    afterSave: (record: RaRecord) => mapFields(record, fields, codec, toHtml),
    beforeCreate: async (params: CreateParams) => ({
      ...params,
      data: await mapFields(params.data, fields, codec, toStored),
    }),
    beforeUpdate: async (params: UpdateParams) => ({
      ...params,
      data: await mapFields(params.data, fields, codec, toStored, {
        ...params.previousData,
        ...params.data,
        id: params.id,
      }),
    }),
  };
}

/** The data provider with the codec applied to every resource of RICH_TEXT_FIELDS. */
export function withRichTextFields<T extends DataProvider>(
  dataProvider: T,
  table: Record<string, RichTextFields> = RICH_TEXT_FIELDS,
  codec: CodecLoader = loadBrowserCodec,
): T {
  return withLifecycleCallbacks(
    dataProvider,
    Object.entries(table).map(([resource, fields]) => richTextCallbacks(resource, fields, codec)),
  ) as T;
}
