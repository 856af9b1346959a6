/**
 * The CSV columns of the audit trail (ExportAllButton): who did what to which record, and when. The
 * changes are named by their fields only: their values (masked codes included) stay in the console.
 */
import type { RaRecord } from 'react-admin';
import type { ExportFormat } from '../common/ExportAllButton';
import { fieldLabel } from '../common/fieldLabel';
import type { AuditEntry } from '../domain/audit';
import { LABELS_RESOURCE } from './auditResource';

const A = 'gd.audit';

export const auditCsvRows = (records: readonly RaRecord[], { translate, date }: ExportFormat) =>
  (records as unknown as AuditEntry[]).map((entry) => ({
    dCreatedAt: date(entry.dCreatedAt),
    sAdminName: entry.sAdminName,
    sAdminEmail: entry.sAdminEmail,
    sAction: translate(`${A}.actions.${entry.sAction}`, { _: entry.sAction }),
    sResource: translate(`${A}.resources.${entry.sResource}`, { _: entry.sResource }),
    iRecordId: entry.iRecordId,
    sRecordLabel: entry.sRecordLabel ?? '',
    aChanges: (entry.aChanges ?? [])
      .map((change) => fieldLabel(translate, LABELS_RESOURCE[entry.sResource], change.sField))
      .join(', '),
  }));
