import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { withRichTextFields } from '../api/richTextFields';
import { browserRichText } from '../domain/richText';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { categoryRows } from './categoryExporter';
import { CategoryShow } from './CategoryShow';

const PAYLOAD =
  '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<p><a href="javascript:window.__xss=3">click me</a> <a href="https://ok.example">ok</a></p>' +
  '<p onmouseover="window.__xss=4">hover</p>';

const record = {
  _id: 'c9',
  id: 'c9',
  sTitle: 'XSS Card',
  sCategory: 'Gaming',
  sLogo: 'categoryimages/a.png',
  sBanner: 'categoryimages/b.png',
  sVideo: 'javascript:alert(1)',
  nExchangeFees: 30,
  // One field as an older HTML record, one as Draft raw made from the same payload.
  sShortDesc: PAYLOAD,
  sDescription: browserRichText().toStored(PAYLOAD),
  sRedeem: PAYLOAD,
  eStatus: 'Active',
  dCreatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the category detail', () => {
  it('renders the rich texts sanitized: no script, handler or javascript: link survives', async () => {
    const dataProvider = withRichTextFields(fakeDataProvider({ getOne: async () => ({ data: record }) }));
    renderAdmin(
      <Routes>
        <Route path="/admin/category/:id" element={<CategoryShow />} />
      </Routes>,
      { dataProvider, path: '/admin/category/c9' },
    );
    expect(await screen.findByRole('heading', { name: 'Gift Card Detail' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Safe text')).toHaveLength(3));
    const main = document.body;
    expect(main.querySelector('script, [onerror], [onmouseover], iframe')).toBeNull();
    expect(main.querySelectorAll('img[src="x"]')).toHaveLength(0);
    for (const link of main.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(screen.getAllByText('click me')[0].closest('a')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'ok' })[0]).toHaveAttribute('href', 'https://ok.example');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    // A video link that is not http(s) is not made a link.
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
  });

  it('exports rows as plain text with the chosen columns', () => {
    const [row] = categoryRows([record as never], browserRichText());
    expect(Object.keys(row)).toEqual([
      '_id',
      'sTitle',
      'sCategory',
      'eStatus',
      'nExchangeFees',
      'sLogo',
      'sBanner',
      'sVideo',
      'sShortDesc',
      'sDescription',
      'sRedeem',
      'dCreatedAt',
    ]);
    expect(row.sShortDesc).toBe('Safe text click me ok hover');
  });
});
