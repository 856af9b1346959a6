import DeleteIcon from '@mui/icons-material/Delete';
import { Stack } from '@mui/material';
import { DataTable, Loading, TopToolbar, useTranslate } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { FloatingAddButton } from '../common/FloatingAddButton';
import { ListGuard } from '../common/ListGuard';
import { EmailText, NoRows } from '../common/ListParts';
import { searchFilters } from '../common/SearchFilters';
import { RowActions } from '../common/RowActions';
import { StatusSwitch } from '../common/StatusSwitch';
import { useListRights } from '../common/useListRights';
import { useFormat } from '../orders/useFormat';
import type { Subadmin } from '../domain/subadmin';
import { endpoints, SUBADMIN_RESOURCE } from './endpoints';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { LegacyAddButton, LegacyEditRowLink } from '../legacyUsers/LegacyActions';
import { BulkStatusButtons } from '../common/bulk/BulkStatusButtons';

const L = 'gd.subadmins.list';
type Row = Subadmin & { id: string };

const SubadminStatusSwitch = () => (
  <StatusSwitch<Row, Row['eStatus']>
    on="y"
    off="n"
    label={`${L}.status_label`}
    labelArgs={(row) => ({ name: row.sFullName })}
    ariaSwitch
  />
);

const SubadminBulkActions = () => (
  <BulkStatusButtons<Row>
    on="y"
    off="n"
    rowLabel={(row) => row.sEmail}
    labels={{
      on: 'gd.subadmins.bulk.activate',
      off: 'gd.subadmins.bulk.deactivate',
      onConfirm: 'gd.subadmins.bulk.activate_confirm',
      offConfirm: 'gd.subadmins.bulk.deactivate_confirm',
    }}
  />
);

// dir: '+33 6...' keeps its plus sign in front in an Arabic page.
const fullMobile = (record: Row) => (
  <span dir="ltr">{[record.sCountryCode, record.sMobileNumber].filter(Boolean).join(' ')}</span>
);

/**
 * /admin/subadmin (platform.md s. 2 and 6): server-paged (10/20/50), one sort column, a search on
 * the first column capped at 255. Without Edit there is no status column, without Edit and Delete no
 * actions column; with none of View/Add/Edit/Delete the page sends the user to the dashboard.
 */
const SubadminList = () => {
  const rights = useListRights(SUBADMIN_RESOURCE);
  const { date } = useFormat();
  const translate = useTranslate();
  const filters = searchFilters({
    resource: SUBADMIN_RESOURCE,
    list: endpoints[SUBADMIN_RESOURCE].list,
    placeholder: `${L}.search`,
    sx: { minWidth: { sm: 320 } },
  });
  return (
    <ListGuard rights={rights} loading={<Loading />}>
      {/* The access rule is "any of the four operations", checked by ListGuard; react-admin's own check wants View. */}
      <AdminList
        disableAuthentication
        title={`${L}.title`}
        filters={filters}
        // The older form's add button is the list's one secondary action (Add only, like the plus).
        actions={
          rights.add ? (
            <TopToolbar>
              <LegacyAddButton />
            </TopToolbar>
          ) : (
            false
          )
        }
        sx={{ pb: 10 }}
      >
        <ResponsiveDataTable<Row>
          rowClick={false}
          // Activate / deactivate as the row's switch: Edit.
          bulkActionButtons={rights.edit ? <SubadminBulkActions /> : false}
          empty={<NoRows message={`${L}.empty`} />}
        >
          <DataTable.Col source="sFullName" />
          <DataTable.Col source="sEmail" render={(record) => <EmailText value={record.sEmail} />} />
          <DataTable.Col source="sMobileNumber" render={fullMobile} />
          <DataTable.Col source="dCreatedAt" render={(record) => date(record.dCreatedAt)} />
          {rights.edit ? <DataTable.Col source="eStatus" field={SubadminStatusSwitch} /> : null}
          {rights.edit || rights.remove ? (
            <DataTable.Col label={translate(`${L}.actions`)} disableSort align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                {rights.edit ? <LegacyEditRowLink /> : null}
                {/* A sub-admin has no detail page: no eye. */}
                <RowActions<Row>
                  rights={{ ...rights, view: false }}
                  name={(row) => row.sFullName}
                  content="gd.subadmins.delete.content"
                  icon={<DeleteIcon fontSize="small" />}
                />
              </Stack>
            </DataTable.Col>
          ) : null}
        </ResponsiveDataTable>
        {rights.add ? <FloatingAddButton label={`${L}.add`} /> : null}
      </AdminList>
    </ListGuard>
  );
};
export default SubadminList;
