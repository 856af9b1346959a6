/**
 * The codes dialog's rows without React: one row per unit of the order, prefilled with the codes
 * already assigned, each named after the product it is for; what the form's check says of them;
 * and which row a refusal names.
 */
import {
  codeKey,
  completePairs,
  duplicateIndexes,
  pairRowsFor,
  unitProducts,
  type CodePair,
  type OrderRecord,
} from '../domain/orders';

const C = 'gd.orders.codes';
export type CodesMode = 'accept' | 'deliver';

export interface CodeRow {
  sCode: string;
  sSerialNo: string;
}

/** The codes dialog's form values (react-hook-form's, under react-admin's Form). */
export interface CodesValues {
  rows: CodeRow[];
}

/** The message of a code entered twice in the dialog (an i18n key). */
export const DUPLICATE_CODE = `${C}.duplicate`;
/** The error type of a code the server refused: only an edit of that code clears it. */
export const REFUSED = 'server';
/** Where a row's code error lives in the form. */
export const codeField = (index: number) => `rows.${index}.sCode` as const;

/** The form's rows as text, whatever an input left in them. */
export const readRows = (rows: readonly (Partial<CodeRow> | null | undefined)[] | undefined): CodeRow[] =>
  (rows ?? []).map((row) => ({ sCode: row?.sCode ?? '', sSerialNo: row?.sSerialNo ?? '' }));

/** What the rows hold: the pairs to send, the duplicated codes, the half pairs, the units left short. */
export interface CodesCheck {
  complete: CodePair[];
  duplicates: Set<number>;
  halves: number;
  /** Deliver only: units without a complete pair (delivery needs one per unit). */
  missing: number;
}

export function checkRows(rows: readonly CodeRow[], mode: CodesMode): CodesCheck {
  const complete = completePairs(rows);
  const halves = rows.filter((row) => (row.sCode.trim() === '') !== (row.sSerialNo.trim() === '')).length;
  const missing = mode === 'deliver' ? rows.length - complete.length : 0;
  return { complete, duplicates: duplicateIndexes(rows), halves, missing };
}

/** The form-level check's errors, shaped as react-admin's Form `validate` returns them. */
export type CodesErrors = {
  /** Per row: a code entered twice in the dialog (both rows are flagged). */
  rows?: { sCode?: string }[];
  /** Deliver: units without a complete pair. */
  units?: { message: string; args: Record<string, number> };
};

/**
 * The form-level check (react-admin's Form `validate`): a duplicated code on each of its rows, and in
 * deliver a unit without a complete pair; either stops the submit. The dialog also runs it as the
 * rows are typed: its rows' errors are shown at once and it keeps the submit button disabled.
 */
export const validateCodes =
  (mode: CodesMode) =>
  (values: Partial<CodesValues>): CodesErrors => {
    const rows = readRows(values.rows);
    const { complete, duplicates, missing } = checkRows(rows, mode);
    const errors: CodesErrors = {};
    if (duplicates.size > 0) {
      errors.rows = rows.map((_, index) => (duplicates.has(index) ? { sCode: DUPLICATE_CODE } : {}));
    }
    if (missing > 0) {
      errors.units = {
        message: `${C}.deliver_missing`,
        args: { count: complete.length, units: rows.length },
      };
    }
    return errors;
  };

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
