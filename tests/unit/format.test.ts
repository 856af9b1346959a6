import { format as formatWithDateFns } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capFilter,
  formatCompact,
  formatMonth,
  capKycFilter,
  formatDashboardAmount,
  formatDateTime,
  formatMoney,
} from '../../src/domain/format';

describe('formatDashboardAmount', () => {
  it('shows USD with the dollar sign replaced by a sigma', () => {
    expect(formatDashboardAmount(1234.5)).toBe('Σ1,234.5');
  });

  it('keeps at most 4 fraction digits', () => {
    expect(formatDashboardAmount(0.123456)).toBe('Σ0.1235');
    expect(formatDashboardAmount(10)).toBe('Σ10');
  });

  it('shows non-finite amounts as zero', () => {
    expect(formatDashboardAmount(Number.NaN)).toBe('Σ0');
  });

  it('uses the sigma in French too', () => {
    expect(formatDashboardAmount(1234.5, 'usd', 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,5 Σ');
  });

  it('uses the sigma and Latin digits in Arabic', () => {
    const shown = formatDashboardAmount(1234.5, 'usd', 'ar');
    expect(shown).toMatch(/^\u200f?1,234\.5\sΣ$/);
    expect(shown).not.toMatch(/US|[\u0660-\u0669]/);
  });

  it('leaves other currency symbols alone', () => {
    expect(formatDashboardAmount(5, 'eur')).toBe('€5');
    expect(formatDashboardAmount(5, 'aud')).toBe('A$5');
    expect(formatMoney(5, 'gbp')).toBe('£5.00');
  });

  it('shows list and detail amounts with at least 2 fraction digits, at most 4', () => {
    expect(formatMoney(78.2, 'usd')).toBe('$78.20');
    expect(formatMoney(1.23456, 'usd')).toBe('$1.2346');
  });

  it('follows the locale', () => {
    expect(formatMoney(1234.5, 'eur', 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(1234.5, 'usd', 'ar')).toMatch(/^\u200f?1,234\.50\sUSD$/);
  });
});

describe('formatDateTime', () => {
  it('formats DD-MM-YYYY hh:mm A', () => {
    expect(formatDateTime(new Date(2026, 10, 3, 14, 5))).toBe('03-11-2026 02:05 PM');
    expect(formatDateTime(new Date(2026, 0, 9, 0, 30))).toBe('09-01-2026 12:30 AM');
  });

  it('keeps the 12-hour clock for English and gives French a 24-hour one', () => {
    const evening = new Date(2026, 9, 31, 23, 40);
    expect(formatDateTime(evening, 'en-US')).toBe('31-10-2026 11:40 PM');
    expect(formatDateTime(evening, 'fr-FR')).toBe('31-10-2026 23:40');
    expect(formatDateTime(new Date(2026, 0, 9, 0, 30), 'fr-FR')).toBe('09-01-2026 00:30');
    expect(formatDateTime(evening, 'ar')).toBe('31-10-2026 23:40');
  });

  it("writes every date as date-fns's format did with the same patterns, in every locale", () => {
    const dates = fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.constantFrom('en-US', 'fr-FR', 'ar'), (date, locale) => {
        const pattern = locale === 'en-US' ? 'dd-MM-yyyy hh:mm a' : 'dd-MM-yyyy HH:mm';
        expect(formatDateTime(date, locale)).toBe(formatWithDateFns(date, pattern));
      }),
      { numRuns: 500 },
    );
  });

  it('returns an empty text for missing or invalid dates', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('filter caps', () => {
  it('caps filter text at 255 characters', () => {
    expect(capFilter('a'.repeat(300))).toHaveLength(255);
    expect(capFilter('abc')).toBe('abc');
  });

  it('cuts a KYC filter of 255 or more characters to its first 5', () => {
    expect(capKycFilter('abcdefgh'.repeat(40))).toBe('abcde');
    expect(capKycFilter('a'.repeat(254))).toHaveLength(254);
  });
});

describe('chart formats', () => {
  it('shortens axis amounts in each locale, and shows the same text when asked again', () => {
    expect(formatCompact(12_345, 'en-US')).toBe('12.3K');
    expect(formatCompact(12_345, 'fr-FR')).toMatch(/^12,3\s?k$/);
    // Formatters are kept per locale and options: a second call must not answer with another locale's.
    expect(formatCompact(12_345, 'en-US')).toBe('12.3K');
    expect(formatCompact(Number.NaN, 'en-US')).toBe('0');
  });

  it('names a month with a two-digit year, read as UTC, and nothing for a bad date', () => {
    expect(formatMonth('2026-01-01', 'en-US')).toBe('Jan 26');
    expect(formatMonth('2026-01-01', 'fr-FR')).toMatch(/^janv\.? 26$/);
    expect(formatMonth('not a date', 'en-US')).toBe('');
  });
});
