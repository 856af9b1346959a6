/**
 * The codes dialog's rows without React: one row per unit of the order, prefilled with the codes
 * already assigned, each named after the product it is for; and which row a refusal names.
 */
import { codeKey, pairRowsFor, unitProducts, type OrderRecord } from '../domain/orders';

export interface CodeRow {
  sCode: string;
  sSerialNo: string;
}

export const emptyRows = (count: number): CodeRow[] =>
  Array.from({ length: count }, () => ({ sCode: '', sSerialNo: '' }));

/** The dialog's rows for an order: one per unit, prefilled with the codes already assigned. */
export function initialRows(order: OrderRecord): CodeRow[] {
  const rows = emptyRows(pairRowsFor(order.nQuantity));
  (order.aCardCode ?? []).slice(0, rows.length).forEach((code, index) => {
    rows[index] = { sCode: code.sOrderContent, sSerialNo: code.sSerialNo };
  });
  return rows;
}

/** What a row's caption says: the product and which of its units ("Steam 20 · unit 2 of 5"). */
export interface UnitLabel {
  title: string;
  unit: number;
  of: number;
}

/**
 * One label per row. Where the cart does not enumerate the units, every row is for the order's own
 * title, counted over the whole order: a wrong product name would be worse than a general one.
 */
export function unitLabels(order: OrderRecord, rows: number): UnitLabel[] {
  const units = unitProducts(order);
  if (units && units.length === rows) return units;
  return Array.from({ length: rows }, (_, index) => ({ title: order.sTitle, unit: index + 1, of: rows }));
}

// A code is named when no letter, digit, '-' or '_' touches it: 'AB' is not named by 'AB-12'.
const WORD = /[\p{L}\p{N}_-]/u;

function names(text: string, key: string): boolean {
  for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + key.length] ?? ' ';
    if (!WORD.test(before) && !WORD.test(after)) return true;
  }
  return false;
}

/**
 * The row whose code a server message names (a code refused because another order or a redeem card
 * holds it), or -1. The message is read as text, in any language and from any backend, so the code
 * is looked for as a whole word; the longest code named wins.
 */
export function rowNamedIn(message: string, rows: readonly CodeRow[]): number {
  const text = message.toUpperCase();
  let found = -1;
  let length = 0;
  rows.forEach((row, index) => {
    const key = codeKey(row.sCode);
    if (key.length > length && names(text, key)) {
      found = index;
      length = key.length;
    }
  });
  return found;
}
