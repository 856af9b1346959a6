/**
 * Material UI's styles of the last visit, put back before its first render (issue 23).
 *
 * Emotion writes each component's style when the component first renders: on a cold load of a list,
 * about 1,000 rules, compiled and inserted one by one inside React's render and commit. That was a
 * quarter of the time from the list's answer to its first row. Emotion also knows how to adopt
 * styles that are already in the page (it does so for server rendering): a `<style>` whose
 * `data-emotion` attribute reads "<cache key> <name> <name>..." marks those names as inserted, and
 * their components then render without writing anything.
 *
 * So the page keeps its rules when it goes away (pagehide, or hidden), and the next load of the admin
 * puts them back from the entry, before Emotion's caches exist. What is stored is only the CSS the
 * app generated, never data: a rule holding a `url(` (a customer's picture) is left out, with its
 * name, so Emotion writes it again. A name is Emotion's hash of its styles, so a stored name always
 * means the same rules; the stamp (the build's entry and the browser) retires a store when either
 * changes, since the rules are kept as this browser serialized them.
 */

import { STYLE_CACHE_KEYS } from './i18n/styleCacheKeys';

export const STORED_STYLES_KEY = 'gd.styles';

/** Material UI's default cache, and the right-to-left one (src/i18n/rtlCache.ts). */
const CACHE_KEYS = Object.values(STYLE_CACHE_KEYS);

/** Above this many characters of CSS per cache, later rules are not kept (keyframes always are). */
export const MAX_STORED_CSS = 400_000;

/** Each name with its rules, in the order Emotion wrote them. */
interface StoredSheet {
  names: string[];
  rules: string[];
}

interface StoredStyles {
  stamp: string;
  sheets: Partial<Record<string, StoredSheet>>;
}

const isSheet = (value: unknown): value is StoredSheet =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as StoredSheet).names) &&
  (value as StoredSheet).names.every((name) => typeof name === 'string' && /^[\w-]+$/.test(name)) &&
  Array.isArray((value as StoredSheet).rules) &&
  (value as StoredSheet).rules.length === (value as StoredSheet).names.length &&
  (value as StoredSheet).rules.every((css) => typeof css === 'string');

function readStore(storage: Storage, stamp: string): StoredStyles['sheets'] | undefined {
  try {
    const raw = storage.getItem(STORED_STYLES_KEY);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredStyles>;
    if (stored.stamp === stamp && typeof stored.sheets === 'object' && stored.sheets !== null) {
      return stored.sheets;
    }
    // Another build's or browser's: of no further use.
    storage.removeItem(STORED_STYLES_KEY);
  } catch {
    // Unreadable (storage off, or not JSON): the page writes its styles as if none were stored.
  }
  return undefined;
}

/**
 * A `<style>` that the Emotion cache `key` adopts as it is created: `names` then count as written.
 * Stored styles and the build's first-screen styles (src/firstScreenStyles.ts) both put theirs so.
 */
export function adoptableStyle(doc: Document, key: string, names: string[], css: string): HTMLStyleElement {
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', [key, ...names].join(' '));
  style.textContent = css;
  return style;
}

/**
 * Puts the stored rules in the page for Emotion to adopt. Call before Material UI's code runs.
 * True when there were any: a first visit has none (src/firstScreenStyles.ts).
 */
export function restoreStyles(
  stamp: string,
  storage: Storage = localStorage,
  doc: Document = document,
): boolean {
  const sheets = readStore(storage, stamp);
  if (!sheets) return false;
  let restored = false;
  for (const key of CACHE_KEYS) {
    const sheet = sheets[key];
    if (!isSheet(sheet) || sheet.names.length === 0) continue;
    doc.head.appendChild(adoptableStyle(doc, key, sheet.names, sheet.rules.join('')));
    restored = true;
  }
  return restored;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)/;

export interface RuleGroups {
  /** Each name's rules, in the order first seen. */
  groups: Map<string, string>;
  /** Names with a rule that holds data (a `url(`, a customer's picture): never kept. */
  refused: Set<string>;
}

/**
 * Rules of the cache `key` by the name each belongs to (its class, or its keyframes' name), in
 * order. A rule naming no class of the cache is not kept; Emotion writes it again if it is needed.
 * Stored styles and the build's first-screen styles (scripts/captureStyles.ts) keep the same ones.
 */
export function groupRules(rules: Iterable<string>, key: string): RuleGroups {
  const className = new RegExp(`\\.${escapeRegExp(key)}-([\\w-]+)`);
  const groups = new Map<string, string>();
  const refused = new Set<string>();
  for (const text of rules) {
    const name = (KEYFRAMES.exec(text) ?? className.exec(text))?.[1];
    if (!name) continue;
    if (text.includes('url(')) refused.add(name);
    groups.set(name, (groups.get(name) ?? '') + text);
  }
  return { groups, refused };
}

/** The rules of the cache `key` as the page has them, in order, by the name each belongs to. */
function pageGroups(doc: Document, key: string): RuleGroups {
  const rules: string[] = [];
  for (const element of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    // The cache's own elements ("css", or "css <names>" once restored), not its globals' ("css-global").
    if (element.getAttribute('data-emotion')?.split(' ')[0] !== key) continue;
    for (const rule of Array.from(element.sheet?.cssRules ?? [])) rules.push(rule.cssText);
  }
  return groupRules(rules, key);
}

/**
 * The stored rules of `key` with the page's added after them: a page that showed less (a public page
 * left last, in another tab) adds its own and keeps what the admin stored.
 */
function mergedSheet(stored: unknown, doc: Document, key: string): StoredSheet {
  const merged = new Map<string, string>();
  if (isSheet(stored)) stored.names.forEach((name, index) => merged.set(name, stored.rules[index] ?? ''));
  const { groups, refused } = pageGroups(doc, key);
  for (const [name, css] of groups) merged.set(name, css);
  const names: string[] = [];
  const rules: string[] = [];
  let size = 0;
  for (const [name, css] of merged) {
    if (refused.has(name)) continue;
    // Keyframes are small, and a component kept without the animation it names would not animate.
    if (size + css.length > MAX_STORED_CSS && !name.startsWith('animation-')) continue;
    size += css.length;
    names.push(name);
    rules.push(css);
  }
  return { names, rules };
}

/** Stores the page's rules now, beside those stored before: what restoreStyles puts back next. */
export function saveStyles(stamp: string, storage: Storage = localStorage, doc: Document = document): void {
  const before = readStore(storage, stamp) ?? {};
  const sheets: StoredStyles['sheets'] = {};
  for (const key of CACHE_KEYS) {
    const sheet = mergedSheet(before[key], doc, key);
    if (sheet.names.length > 0) sheets[key] = sheet;
  }
  try {
    storage.setItem(STORED_STYLES_KEY, JSON.stringify({ stamp, sheets } satisfies StoredStyles));
  } catch {
    // Full or off: the next load writes its styles itself, as without a store.
    try {
      storage.removeItem(STORED_STYLES_KEY);
    } catch {
      // Storage is off altogether.
    }
  }
}

/** Saves the page's rules each time it is hidden or left, when it has written new ones since. */
export function keepStylesForNextLoad(stamp: string, win: Window = window): void {
  let savedCount = -1;
  const save = () => {
    const count = emotionRuleCount(win.document);
    if (count === savedCount) return;
    savedCount = count;
    saveStyles(stamp, win.localStorage, win.document);
  };
  win.addEventListener('pagehide', save);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') save();
  });
}

function emotionRuleCount(doc: Document): number {
  let count = 0;
  for (const element of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    count += element.sheet?.cssRules.length ?? 0;
  }
  return count;
}

/** This build's and this browser's: a store of either's predecessor is dropped. */
export const stylesStamp = (entryUrl: string): string => `${entryUrl} ${navigator.userAgent}`;
