import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, Button } from '@mui/material';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keepStylesForNextLoad,
  MAX_STORED_CSS,
  restoreStyles,
  saveStyles,
  STORED_STYLES_KEY,
} from './storedStyles';

const STAMP = 'entry-1.js Chromium';

const emotionElements = (key: string) =>
  Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).filter(
    (element) => element.getAttribute('data-emotion')?.split(' ')[0] === key,
  );
const ruleCount = (elements: HTMLStyleElement[]) =>
  elements.reduce((sum, element) => sum + (element.sheet?.cssRules.length ?? 0), 0);
/** The rules Emotion wrote itself (its own elements carry the bare key). */
const writtenRules = (key: string) =>
  ruleCount(emotionElements(key).filter((element) => element.getAttribute('data-emotion') === key));
const stored = () =>
  JSON.parse(localStorage.getItem(STORED_STYLES_KEY) ?? 'null') as {
    stamp: string;
    sheets: Record<string, { names: string[]; rules: string[] }>;
  } | null;

/** What a page load renders: Material UI with a style cache created as this load starts. */
function renderPage(key: string, children = <Button variant="contained">Save</Button>) {
  const cache = createCache({ key });
  render(<CacheProvider value={cache}>{children}</CacheProvider>);
  return cache;
}

/** The page goes away: its styles, elements and all, go with it. */
function leavePage() {
  cleanup();
  document.head.innerHTML = '';
}

beforeEach(() => {
  leavePage();
  localStorage.clear();
});
afterEach(leavePage);

describe('stored styles', () => {
  // Material UI's default cache, and the right-to-left one of Arabic (i18n/rtlCache.ts).
  it.each(['css', 'gd-rtl'])('a load after a stored one writes none of the rules it restored (%s)', (key) => {
    renderPage(key);
    const firstLoad = writtenRules(key);
    expect(firstLoad).toBeGreaterThan(0);
    saveStyles(STAMP);
    leavePage();

    // The entry fetches the build's first-screen styles only when this is false.
    expect(restoreStyles(STAMP)).toBe(true);
    const cache = renderPage(key);

    expect(writtenRules(key)).toBe(0);
    const restored = emotionElements(key).filter((element) => element.getAttribute('data-emotion') !== key);
    expect(ruleCount(restored)).toBe(firstLoad);
    // The button wears a class whose rules came from the store.
    const classes = Array.from(document.querySelector('button')?.classList ?? []);
    const own = classes.find((name) => name.startsWith(`${key}-`))?.slice(key.length + 1);
    expect(own && cache.inserted[own]).toBe(true);
    expect(stored()?.sheets[key]?.names).toContain(own);
  });

  it('a page that showed less keeps what the pages before it stored, and adds its own', () => {
    renderPage('css');
    saveStyles(STAMP);
    const admin = stored()?.sheets.css?.names ?? [];
    leavePage();

    // A public page, in a load that restored nothing, is the last one left.
    renderPage('css', <Box sx={{ color: 'rgb(7, 8, 9)' }}>reset your password</Box>);
    saveStyles(STAMP);

    const names = stored()?.sheets.css?.names ?? [];
    expect(admin.length).toBeGreaterThan(0);
    expect(names.slice(0, admin.length)).toEqual(admin);
    expect(names.length).toBe(admin.length + 1);
    expect(stored()?.sheets.css?.rules.join('')).toContain('rgb(7, 8, 9)');
  });

  it('drops a store of another build or browser, and restores nothing from it', () => {
    renderPage('css');
    saveStyles(STAMP);
    leavePage();

    expect(restoreStyles('entry-2.js Chromium')).toBe(false);

    expect(document.querySelectorAll('style').length).toBe(0);
    expect(localStorage.getItem(STORED_STYLES_KEY)).toBeNull();
  });

  it('keeps no rule that names a file, nor its name: Emotion writes it again', () => {
    renderPage(
      'css',
      <>
        <Box sx={{ color: 'rgb(1, 2, 3)' }}>kept</Box>
        <Box sx={{ backgroundImage: 'url("blob:customer-picture")' }}>not kept</Box>
      </>,
    );
    saveStyles(STAMP);
    const css = stored()?.sheets.css?.rules.join('');
    expect(css).toContain('rgb(1, 2, 3)');
    expect(css).not.toContain('url(');
    leavePage();

    restoreStyles(STAMP);
    renderPage('css', <Box sx={{ backgroundImage: 'url("blob:customer-picture")' }}>again</Box>);
    expect(writtenRules('css')).toBe(1);
  });

  it.each([
    ['not JSON', '{"stamp":'],
    [
      'a name that is not a class name',
      JSON.stringify({ stamp: STAMP, sheets: { css: { names: ['a"b'], rules: [''] } } }),
    ],
    [
      'names without their rules',
      JSON.stringify({ stamp: STAMP, sheets: { css: { names: ['a', 'b'], rules: ['.css-a{color:red;}'] } } }),
    ],
    ['no sheets', JSON.stringify({ stamp: STAMP, sheets: null })],
  ])('restores nothing from a store holding %s', (_, raw) => {
    localStorage.setItem(STORED_STYLES_KEY, raw);
    expect(restoreStyles(STAMP)).toBe(false);
    expect(document.querySelectorAll('style').length).toBe(0);
  });

  it('a full storage leaves no store behind, and no error', () => {
    renderPage('css');
    localStorage.setItem(STORED_STYLES_KEY, 'an older one');
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    } as unknown as Storage;

    expect(() => saveStyles(STAMP, full)).not.toThrow();
    expect(localStorage.getItem(STORED_STYLES_KEY)).toBeNull();
  });

  it(`keeps at most ${MAX_STORED_CSS} characters of rules, keyframes always`, () => {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', 'css');
    const big = (name: string) => `.css-${name}{content:"${'x'.repeat(MAX_STORED_CSS * 0.6)}";}`;
    style.textContent = `${big('first')}${big('second')}@keyframes animation-spin{from{opacity:0;}to{opacity:1;}}`;
    document.head.appendChild(style);

    saveStyles(STAMP);

    expect(stored()?.sheets.css?.names).toEqual(['first', 'animation-spin']);
  });

  it('saves when the page is left, and again only once it has written new rules', () => {
    keepStylesForNextLoad(STAMP);
    renderPage('css');
    window.dispatchEvent(new Event('pagehide'));
    const first = localStorage.getItem(STORED_STYLES_KEY);
    expect(stored()?.sheets.css?.names.length).toBeGreaterThan(0);

    localStorage.setItem(STORED_STYLES_KEY, 'replaced meanwhile');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STORED_STYLES_KEY)).toBe('replaced meanwhile');

    render(
      <CacheProvider value={createCache({ key: 'css' })}>
        <Box sx={{ color: 'rgb(4, 5, 6)' }}>new</Box>
      </CacheProvider>,
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STORED_STYLES_KEY)).not.toBe(first);
    expect(stored()?.sheets.css?.rules.join('')).toContain('rgb(4, 5, 6)');
  });
});
