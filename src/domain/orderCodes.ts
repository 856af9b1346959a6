/**
 * The codes of an order (catalogue-and-orders.md s.5, s.9): how many rows the codes dialog holds,
 * pairs read from its rows or from a pasted block, duplicates, and the product each unit belongs to.
 */
import type { OrderRecord } from './orderRecords';
import type { CodePair } from './orderValidation';

/**
 * s.5 / s.9 "Up to 6 pairs are supported" is read as how many code rows the dialog shows at once,
 * not as a cap: an order of 7 units needs 7 codes to be delivered (docs/api.md "Pairs").
 */
export const VISIBLE_CODE_ROWS = 6;
/** A bound on the pairs of one body against hostile input only; the order's units are the real limit. */
export const MAX_PAIRS_PER_BODY = 1000;
/** Bound of the codes and serials: generous, but never unbounded. */
export const CODE_MAX = 100;

/** The same code twice within one order (case and spaces ignored) is a typing or paste mistake. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** Indexes of the pairs whose code already appears earlier in the list. */
export function duplicateIndexes(pairs: readonly { sCode: string }[]): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  pairs.forEach((pair, index) => {
    const key = codeKey(pair.sCode);
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.add(first).add(index);
  });
  return duplicates;
}

/**
 * Pairs from the dialog's rows: rows with only one half are dropped (s.5), both halves trimmed.
 */
export function completePairs(rows: readonly { sCode?: string; sSerialNo?: string }[]): CodePair[] {
  return rows
    .map((row) => ({ sCode: (row.sCode ?? '').trim(), sSerialNo: (row.sSerialNo ?? '').trim() }))
    .filter((row) => row.sCode !== '' && row.sSerialNo !== '');
}

/** A pasted block read into pairs, or the lines that stop it from being used. */
export type PastedPairs =
  | { ok: true; pairs: CodePair[] }
  | { ok: false; tooManyFields: number[]; repeated: number[][] };

/**
 * A pasted block: one pair per line, 'code,serial' (a tab or semicolon also separates, as
 * spreadsheets copy); blank lines skipped; a line without a separator fills the code only.
 * Line numbers are the block's own (1-based, blank lines counted) so that the user finds them.
 *
 * A line with a third field is refused rather than read: 'CODE,S3,extra' could be a serial with a
 * comma or a stray column, and guessing would sell a wrong serial. A code repeated in the block
 * refuses the whole block and names the lines: keeping both would fill two rows the user must then
 * find, keeping one would drop a serial without a word; the user fixes the block and pastes again.
 */
export function parsePairs(block: string): PastedPairs {
  const pairs: CodePair[] = [];
  const lines: number[] = [];
  const tooManyFields: number[] = [];
  block.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const fields = line.split(/[,;\t]/).map((field) => field.trim());
    if (fields.length > 2) tooManyFields.push(index + 1);
    pairs.push({ sCode: fields[0] ?? '', sSerialNo: fields[1] ?? '' });
    lines.push(index + 1);
  });
  const groups = new Map<string, number[]>();
  pairs.forEach((pair, position) => {
    const key = codeKey(pair.sCode);
    if (key === '') return;
    // In place: a copy per line made a block of 40,000 lines of one code take 11 s.
    const group = groups.get(key);
    if (group) group.push(lines[position]);
    else groups.set(key, [lines[position]]);
  });
  const repeated = [...groups.values()].filter((group) => group.length > 1);
  return tooManyFields.length === 0 && repeated.length === 0
    ? { ok: true, pairs }
    : { ok: false, tooManyFields, repeated };
}

/**
 * The product each unit of an order belongs to, one label per unit: "Title · unit 2 of 3" counted
 * within its cart line. Null when the cart does not enumerate the order's units (empty, or its
 * quantities do not add up to nQuantity): the caller then names the order's own title.
 */
export function unitProducts(
  order: Pick<OrderRecord, 'nQuantity' | 'aCartData'>,
): { title: string; unit: number; of: number }[] | null {
  const lines = Array.isArray(order.aCartData) ? order.aCartData : [];
  const units = lines.reduce(
    (sum, line) => sum + (Number.isInteger(line.nQuantity) && line.nQuantity > 0 ? line.nQuantity : NaN),
    0,
  );
  if (lines.length === 0 || units !== order.nQuantity) return null;
  return lines.flatMap((line) =>
    Array.from({ length: line.nQuantity }, (_, index) => ({
      title: line.sTitle,
      unit: index + 1,
      of: line.nQuantity,
    })),
  );
}

/** Rows the codes dialog holds for an order: one per unit (at least one, whatever the record says). */
export const pairRowsFor = (quantity: number) =>
  Math.max(1, Math.min(MAX_PAIRS_PER_BODY, Number.isFinite(quantity) ? Math.floor(quantity) : 1));

/**
 * Every product of an order with its own quantity, in cart order; the order's own title and
 * quantity when it has no cart lines (a backend that sends none).
 */
export function productLines(
  order: Pick<OrderRecord, 'sTitle' | 'nQuantity' | 'aCartData'>,
): { title: string; quantity: number }[] {
  const lines = Array.isArray(order.aCartData) ? order.aCartData : [];
  return lines.length === 0
    ? [{ title: order.sTitle, quantity: order.nQuantity }]
    : lines.map((line) => ({ title: line.sTitle, quantity: line.nQuantity }));
}
