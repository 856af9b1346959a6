/**
 * CSV export of every category matching the list's filter (react-admin's ExportButton fetches all
 * pages). Rich texts leave as plain text, images as their media paths.
 */
import { defaultExporter, type Exporter } from 'react-admin';
import type { Category } from '../domain/catalogue';
import type { RichTextCodec } from '../api/richText';

const plain = (codec: RichTextCodec, html: string) => {
  const doc = new DOMParser().parseFromString(codec.toHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

export function categoryRows(records: readonly Category[], codec: RichTextCodec) {
  return records.map((item) => ({
    _id: item._id,
    sTitle: item.sTitle,
    sCategory: item.sCategory,
    eStatus: item.eStatus,
    nExchangeFees: item.nExchangeFees,
    sLogo: item.sLogo,
    sBanner: item.sBanner,
    sVideo: item.sVideo,
    sShortDesc: plain(codec, item.sShortDesc ?? ''),
    sDescription: plain(codec, item.sDescription ?? ''),
    sRedeem: plain(codec, item.sRedeem ?? ''),
    dCreatedAt: item.dCreatedAt,
  }));
}

/** react-admin's own CSV writer on the chosen columns; the file is categories.csv. */
export const categoryExporter: Exporter = async (records, fetchRelated, dataProvider) => {
  const codec = (await import('../api/richText')).browserRichText();
  return defaultExporter(
    categoryRows(records as Category[], codec),
    fetchRelated,
    dataProvider,
    'categories',
  );
};
