import { TopToolbar } from 'react-admin';
import { SelectInput } from '../common/inputs';
import { ColumnsButton } from '../common/ColumnsButton';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { ListGuard } from '../common/ListGuard';
import { EmailText, NoRows } from '../common/ListParts';
import { SavedViewsAside, SavedViewsButton } from '../common/SavedViewsAside';
import { searchFilters } from '../common/SearchFilters';
import { KYC_STATUSES } from '../domain/customerRecords';
import { RowActions } from '../common/RowActions';
import { StatusSwitch } from '../common/StatusSwitch';
import { useListRights } from '../common/useListRights';
import { KycStatusChip } from '../kyc/KycStatusChip';
import { ADMIN_BASENAME, adminPath } from '../paths';
import { customerPath } from './customerPaths';
import { CustomerColumn, type CustomerRow } from './customerRow';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { customerCsvRows } from './customerExport';
import { endpoints } from './endpoints';

const L = 'gd.customers.list';
const KYC_CHOICES = KYC_STATUSES.map((id) => ({ id, name: `gd.kyc.status.${id}` }));

/** Search in a column of the list call's allowlist, and the KYC status (the call's where/where_value). */
const useFilters = () => [
  ...searchFilters({ resource: 'customers', list: endpoints.customers.list, placeholder: `${L}.search` }),
  <SelectInput key="sKycStatus" source="sKycStatus" choices={KYC_CHOICES} alwaysOn />,
];

/**
 * /admin/customers (catalogue-and-orders.md s.2, s.6): server-paged; the status column needs Edit,
 * the actions column any of View/Edit/Delete; with none of them, back to the dashboard.
 */
export const CustomerList = () => {
  const rights = useListRights('customers');
  const filters = useFilters();
  return (
    <ListGuard rights={rights}>
      <AdminList
        resource="customers"
        title={`${L}.title`}
        filters={filters}
        exporter={false}
        aside={<SavedViewsAside />}
        actions={
          <TopToolbar>
            <SavedViewsButton />
            <ColumnsButton />
            <ExportAllButton toRows={customerCsvRows} />
          </TopToolbar>
        }
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<NoRows message={`${L}.empty`} />}
        >
          <CustomerColumn source="sFullName" />
          <CustomerColumn source="sEmail" render={(record) => <EmailText value={record.sEmail} />} />
          <CustomerColumn source="sUserName" />
          <CustomerColumn source="sMobileNumber" />
          <CustomerColumn source="sCountry" />
          <CustomerColumn source="eCurrency" render={(record) => record.eCurrency?.toUpperCase()} />
          <CustomerColumn
            source="sKycStatus"
            render={(record) => <KycStatusChip status={record.sKycStatus} />}
          />
          {rights.edit && (
            <CustomerColumn
              source="eStatus"
              render={() => (
                <StatusSwitch<CustomerRow, CustomerRow['eStatus']>
                  on="y"
                  off="n"
                  label="gd.customers.status.switch"
                  labelArgs={(row) => ({ name: row.sFullName })}
                />
              )}
            />
          )}
          <CustomerColumn
            label={`${L}.actions`}
            render={() => (
              <RowActions<CustomerRow>
                rights={rights}
                viewPath={(row) => adminPath(ADMIN_BASENAME, customerPath('view', row.id))}
                editPath={(row) => adminPath(ADMIN_BASENAME, customerPath('edit', row.id))}
                name={(row) => row.sFullName}
                content="gd.customers.delete.content"
              />
            )}
          />
        </ResponsiveDataTable>
      </AdminList>
    </ListGuard>
  );
};
