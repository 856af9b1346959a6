/**
 * The audit's view of a change: the fields that differ between two snapshots of a record, with every
 * secret masked before it can reach the audit file or an answer. Pure.
 */
import { AUDIT_MASK, maskCode, type AuditChange } from '../src/domain/audit';

/** Card codes and serials: the last 4 characters stay visible (when the code is long enough to spare them). */
const CODE_KEYS = new Set(['sCode', 'sSerialNo', 'sSerial', 'sOrderContent']);
/** Shown as the mask alone: nothing of a password, pin, token or link helps a reader. */
const HIDDEN_KEYS = new Set(['sPin', 'link', 'sLink', 'sUrl', 'sURLToken']);
const HIDDEN_PATTERN = /password|token|secret|hash/i;

/** Fields every change touches; listing them would only hide the change itself. */
const IGNORED_FIELDS = new Set(['_id', 'dUpdatedAt']);

const isSecretKey = (key: string) => CODE_KEYS.has(key) || HIDDEN_KEYS.has(key) || HIDDEN_PATTERN.test(key);

/** Every leaf under a secret key masked (a nested object under one keeps no clear value). */
function maskAll(value: unknown, code: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => maskAll(item, code));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskAll(item, code)]));
  }
  return code ? maskCode(value) : AUDIT_MASK;
}

/** A copy of `value` with the values of secret keys masked, at any depth. */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (key && isSecretKey(key)) return maskAll(value, CODE_KEYS.has(key));
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]));
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The top-level fields that differ, each side masked; an absent record counts as no fields. */
export function diffRecords(before: object | undefined, after: object | undefined): AuditChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (field) => !IGNORED_FIELDS.has(field),
  );
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (same(from[field], to[field])) continue;
    const change: AuditChange = { sField: field };
    if (from[field] !== undefined) change.before = maskSecrets(from[field], field);
    if (to[field] !== undefined) change.after = maskSecrets(to[field], field);
    changes.push(change);
  }
  return changes;
}
