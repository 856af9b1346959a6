/** The codec at the provider boundary, and GET lists queried in the browser. */
import { JSDOM } from 'jsdom';
import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createRichTextCodec, parseRaw, type RichTextWindow } from '../../src/domain/richText';
import { withRichTextFields } from '../../src/api/richTextFields';
import { queryWhole } from '../../src/api/records';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

describe('withRichTextFields', () => {
  it('reads HTML and writes Draft raw for the listed fields only', async () => {
    const stored = codec.toStored('<p><strong>hi</strong></p>');
    const update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 1, ...params.data },
    }));
    const base = {
      getOne: async () => ({
        data: { id: 1, sShortDesc: stored, sDescription: '<p>old</p>', sTitle: '<b>t</b>' },
      }),
      update,
    } as unknown as DataProvider;
    const provider = withRichTextFields(base, { category: ['sShortDesc', 'sDescription'] }, () => codec);
    const { data } = await provider.getOne('category', { id: 1 });
    expect(data.sShortDesc).toBe('<p><strong>hi</strong></p>');
    expect(data.sDescription).toBe('<p>old</p>');
    expect(data.sTitle).toBe('<b>t</b>');
    await provider.update('category', {
      id: 1,
      data: { sShortDesc: '<p>new</p>', sTitle: 'x' },
      previousData: data,
    });
    const sent = update.mock.calls[0][1].data;
    expect(parseRaw(String(sent.sShortDesc))?.blocks[0].text).toBe('new');
    expect(sent.sTitle).toBe('x');
    // Other resources are untouched.
    const other = await withRichTextFields(base, { category: ['sShortDesc'] }, () => codec).getOne(
      'giftCards',
      { id: 1 },
    );
    expect(other.data.sShortDesc).toBe(stored);
  });
});

describe('queryWhole', () => {
  const rows = [
    { id: 1, sTitle: 'Steam', n: 3 },
    { id: 2, sTitle: 'Amazon', n: 1 },
    { id: 3, sTitle: 'Xbox steam', n: 2 },
  ];
  const spec = { path: '/x', method: 'GET' as const, searchBy: 'sTitle' };
  it('filters by filter.q in the searchBy field, case-insensitive, and sorts', () => {
    const params = {
      filter: { q: 'STEAM' },
      sort: { field: 'n', order: 'ASC' as const },
      pagination: { page: 1, perPage: 10 },
    };
    expect(queryWhole(rows, params, spec).map((r) => r.id)).toEqual([3, 1]);
    const all = queryWhole(
      rows,
      { filter: {}, sort: { field: 'sTitle', order: 'DESC' }, pagination: { page: 1, perPage: 10 } },
      spec,
    );
    expect(all.map((r) => r.id)).toEqual([3, 1, 2]);
  });
});
