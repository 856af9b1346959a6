/**
 * The one place an API field name (`sTitle`, `iSenderId`) becomes the words a person reads: CSV
 * headers and audit change lists use the label the screens show, in the user's locale, and a field
 * no screen labels gets a readable name built from its own, never the raw name.
 */
import type { TranslateFunction } from 'react-admin';

/**
 * Fields the screens label with the app's own keys rather than a resource's: the login and password
 * forms are no react-admin resource, and an order's codes and reason show on its details dialog.
 */
const APP_FIELD_KEYS: Readonly<Record<string, string>> = {
  sPassword: 'gd.auth.password',
  aCardCode: 'gd.orders.details.codes',
  sOrderContent: 'gd.orders.details.code',
  sSerialNo: 'gd.orders.details.serial',
  dViewedAt: 'gd.orders.details.viewed_at',
  sRejectReason: 'gd.orders.details.reject_reason',
};

/** Words kept in capitals when a name is spelled out. */
const ACRONYMS = new Set(['id', 'url', 'kyc', 'lp', 'otp', 'pin']);

/**
 * `iSenderId` -> 'Sender ID', `aCardCode` -> 'Card code', `_id` -> 'ID', `link` -> 'Link': the API's
 * one-letter type prefix dropped (s text, n number, b flag, e enum, d date, i id, a list, o object),
 * camel case split, the first word capitalised.
 */
export function readableFieldName(field: string): string {
  const bare = field.replace(/^_+/, '').replace(/^[snbedaio](?=[A-Z])/, '');
  const words = bare
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  if (words.length === 0) return field;
  const [first, ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** The screens' label of `field` of react-admin's `resource`, else the app's key, else a readable name. */
export function fieldLabel(translate: TranslateFunction, resource: string, field: string): string {
  const readable = readableFieldName(field);
  const appKey = APP_FIELD_KEYS[field];
  const fallback = appKey ? translate(appKey, { _: readable }) : readable;
  return translate(`resources.${resource}.fields.${field}`, { _: fallback });
}

/**
 * The rows with their keys turned into labels (CSV headers), values untouched, column order kept.
 * Two fields the screens label alike (a category's id and title are both 'Category') keep apart:
 * the second gets its readable name too, so no column overwrites another.
 */
export function labelRows(
  rows: readonly Record<string, unknown>[],
  label: (field: string) => string,
): Record<string, unknown>[] {
  const labels = new Map<string, string>();
  const taken = new Set<string>();
  const labelOf = (field: string) => {
    let text = labels.get(field);
    if (text === undefined) {
      text = label(field);
      if (taken.has(text)) text = `${text} (${readableFieldName(field)})`;
      labels.set(field, text);
      taken.add(text);
    }
    return text;
  };
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [labelOf(key), value])),
  );
}
