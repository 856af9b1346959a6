/**
 * How an audit value reads on screen: masked secrets as they are, permission sets as a short
 * "module: operations" summary, lists and objects as `field: value` text (cut, the whole in a tooltip).
 */
import { readableFieldName } from '../common/fieldLabel';
import { isGranted } from '../domain/permissions';

const MAX_TEXT = 160;

interface PermissionLike {
  permissions: string;
  operations: { name: string; canOperate: unknown }[];
}
const isPermissionSet = (value: unknown): value is PermissionLike[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item) =>
      typeof item === 'object' && item !== null && 'permissions' in item && Array.isArray(item.operations),
  );

/**
 * The whole value as text (the tooltip); `empty` stands for an absent side or null; `label` names
 * the fields of a nested record (the screens' labels in the app, a readable name by default).
 */
export function auditText(
  value: unknown,
  empty: string,
  label: (field: string) => string = readableFieldName,
): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isPermissionSet(value)) {
    const granted = value
      .map((entry) => ({
        module: entry.permissions,
        ops: entry.operations.filter((op) => isGranted(op.canOperate)).map((op) => op.name),
      }))
      .filter((entry) => entry.ops.length > 0)
      .map((entry) => `${entry.module}: ${entry.ops.join(', ')}`);
    return granted.length > 0 ? granted.join('; ') : empty;
  }
  if (Array.isArray(value)) {
    return value.length > 0 ? value.map((item) => auditText(item, empty, label)).join(' | ') : empty;
  }
  if (typeof value === 'object') {
    // Row ids and unset fields say nothing to a reader: `Code: ••••7788, Serial no: ••••2333`.
    const parts = Object.entries(value)
      .filter(([key, item]) => key !== '_id' && item !== null && item !== undefined && item !== '')
      .map(([key, item]) => `${label(key)}: ${auditText(item, empty, label)}`);
    return parts.length > 0 ? parts.join(', ') : empty;
  }
  return String(value);
}

/** The value as shown in a cell: at most MAX_TEXT characters. */
export function auditShortText(
  value: unknown,
  empty: string,
  label: (field: string) => string = readableFieldName,
): string {
  const text = auditText(value, empty, label);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
