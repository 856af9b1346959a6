import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Button, Chip } from '@mui/material';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenStylesSettled,
  isFirstScreenSheet,
  loadFirstScreenStyles,
  putFirstScreenSheet,
  type FirstScreenSheet,
} from './firstScreenStyles';
import { createRtlCache } from './i18n/rtlCache';
import { STYLE_CACHE_KEYS } from './i18n/styleCacheKeys';
import { groupRules } from './storedStyles';

const KEY = STYLE_CACHE_KEYS.ltr;

const emotionElements = () =>
  Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
/** The rules Emotion wrote itself (its own elements carry the bare key). */
const writtenRules = () =>
  emotionElements()
    .filter((element) => element.getAttribute('data-emotion') === KEY)
    .reduce((sum, element) => sum + (element.sheet?.cssRules.length ?? 0), 0);

function renderPage(children = <Button variant="contained">Save</Button>) {
  const cache = createCache({ key: KEY });
  render(<CacheProvider value={cache}>{children}</CacheProvider>);
  return cache;
}

function leavePage() {
  cleanup();
  document.head.innerHTML = '';
}

/** What scripts/captureStyles.ts makes of a page: its rules grouped by name, in order. */
function captureSheet(key: string = KEY): FirstScreenSheet {
  const rules = emotionElements().flatMap((element) =>
    Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
  );
  const { groups } = groupRules(rules, key);
  return { names: [...groups.keys()], css: [...groups.values()].join('') };
}

/** A fetch that answers only when the test says so. */
function heldFetch(): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  return (response) => answer(response);
}

beforeEach(() => {
  leavePage();
  localStorage.clear();
});
afterEach(() => {
  leavePage();
  vi.unstubAllGlobals();
});

describe('first-screen styles', () => {
  it('a first visit with the sheet in place writes none of its rules, and its elements wear them', () => {
    renderPage();
    const sheet = captureSheet();
    expect(sheet.names.length).toBeGreaterThan(0);
    leavePage();

    putFirstScreenSheet(sheet, KEY);
    const cache = renderPage();

    expect(writtenRules()).toBe(0);
    const own = Array.from(document.querySelector('button')?.classList ?? [])
      .find((name) => name.startsWith(`${KEY}-`))
      ?.slice(KEY.length + 1);
    expect(own && cache.inserted[own]).toBe(true);
  });

  it('a component the sheet lacks is written as without one', () => {
    renderPage();
    const sheet = captureSheet();
    leavePage();

    putFirstScreenSheet(sheet, KEY);
    renderPage(<Chip label="Paid" color="warning" />);
    expect(writtenRules()).toBeGreaterThan(0);
  });

  it('goes before the styles Emotion already wrote, so that it overrides none of them', () => {
    renderPage();
    const sheet = captureSheet();
    leavePage();

    renderPage(<Chip label="Paid" />);
    putFirstScreenSheet(sheet, KEY);
    const attributes = emotionElements().map(
      (element) => element.getAttribute('data-emotion')?.split(' ')[0],
    );
    const sheetIndex = emotionElements().findIndex((element) => element.getAttribute('data-emotion') !== KEY);
    expect(sheetIndex).toBe(0);
    expect(attributes.slice(1)).toContain(KEY);
  });

  it('an empty sheet adds nothing', () => {
    putFirstScreenSheet({ names: [], css: '' }, KEY);
    expect(emotionElements()).toHaveLength(0);
  });

  it.each([
    ['no names', { css: '' }],
    ['a name that would break the attribute', { names: ['a b'], css: '' }],
    ['markup in a name', { names: ['"><script>'], css: '' }],
    ['CSS that is not text', { names: ['abc'], css: 42 }],
    ['null', null],
  ])('refuses a file with %s', (_, value) => {
    expect(isFirstScreenSheet(value)).toBe(false);
  });

  it('fetches the sheet and puts it in the page', async () => {
    const sheet = { names: ['abc123'], css: '.css-abc123{color:red;}' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(sheet))),
    );
    await loadFirstScreenStyles('/assets/firstScreenStyles.json', KEY);
    expect(fetch).toHaveBeenCalledWith('/assets/firstScreenStyles.json');
    expect(emotionElements().map((element) => element.getAttribute('data-emotion'))).toEqual([
      `${KEY} abc123`,
    ]);
  });

  it.each([
    ['answers 404', async () => new Response('Not found', { status: 404 })],
    ['answers something else than a sheet', async () => new Response('{"names":"abc"}')],
    ['answers no JSON', async () => new Response('<html>')],
    [
      'cannot be reached',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('leaves Emotion to write every style when the file %s', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(loadFirstScreenStyles('/assets/firstScreenStyles.json', KEY)).resolves.toBeUndefined();
    expect(emotionElements()).toHaveLength(0);
  });

  it('the first render waits for the sheet, once in the page', async () => {
    const answer = heldFetch();
    void loadFirstScreenStyles('/assets/firstScreenStyles.json', KEY);
    let settled = false;
    const waiting = firstScreenStylesSettled(60_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    answer(new Response(JSON.stringify({ names: ['abc123'], css: '.css-abc123{color:red;}' })));
    await waiting;
    expect(emotionElements()).toHaveLength(1);
  });

  it('the first render waits for a slow sheet no longer than its bound', async () => {
    const answer = heldFetch();
    const loading = loadFirstScreenStyles('/assets/firstScreenStyles.json', KEY);
    await expect(firstScreenStylesSettled(10)).resolves.toBeUndefined();
    expect(emotionElements()).toHaveLength(0);
    // Settled, so that no later file's right-to-left cache waits for it (files share modules).
    answer(new Response('Not found', { status: 404 }));
    await loading;
  });

  it('the right-to-left cache adopts its own sheet, created once the sheet is in', () => {
    const rtlKey = STYLE_CACHE_KEYS.rtl;
    const button = <Button variant="contained">حفظ</Button>;
    render(<CacheProvider value={createRtlCache()}>{button}</CacheProvider>);
    const sheet = captureSheet(rtlKey);
    expect(sheet.names.length).toBeGreaterThan(0);
    leavePage();

    putFirstScreenSheet(sheet, rtlKey);
    const cache = createRtlCache();
    render(<CacheProvider value={cache}>{button}</CacheProvider>);
    const written = emotionElements().filter((element) => element.getAttribute('data-emotion') === rtlKey);
    expect(written.reduce((sum, element) => sum + (element.sheet?.cssRules.length ?? 0), 0)).toBe(0);
    expect(Object.keys(cache.inserted)).toEqual(expect.arrayContaining(sheet.names));
  });
});
