/** The codes dialog's pure rules: pasted pairs, rows labelled by product, the row a refusal names. */
import { describe, expect, it } from 'vitest';
import {
  acceptOrderSchema,
  deliverOrderSchema,
  MAX_PAIRS_PER_BODY,
  pairRowsFor,
  parsePairs,
  productLines,
  type CartLine,
  type OrderRecord,
} from '../../src/domain/orders';
import { rowNamedIn, unitLabels } from '../../src/orders/codeRows';

const line = (sTitle: string, nQuantity: number): CartLine => ({
  _id: sTitle,
  sTitle,
  nQuantity,
  nPrice: 10,
  eCurrency: 'usd',
  aImages: [],
});
const order = (nQuantity: number, aCartData: CartLine[], sTitle = 'Order title') =>
  ({ sTitle, nQuantity, aCartData, aCardCode: [] }) as unknown as OrderRecord;

describe('parsePairs', () => {
  it('reads code,serial lines with , ; or tab, skips blank lines, keeps a code without serial', () => {
    expect(parsePairs(' C1 , S1 \n\nC2;S2\r\nC3\tS3\nC4\n')).toEqual({
      ok: true,
      pairs: [
        { sCode: 'C1', sSerialNo: 'S1' },
        { sCode: 'C2', sSerialNo: 'S2' },
        { sCode: 'C3', sSerialNo: 'S3' },
        { sCode: 'C4', sSerialNo: '' },
      ],
    });
  });

  it('refuses a line with more than two fields, naming it by its line number in the block', () => {
    expect(parsePairs('C1,S1\n\nCODE,S3,extra\nC4;S4;x')).toEqual({
      ok: false,
      tooManyFields: [3, 4],
      repeated: [],
    });
  });

  it('refuses a block repeating a code (case and spaces ignored) and names the lines of each repeat', () => {
    expect(parsePairs('AA,1\nbb,2\n aa ,3\nCC,4\nBB,5\naa,6')).toEqual({
      ok: false,
      tooManyFields: [],
      repeated: [
        [1, 3, 6],
        [2, 5],
      ],
    });
  });
  it('names every line of a code repeated through a whole pasted file', () => {
    const parsed = parsePairs(Array.from({ length: 40_000 }, (_, index) => `SAME,${index}`).join('\n'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.repeated).toHaveLength(1);
    expect(parsed.repeated[0]).toHaveLength(40_000);
    expect(parsed.repeated[0].at(-1)).toBe(40_000);
  });
});

describe('unitLabels', () => {
  it('enumerates the units of each cart line in order', () => {
    const labels = unitLabels(order(5, [line('Nintendo eShop Card 50', 3), line('Steam 20', 2)]), 5);
    expect(labels).toEqual([
      { title: 'Nintendo eShop Card 50', unit: 1, of: 3 },
      { title: 'Nintendo eShop Card 50', unit: 2, of: 3 },
      { title: 'Nintendo eShop Card 50', unit: 3, of: 3 },
      { title: 'Steam 20', unit: 1, of: 2 },
      { title: 'Steam 20', unit: 2, of: 2 },
    ]);
  });

  it("falls back to the order's title when the cart is empty or does not add up to the units", () => {
    const fallback = [
      { title: 'Order title', unit: 1, of: 3 },
      { title: 'Order title', unit: 2, of: 3 },
      { title: 'Order title', unit: 3, of: 3 },
    ];
    expect(unitLabels(order(3, []), 3)).toEqual(fallback);
    expect(unitLabels(order(3, [line('A', 2)]), 3)).toEqual(fallback);
    expect(unitLabels(order(3, [line('A', 2), line('B', 2)]), 3)).toEqual(fallback);
    expect(unitLabels(order(3, [line('A', 1.5), line('B', 1.5)]), 3)).toEqual(fallback);
  });
});

describe('the pairs of an order', () => {
  it('gives a row to every unit, beyond the 6 rows shown at once', () => {
    expect(pairRowsFor(7)).toBe(7);
    expect(pairRowsFor(40)).toBe(40);
    expect(pairRowsFor(0)).toBe(1);
  });

  it('accepts more than 6 pairs in a body, up to the hostile-input bound', () => {
    const pairs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ sCode: `C${i}`, sSerialNo: `S${i}` }));
    expect(deliverOrderSchema.safeParse({ cartId: 'o', data: pairs(7) }).success).toBe(true);
    expect(acceptOrderSchema.safeParse({ cartId: 'o', data: pairs(MAX_PAIRS_PER_BODY) }).success).toBe(true);
    expect(acceptOrderSchema.safeParse({ cartId: 'o', data: pairs(MAX_PAIRS_PER_BODY + 1) }).success).toBe(
      false,
    );
  });

  it('lists every product with its own quantity, or the order title without a cart', () => {
    expect(productLines(order(7, [line('Nintendo eShop Card 50', 2), line('Steam 20', 5)]))).toEqual([
      { title: 'Nintendo eShop Card 50', quantity: 2 },
      { title: 'Steam 20', quantity: 5 },
    ]);
    expect(productLines(order(7, []))).toEqual([{ title: 'Order title', quantity: 7 }]);
  });
});

describe('rowNamedIn', () => {
  const rows = ['AB', 'AB-12', 'XYZ9', ''].map((sCode) => ({ sCode, sSerialNo: 's' }));
  it('finds the row whose code the message names as a whole word, any case, in any language', () => {
    expect(rowNamedIn('The code "ab-12" is already on order GD1.', rows)).toBe(1);
    expect(rowNamedIn('Le code « XYZ9 » existe déjà comme carte à échanger.', rows)).toBe(2);
    expect(rowNamedIn('The code "AB" is already on order GD1.', rows)).toBe(0);
  });
  it('finds none when no code is named', () => {
    expect(rowNamedIn('Only a paid (pending) order can be accepted or rejected.', rows)).toBe(-1);
    expect(rowNamedIn('Code XYZ99 taken', rows)).toBe(-1);
  });
});
