/** Formatting of money and dates: the one place that decides how they look. */

/** The spec's DD-MM-YYYY hh:mm A, kept for English. */
export const DATE_TIME_PATTERN = 'dd-MM-yyyy hh:mm a';
/**
 * French and Arabic readers expect a 24-hour clock: 23:40, never 11:40 PM (and never a Latin AM/PM
 * inside an Arabic sentence).
 */
export const DATE_TIME_PATTERN_24H = 'dd-MM-yyyy HH:mm';

const language = (locale: string) => locale.toLowerCase().split('-')[0];

export const dateTimePattern = (locale: string): string =>
  ['fr', 'ar'].includes(language(locale)) ? DATE_TIME_PATTERN_24H : DATE_TIME_PATTERN;

/**
 * The Intl locale of an interface locale. Arabic keeps Latin digits (docs/architecture.md, "Right to
 * left"): codes, serials, order ids and amounts are compared with supplier sheets and bank statements
 * written in them, and the browsers' ICU versions disagree on the default digits of plain 'ar'.
 */
export const intlLocale = (locale: string): string =>
  language(locale) === 'ar' ? `${locale}-u-nu-latn` : locale;
export const SIGMA = 'Σ';

/**
 * Building an Intl.NumberFormat costs far more than using one (a list page formats hundreds of
 * cells and badges): one per locale and options, built on first use.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, found);
  }
  return found;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The date-fns tokens our two patterns use, in local time. Written out rather than date-fns's `format`,
 * whose token tables and English locale were 5 kB of every admin page's first download (issue 23).
 */
const TOKENS: Record<string, (date: Date) => string> = {
  dd: (date) => two(date.getDate()),
  MM: (date) => two(date.getMonth() + 1),
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  HH: (date) => two(date.getHours()),
  hh: (date) => two(date.getHours() % 12 || 12),
  mm: (date) => two(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? 'AM' : 'PM'),
};

/** DD-MM-YYYY hh:mm A (French: HH:mm), or '' for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimePattern(locale).replace(/yyyy|dd|MM|HH|hh|mm|a/g, (token) => TOKENS[token](date));
}

/**
 * Money with at most 4 fraction digits (spec section 9). Lists and details show at least 2, so that
 * a column of amounts reads evenly ($78.20, not $78.2); the dashboard's figures show none when whole.
 */
export function formatMoney(
  amount: number,
  currency = 'usd',
  locale = 'en-US',
  currencyDisplay: 'symbol' | 'narrowSymbol' = 'symbol',
  minimumFractionDigits = 2,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    // Arabic names the currency by its code (513.57 USD): ICU's symbols end in a sign ('US$') that a
    // right-to-left line moves in front of the letters ('$US').
    currencyDisplay: language(locale) === 'ar' && currencyDisplay === 'symbol' ? 'code' : currencyDisplay,
    minimumFractionDigits,
    maximumFractionDigits: 4,
  }).format(value);
}

/**
 * Dashboard amounts: USD by default, with the dollar sign replaced by a sigma (spec section 9).
 * Only a US dollar sign becomes a sigma ('$US' in French would otherwise read 'ΣUS'); other
 * currencies keep their own symbol.
 */
export function formatDashboardAmount(amount: number, currency = 'usd', locale = 'en-US'): string {
  if (currency.toLowerCase() !== 'usd') return formatMoney(amount, currency, locale, 'symbol', 0);
  // Arabic's narrow dollar is still 'US$'.
  return formatMoney(amount, currency, locale, 'narrowSymbol', 0).replace(/(US)?\$/g, SIGMA);
}

/** A whole number in the locale's grouping (1,234 / 1 234). */
export function formatCount(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(Number.isFinite(value) ? value : 0);
}

/** A number in the locale's short form (12K / 12 k), for chart axes. */
export const formatCompact = (value: number, locale = 'en-US'): string =>
  numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    Number.isFinite(value) ? value : 0,
  );

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** A calendar month ('2026-11-01' -> Nov 26 / nov. 26), for chart axes; the date is read as UTC. */
export function formatMonth(isoDate: string, locale = 'en-US'): string {
  let found = monthFormats.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: '2-digit', timeZone: 'UTC' });
    monthFormats.set(locale, found);
  }
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : found.format(date);
}

/** Filter text is capped at 255 characters (KYC lists cut 255+ to 5: see capKycFilter). */
export const FILTER_CAP = 255;
export const capFilter = (value: string): string => value.slice(0, FILTER_CAP);
export const capKycFilter = (value: string): string =>
  value.length >= FILTER_CAP ? value.slice(0, 5) : value;
