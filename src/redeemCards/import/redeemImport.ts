/**
 * The redeem-code import's rules, without React: reading a supplier's CSV (papaparse, in chunks that
 * leave the page responsive), guessing which column is which field, checking each line with the
 * form's own schema (`redeemCardSchema`) and for codes repeated in the file, and the result CSV.
 * Codes compare as the API compares them (`sameCode`: trimmed, any case).
 */
import Papa from 'papaparse';
import { csvSafeText } from '../../common/csvSafe';
import { REDEEM_CARD_FIELDS, redeemCardSchema, type RedeemCardInput } from '../../domain/cards';
// Trimmed and upper case: the comparison of `sameCode`, which the API's 409 follows.
import { codeKey } from '../../domain/orderCodes';

type ImportField = (typeof REDEEM_CARD_FIELDS)[number];
export const IMPORT_FIELDS: readonly ImportField[] = REDEEM_CARD_FIELDS;

/** A line of the file after its header: its 1-based line number (the header is line 1) and its cells. */
interface CsvLine {
  line: number;
  cells: string[];
}

export interface CsvFile {
  header: string[];
  lines: CsvLine[];
}

/** A file past this many lines is refused: the browser holds it whole, and the API takes one call a code. */
const IMPORT_MAX_LINES = 50_000;
/** Bytes parsed between two yields to the browser: a few milliseconds of work each. */
const PARSE_CHUNK_BYTES = 64 * 1024;
/** Lines checked between two yields. */
const CHECK_SLICE = 500;

export class CsvImportError extends Error {
  /** An i18n key of gd.redeemImport.errors, with its arguments. */
  constructor(
    readonly key: 'empty' | 'too_many' | 'unreadable',
    readonly args: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'CsvImportError';
  }
}

/** Gives the browser a turn (paint, input) between two slices of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Chunked reading on the main thread, of a File or of a string alike. */
type ParseOptions = Papa.ParseLocalConfig<string[], Papa.LocalFile> &
  Papa.ParseConfig<string[]> & { worker?: false; download?: false };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV (a File in the browser, a string in tests): the first row is the header, blank lines
 * are skipped but counted, so line numbers are the file's (for a file without line breaks inside
 * quoted cells). Parsed in chunks with a yield after each, so 10 000 lines never block the page;
 * papaparse's worker mode needs its own script URL, which an ES module bundle does not give it.
 */
export function parseCsv(input: File | string, onLines?: (count: number) => void): Promise<CsvFile> {
  return new Promise((resolve, reject) => {
    let header: string[] | undefined;
    const lines: CsvLine[] = [];
    let row = 0;
    let failed = false;
    const fail = (error: Error, parser?: Papa.Parser) => {
      failed = true;
      parser?.abort();
      reject(error);
    };
    const config: ParseOptions = {
      header: false,
      skipEmptyLines: false,
      chunkSize: PARSE_CHUNK_BYTES,
      chunk(results, parser) {
        for (const cells of results.data) {
          row += 1;
          if (!Array.isArray(cells) || isBlank(cells)) continue;
          if (!header) header = cells.map((cell) => cell.trim());
          else lines.push({ line: row, cells });
        }
        if (lines.length > IMPORT_MAX_LINES) {
          fail(new CsvImportError('too_many', { max: IMPORT_MAX_LINES }), parser);
          return;
        }
        onLines?.(lines.length);
        parser.pause();
        void yieldToBrowser().then(() => parser.resume());
      },
      complete() {
        if (failed) return;
        if (!header || lines.length === 0) reject(new CsvImportError('empty'));
        else resolve({ header, lines });
      },
      error(error: Error) {
        if (!failed) fail(new CsvImportError('unreadable', { reason: error.message }));
      },
    };
    // A BOM before the header would otherwise be part of the first column's name.
    Papa.parse<string[]>(typeof input === 'string' ? input.replace(/^\uFEFF/, '') : input, config);
  });
}

/** Which column (index in the header) feeds each field; null: none (the field is then missing). */
export type ColumnMapping = Record<ImportField, number | null>;

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names taken as the field, compared without case, spaces or punctuation. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  sCode: ['scode', 'code', 'cardcode', 'redeemcode', 'vouchercode', 'voucher', 'giftcode', 'coupon'],
  sPin: ['spin', 'pin', 'pincode', 'pinnumber'],
  nValue: ['nvalue', 'value', 'facevalue', 'amount', 'denomination'],
  eCurrency: ['ecurrency', 'currency', 'currencycode', 'curr', 'ccy'],
};
/** A word a longer name may contain ('Card PIN', 'Value (USD)'): pin first, so 'PIN code' is the pin. */
const PARTS: readonly [ImportField, string][] = [
  ['sPin', 'pin'],
  ['eCurrency', 'currency'],
  ['nValue', 'value'],
  ['nValue', 'amount'],
  ['sCode', 'code'],
];

/** The first guess: exact names (sCode, Code, PIN, currency...) first, then names containing the word. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const names = header.map(normalise);
  const mapping: ColumnMapping = { sCode: null, sPin: null, nValue: null, eCurrency: null };
  const taken = new Set<number>();
  const take = (field: ImportField, column: number) => {
    if (column === -1 || mapping[field] !== null || taken.has(column)) return;
    mapping[field] = column;
    taken.add(column);
  };
  for (const field of IMPORT_FIELDS) {
    for (const synonym of SYNONYMS[field]) take(field, names.indexOf(synonym));
  }
  for (const [field, part] of PARTS) {
    take(
      field,
      names.findIndex((name, column) => !taken.has(column) && name.includes(part)),
    );
  }
  return mapping;
}

/** Why a line is refused: the field and the schema's message (an i18n key). */
export interface Reason {
  field: ImportField;
  key: string;
}

export interface ValidLine {
  line: number;
  card: RedeemCardInput;
}
interface InvalidLine {
  line: number;
  code: string;
  reasons: Reason[];
}
interface DuplicateLine {
  line: number;
  code: string;
  /** The earlier line with the same code. */
  firstLine: number;
}

export interface ImportCheck {
  valid: ValidLine[];
  invalid: InvalidLine[];
  duplicates: DuplicateLine[];
}

const cellOf = (cells: readonly string[], column: number | null) =>
  column === null ? '' : (cells[column] ?? '');

/**
 * Checks lines one after another: each against the form's schema, then its code against the valid
 * lines before it. Currency codes are taken in any case ('USD'), as suppliers write them.
 */
function lineChecker(mapping: ColumnMapping) {
  const seen = new Map<string, number>();
  const result: ImportCheck = { valid: [], invalid: [], duplicates: [] };
  const check = ({ line, cells }: CsvLine) => {
    const raw = {
      sCode: cellOf(cells, mapping.sCode),
      sPin: cellOf(cells, mapping.sPin),
      nValue: cellOf(cells, mapping.nValue),
      eCurrency: cellOf(cells, mapping.eCurrency).trim().toLowerCase(),
    };
    const code = raw.sCode.trim();
    const parsed = redeemCardSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => ({
        field: issue.path[0] as ImportField,
        key: issue.message,
      }));
      result.invalid.push({ line, code, reasons });
      return;
    }
    const key = codeKey(parsed.data.sCode);
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      result.duplicates.push({ line, code, firstLine });
      return;
    }
    seen.set(key, line);
    result.valid.push({ line, card: parsed.data });
  };
  return { check, result };
}

/** Every line checked, a slice at a time with a yield between: the preview of 10 000 lines stays fluid. */
export async function checkLines(
  lines: readonly CsvLine[],
  mapping: ColumnMapping,
  signal?: AbortSignal,
): Promise<ImportCheck> {
  const checker = lineChecker(mapping);
  for (let start = 0; start < lines.length; start += CHECK_SLICE) {
    if (signal?.aborted) break;
    lines.slice(start, start + CHECK_SLICE).forEach(checker.check);
    if (start + CHECK_SLICE < lines.length) await yieldToBrowser();
  }
  return checker.result;
}

/** Each line's end: the result CSV's outcome column. */
type LineOutcome = 'imported' | 'invalid' | 'duplicate' | 'exists' | 'failed' | 'not_sent';
export const LINE_OUTCOMES: readonly LineOutcome[] = [
  'imported',
  'invalid',
  'duplicate',
  'exists',
  'failed',
  'not_sent',
];

export interface LineResult {
  line: number;
  code: string;
  outcome: LineOutcome;
  /** Invalid lines: why. */
  reasons?: Reason[];
  /** Duplicates: the first line with the code. */
  firstLine?: number;
  /** Calls: the server's message. */
  message?: string;
}

/** The outcome of one create, as the import reports it (the component maps runBulk's outcomes here). */
export interface SentResult {
  line: ValidLine;
  outcome: 'imported' | 'exists' | 'failed' | 'not_sent';
  message?: string;
}

/** Every line of the file with its outcome, in the file's order. */
export function lineResults(check: ImportCheck, sent: readonly SentResult[]): LineResult[] {
  const results: LineResult[] = [
    ...check.invalid.map((line) => ({ ...line, outcome: 'invalid' as const })),
    ...check.duplicates.map((line) => ({ ...line, outcome: 'duplicate' as const })),
    ...sent.map(({ line, outcome, message }) => ({
      line: line.line,
      code: line.card.sCode,
      outcome,
      message,
    })),
  ];
  return results.sort((a, b) => a.line - b.line);
}

/** How many lines ended each way. */
export function countOutcomes(results: readonly LineResult[]): Record<LineOutcome, number> {
  const counts = Object.fromEntries(LINE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    LineOutcome,
    number
  >;
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}

/**
 * A code is a secret (the list never exports one unless revealed): the result shows its last 4
 * characters, enough to find the line in the supplier's sheet (at most half of a short code), after
 * a mask of fixed width, which tells nothing of its length (as the list's masked codes).
 */
const CODE_MASK = '********';
export function maskCode(code: string): string {
  const shown = Math.min(4, Math.floor(code.length / 2));
  return code === '' ? '' : `${CODE_MASK}${code.slice(code.length - shown)}`;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const R = 'gd.redeemImport';

/** The text of a line's message column. */
export function lineMessage(result: LineResult, translate: Translate): string {
  if (result.reasons) {
    return result.reasons
      .map(({ field, key }) => `${translate(`resources.redeemCards.fields.${field}`)}: ${translate(key)}`)
      .join('; ');
  }
  if (result.outcome === 'duplicate') return translate(`${R}.same_code_as`, { line: result.firstLine });
  if (result.outcome === 'not_sent') return translate(`${R}.not_sent_note`);
  return result.message ?? '';
}

/**
 * The result CSV: line, masked code, outcome and message, with the user's column names; never a
 * pin, and no cell a spreadsheet would run as a formula.
 */
export function resultCsv(results: readonly LineResult[], translate: Translate): string {
  const fields = ['line', 'code', 'outcome', 'message'].map((column) => translate(`${R}.csv.${column}`));
  const data = results.map((result) => [
    String(result.line),
    maskCode(result.code),
    translate(`${R}.outcome.${result.outcome}`),
    lineMessage(result, translate),
  ]);
  const safe = (cells: string[]) => cells.map(csvSafeText);
  return Papa.unparse({ fields: safe(fields), data: data.map(safe) });
}
