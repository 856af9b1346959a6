/**
 * /admin/cms (platform.md s.2, s.6, s.8, s.9): the Settings / CMS pages with columns Page Name and
 * Actions, 10/20/50 a page. The eye (View) opens the view modal, the pencil (Edit) the edit modal;
 * with neither right the user goes to the dashboard. A failed load is a warning notice and an inline
 * notice in place of the table, so no loading indicator is left spinning.
 */
import EditIcon from '@mui/icons-material/Edit';
import ViewIcon from '@mui/icons-material/Visibility';
import { Alert, Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { NoRows } from '../common/ListParts';
import { ListGuard } from '../common/ListGuard';
import { useListRights } from '../common/useListRights';
import { lazyModal } from '../common/lazyModal';
import { moduleLoader } from '../common/moduleLoader';
import type { SettingRow } from './SettingEditDialog';
import { SettingViewDialog } from './SettingViewDialog';
import { SETTINGS_RESOURCE } from './endpoints';
import { useSettingsNotice } from './useSettings';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';

/** The edit modal and its form (Zod, the rich-text editor) load once the list has painted. */
const SettingEditDialog = lazyModal(
  moduleLoader(() => import('./SettingEditDialog')),
  'SettingEditDialog',
  ({ record }) => record !== null,
);

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

const LoadFailed = () => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {translate(`${L}.load_failed`)}
    </Alert>
  );
};

const SettingsList = () => {
  const rights = useListRights(SETTINGS_RESOURCE);
  const notice = useSettingsNotice();
  const [viewing, setViewing] = useState<SettingRow | null>(null);
  const [editing, setEditing] = useState<SettingRow | null>(null);
  return (
    <ListGuard rights={rights}>
      {/* The rule is "View or Edit" (checked above); react-admin's own list check wants View. */}
      <AdminList
        resource={SETTINGS_RESOURCE}
        disableAuthentication
        title={`${L}.title`}
        sort={{ field: 'sTitle', order: 'ASC' }}
        actions={false}
        queryOptions={{ onError: notice.warning }}
        error={<LoadFailed />}
      >
        <ResponsiveDataTable<SettingRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={<NoRows message={`${L}.empty`} />}
        >
          <DataTable.Col source="sTitle" label={`${L}.page_name`} />
          <DataTable.Col label={`${L}.actions`} disableSort align="right">
            <RowActions
              onView={rights.view ? setViewing : undefined}
              onEdit={rights.edit ? setEditing : undefined}
            />
          </DataTable.Col>
        </ResponsiveDataTable>
      </AdminList>
      <SettingViewDialog record={viewing} onClose={() => setViewing(null)} />
      <SettingEditDialog record={editing} onClose={() => setEditing(null)} />
    </ListGuard>
  );
};
export default SettingsList;
