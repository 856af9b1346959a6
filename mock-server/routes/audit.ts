/**
 * The audit trail's one call (a proposed extension in docs/api.md): POST /admin/audit/list,
 * server-paged, newest first, filtered by actor, action, record and date range. The per-record
 * history of the screens is the same call filtered by iRecordId. Audit View only (403 otherwise).
 */
import type { AuditEntry } from '../../src/domain/audit';
import { listQuery, type ListConfig } from '../listQuery';
import { OBJECT_BODY } from '../records';
import { route } from '../routeTable';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a date filter names; a date alone is its day's start (dFrom) or the next day's (dTo). */
function instant(value: string | number | boolean, endOfDay: boolean): number {
  const text = String(value).trim();
  const time = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  return DATE_ONLY.test(text) && endOfDay ? time + DAY_MS : time;
}

const AUDIT_LIST: ListConfig<AuditEntry> = {
  searchFields: ['sAdminEmail', 'sAdminName', 'sRecordLabel', 'iRecordId'],
  sortKeys: {
    dCreatedAt: 'dCreatedAt',
    sAction: 'sAction',
    sAdminEmail: 'sAdminEmail',
    sResource: 'sResource',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: {
    iAdminId: 'iAdminId',
    sAction: 'sAction',
    sResource: 'sResource',
    iRecordId: 'iRecordId',
    // An unreadable date filters nothing out (lenient, like the other list fields).
    dFrom: (entry, value) => !(Date.parse(entry.dCreatedAt) < instant(value, false)),
    dTo: (entry, value) => !(Date.parse(entry.dCreatedAt) >= instant(value, true)),
  },
};

export const auditRoutes = [
  route({
    method: 'post',
    path: '/admin/audit/list',
    kind: 'extension',
    access: { resource: 'audit', action: 'list' },
    body: OBJECT_BODY,
    handler: ({ audit, body }) => {
      // Reversed first: entries of the same millisecond still list newest first (the sort is stable).
      const { data, total } = listQuery([...(audit?.list() ?? [])].reverse(), body, AUDIT_LIST);
      return { message: 'audit_list_success', data, total };
    },
  }),
];
