/**
 * CSV export of every category matching the list's filter (the shared ExportAllButton fetches every
 * page). Rich texts leave as plain text, images as their media paths.
 */
import type { RaRecord } from 'react-admin';
import type { Category } from '../domain/catalogue';
import type { RichTextCodec } from '../domain/richText';

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

/** The CSV rows of the list's export; the codec loads only when an export asks for it. */
export const categoryCsvRows = async (records: readonly RaRecord[]) =>
  categoryRows(records as unknown as Category[], (await import('../domain/richText')).browserRichText());
