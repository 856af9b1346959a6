/**
 * /admin/cms (platform.md s.2, s.6, s.8, s.9): the Settings / CMS pages with columns Page Name and
 * Actions, 10/20/50 a page. The eye (View) opens the view modal, the pencil (Edit) the edit modal;
 * with neither right the user goes to the dashboard. A failed load is a warning notice and an inline
 * notice in place of the table, so no loading indicator is left spinning.
 */
import EditIcon from '@mui/icons-material/Edit';
import ViewIcon from '@mui/icons-material/Visibility';
import { Alert, Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ADMIN_HOME } from '../paths';
import { SettingEditDialog, type SettingRow } from './SettingEditDialog';
import { SettingViewDialog } from './SettingViewDialog';
import { SETTINGS_RESOURCE, useSettingsNotice, useSettingsRights } from './useSettings';

const L = 'gd.settings.list';

interface RowActionsProps {
  onView?: (record: SettingRow) => void;
  onEdit?: (record: SettingRow) => void;
}

const RowActions = ({ onView, onEdit }: RowActionsProps) => {
  const record = useRecordContext<SettingRow>();
  const translate = useTranslate();
  if (!record) return null;
  const action = (label: string, icon: React.ReactNode, open: (row: SettingRow) => void) => (
    <Tooltip title={translate(label)}>
      <IconButton
        size="small"
        color="primary"
        aria-label={`${translate(label)}: ${record.sTitle}`}
        onClick={() => open(record)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {onView ? action(`${L}.view`, <ViewIcon fontSize="small" />, onView) : null}
      {onEdit ? action(`${L}.edit`, <EditIcon fontSize="small" />, onEdit) : null}
    </Box>
  );
};

const Message = ({ text, severity }: { text: string; severity?: 'warning' }) => {
  const translate = useTranslate();
  return severity ? (
    <Alert severity={severity} sx={{ m: 2 }}>
      {translate(text)}
    </Alert>
  ) : (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(text)}
    </Typography>
  );
};

const SettingsList = () => {
  const rights = useSettingsRights();
  const notice = useSettingsNotice();
  const refresh = useRefresh();
  const [viewing, setViewing] = useState<SettingRow | null>(null);
  const [editing, setEditing] = useState<SettingRow | null>(null);
  if (rights.isPending) return null;
  if (!rights.view && !rights.edit) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <>
      {/* The rule is "View or Edit" (checked above); react-admin's own list check wants View. */}
      <List
        resource={SETTINGS_RESOURCE}
        disableAuthentication
        title={`${L}.title`}
        sort={{ field: 'sTitle', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
        actions={false}
        empty={false}
        queryOptions={{ onError: notice.listFailed }}
        error={<Message text={`${L}.load_failed`} severity="warning" />}
      >
        <DataTable<SettingRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={<Message text={`${L}.empty`} />}
        >
          <DataTable.Col source="sTitle" label={`${L}.page_name`} />
          <DataTable.Col label={`${L}.actions`} disableSort align="right">
            <RowActions
              onView={rights.view ? setViewing : undefined}
              onEdit={rights.edit ? setEditing : undefined}
            />
          </DataTable.Col>
        </DataTable>
      </List>
      <SettingViewDialog record={viewing} onClose={() => setViewing(null)} />
      <SettingEditDialog record={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
};
export default SettingsList;
