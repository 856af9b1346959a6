/**
 * /admin/audit: the audit trail, newest first, paged and filtered by the server (POST
 * /admin/audit/list, a proposed extension). Against an API without it (404) the page says so.
 */
import { Alert } from '@mui/material';
import { DataTable, DateInput, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { SelectInput, TextInput } from '../common/inputs';
import { errorMessage } from '../api/http';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { auditCsvRows } from './auditExport';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditEntry } from '../domain/audit';
import { useFormat } from '../orders/useFormat';
import { AuditChanges } from './AuditChanges';
import { ActionChip, ActorCell, RecordCell } from './AuditParts';
import { isExtensionAbsentError } from '../api/extensions';
import { AUDIT_RESOURCE, ignoreError } from './auditResource';

const A = 'gd.audit';
type Row = AuditEntry & { id: string };

const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: `${A}.actions.${id}` }));
const RESOURCE_CHOICES = AUDIT_RESOURCES.map((id) => ({ id, name: `${A}.resources.${id}` }));

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${A}.filters.actor`)} />,
    <SelectInput
      key="sAction"
      source="sAction"
      label={`${A}.filters.action`}
      choices={ACTION_CHOICES}
      alwaysOn
    />,
    <SelectInput
      key="sResource"
      source="sResource"
      label={`${A}.filters.resource`}
      choices={RESOURCE_CHOICES}
    />,
    <TextInput key="iRecordId" source="iRecordId" label={`${A}.filters.record`} />,
    <DateInput key="dFrom" source="dFrom" label={`${A}.filters.from`} alwaysOn />,
    <DateInput key="dTo" source="dTo" label={`${A}.filters.to`} alwaysOn />,
  ];
}

function AuditError() {
  const translate = useTranslate();
  const { error } = useListContext();
  if (isExtensionAbsentError(error)) return <Alert severity="info">{translate(`${A}.unavailable`)}</Alert>;
  return <Alert severity="warning">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
}

export const AuditList = () => {
  const translate = useTranslate();
  const { date } = useFormat();
  return (
    <AdminList
      resource={AUDIT_RESOURCE}
      storeKey="audit.list"
      title={`${A}.title`}
      filters={useFilters()}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportAllButton toRows={auditCsvRows} />
        </TopToolbar>
      }
      error={<AuditError />}
      // The 404 of an API without the call is a state of the page, not a failure to notify.
      queryOptions={{ onError: ignoreError }}
    >
      {/* Cards on a phone: five columns of changes made the page 593 px wide at 360. */}
      <ResponsiveDataTable<Row>
        bulkActionButtons={false}
        rowClick={false}
        empty={<>{translate(`${A}.empty`)}</>}
      >
        <DataTable.Col<Row>
          source="dCreatedAt"
          label={`${A}.columns.date`}
          render={(entry) => date(entry.dCreatedAt)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col<Row>
          source="sAdminEmail"
          label={`${A}.columns.actor`}
          render={(entry) => <ActorCell entry={entry} />}
        />
        <DataTable.Col<Row>
          source="sAction"
          label={`${A}.columns.action`}
          render={(entry) => <ActionChip action={entry.sAction} />}
        />
        <DataTable.Col<Row>
          source="sResource"
          label={`${A}.columns.record`}
          render={(entry) => <RecordCell entry={entry} />}
        />
        <DataTable.Col<Row>
          source="aChanges"
          label={`${A}.columns.changes`}
          disableSort
          render={(entry) => <AuditChanges changes={entry.aChanges} resource={entry.sResource} />}
        />
      </ResponsiveDataTable>
    </AdminList>
  );
};
