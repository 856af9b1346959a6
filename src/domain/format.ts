/** Formatting of money and dates: the one place that decides how they look. */
import { format as formatDateFns, isValid } from 'date-fns';

export const DATE_TIME_PATTERN = 'dd-MM-yyyy hh:mm a';
export const SIGMA = 'Σ';

/** DD-MM-YYYY hh:mm A, or '' for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? formatDateFns(date, DATE_TIME_PATTERN) : '';
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
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay,
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
  return formatMoney(amount, currency, locale, 'narrowSymbol', 0).replace(/\$/g, SIGMA);
}

/** A whole number in the locale's grouping (1,234 / 1 234). */
export function formatCount(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** Filter text is capped at 255 characters (KYC lists cut 255+ to 5: see capKycFilter). */
export const FILTER_CAP = 255;
export const capFilter = (value: string): string => value.slice(0, FILTER_CAP);
export const capKycFilter = (value: string): string =>
  value.length >= FILTER_CAP ? value.slice(0, 5) : value;
