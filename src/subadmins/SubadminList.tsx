import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Fab, IconButton, Tooltip, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router-dom';
import {
  DataTable,
  List,
  Loading,
  Pagination,
  SearchInput,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { capFilter, formatDateTime } from '../domain/format';
import type { Subadmin } from '../domain/subadmin';
import { ADMIN_HOME } from '../paths';
import { SubadminStatusSwitch } from './SubadminStatusSwitch';
import { useSubadminRights } from './useSubadminRights';
import { SUBADMIN_RESOURCE } from './useSubadminSave';

const L = 'gd.subadmins.list';
type Row = Subadmin & { id: string };

/** The search on the first column (full name), capped at 255 characters (section 5). */
const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      parse={capFilter}
      placeholder={translate(`${L}.search`)}
      aria-label={translate(`${L}.search`)}
      sx={{ minWidth: { sm: 320 } }}
    />,
  ];
};

const EditLink = () => {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const label = translate(`${L}.edit`);
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={createPath({ resource: SUBADMIN_RESOURCE, type: 'edit', id: record.id })}
        aria-label={`${label}: ${record.sFullName}`}
        color="primary"
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The floating add button (platform.md s. 2), only with Add. */
const AddFab = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const label = translate(`${L}.add`);
  return (
    <Tooltip title={label} placement="left">
      <Fab
        color="primary"
        component={Link}
        to={createPath({ resource: SUBADMIN_RESOURCE, type: 'create' })}
        aria-label={label}
        sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 2 }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(`${L}.empty`)}
    </Typography>
  );
};

const fullMobile = (record: Row) => [record.sCountryCode, record.sMobileNumber].filter(Boolean).join(' ');

/**
 * /admin/subadmin (platform.md s. 2 and 6): server-paged (10/20/50), one sort column, a search on
 * the first column capped at 255. Without Edit there is no status column, without Edit and Delete no
 * actions column; with none of View/Add/Edit/Delete the page sends the user to the dashboard.
 */
const SubadminList = () => {
  const rights = useSubadminRights();
  const translate = useTranslate();
  const filters = useFilters();
  if (rights.isPending) return <Loading />;
  if (!rights.canAny) return <Navigate to={ADMIN_HOME} replace />;
  const showActions = rights.canEdit || rights.canDelete;
  return (
    <>
      {/* The access rule is "any of the four operations", checked above; react-admin's own check wants View. */}
      <List
        disableAuthentication
        title={`${L}.title`}
        filters={filters}
        sort={{ field: 'dCreatedAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
        actions={false}
        empty={false}
        sx={{ pb: 10 }}
      >
        <DataTable<Row> rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="sFullName" />
          <DataTable.Col source="sEmail" />
          <DataTable.Col source="sMobileNumber" render={fullMobile} />
          <DataTable.Col source="dCreatedAt" render={(record) => formatDateTime(record.dCreatedAt)} />
          {rights.canEdit ? <DataTable.Col source="eStatus" field={SubadminStatusSwitch} /> : null}
          {showActions ? (
            <DataTable.Col label={translate(`${L}.actions`)} disableSort align="right">
              <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                {rights.canEdit ? <EditLink /> : null}
                {rights.canDelete ? (
                  <ConfirmDeleteButton<Row>
                    name={(row) => row.sFullName}
                    content="gd.subadmins.delete.content"
                    icon={<DeleteIcon fontSize="small" />}
                  />
                ) : null}
              </Box>
            </DataTable.Col>
          ) : null}
        </DataTable>
      </List>
      {rights.canAdd ? <AddFab /> : null}
    </>
  );
};
export default SubadminList;
