/** Settings at the data-provider boundary: rich text per record (by key), on reads and on update. */
import { JSDOM } from 'jsdom';
import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createRichTextCodec, parseRaw, type RichTextWindow } from '../../src/domain/richText';
import type { GiftdeskDataProvider } from '../../src/api/dataProvider';
import { RICH_TEXT_FIELDS, withRichTextFields } from '../../src/api/richTextFields';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);
const stored = codec.toStored('<p>Our <strong>terms</strong></p>');

function provider() {
  const update = vi.fn(async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({
    data: { sKey: params.id, id: params.id, sTitle: params.data.sTitle, sValue: params.data.sValue },
    meta: { message: 'Settings updated successfully.' },
  }));
  const base = {
    getList: async () => ({
      data: [
        { id: 'loyalty-point', sKey: 'loyalty-point', sValue: '10' },
        { id: 'terms', sKey: 'terms', sValue: stored },
      ],
      total: 2,
    }),
    update,
  } as unknown as DataProvider;
  const wrapped = withRichTextFields(base, RICH_TEXT_FIELDS, () => codec) as unknown as GiftdeskDataProvider;
  return { wrapped, update };
}

describe('settings rich text at the data provider', () => {
  it('reads content pages as HTML and leaves loyalty numbers as they are', async () => {
    const { data } = await provider().wrapped.getList('settings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sTitle', order: 'ASC' },
      filter: {},
    });
    expect(data.map((row) => row.sValue)).toEqual(['10', '<p>Our <strong>terms</strong></p>']);
  });

  it('saves a content page as Draft raw and answers HTML with the server message', async () => {
    const { wrapped, update } = provider();
    const result = await wrapped.update('settings', {
      id: 'terms',
      data: { sTitle: 'Terms', sValue: '<p>New <em>terms</em></p>' },
      previousData: { id: 'terms' },
    });
    const sent = update.mock.calls[0][1].data.sValue as string;
    expect(parseRaw(sent)?.blocks[0].text).toBe('New terms');
    expect(result.meta?.message).toBe('Settings updated successfully.');
    expect(result.data.sValue).toBe('<p>New <em>terms</em></p>');
  });

  it('sends a loyalty number untouched', async () => {
    const { wrapped, update } = provider();
    const result = await wrapped.update('settings', {
      id: 'loyalty-point',
      data: { sTitle: 'L', sValue: '25' },
      previousData: { id: 'loyalty-point' },
    });
    expect(update.mock.calls[0][1].data).toEqual({ sTitle: 'L', sValue: '25' });
    expect(result.data.sValue).toBe('25');
  });
});
