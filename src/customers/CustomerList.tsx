import { DataTable, SearchInput, useTranslate, type Identifier } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { ListGuard } from '../common/ListGuard';
import { NoRows } from '../common/ListParts';
import { RowActions } from '../common/RowActions';
import { StatusSwitch } from '../common/StatusSwitch';
import { useListRights } from '../common/useListRights';
import { capFilter } from '../domain/format';
import type { Customer } from '../domain/customer';
import { KycStatusChip } from '../kyc/KycStatusChip';
import { ADMIN_BASENAME, adminPath } from '../paths';
import { customerPath } from './customerPaths';

const L = 'gd.customers.list';
type Row = Customer & { id: Identifier };
const Column = DataTable.Col<Row>;

/** The first column's text filter, capped at 255 characters (s.1). */
const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`${L}.search`)}
      parse={capFilter}
      resettable
    />,
  ];
};

/**
 * /admin/customers (catalogue-and-orders.md s.2, s.6): server-paged; the status column needs Edit,
 * the actions column any of View/Edit/Delete; with none of them, back to the dashboard.
 */
export const CustomerList = () => {
  const rights = useListRights('customers');
  const filters = useFilters();
  return (
    <ListGuard rights={rights}>
      <AdminList resource="customers" title={`${L}.title`} filters={filters} exporter={false}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoRows message={`${L}.empty`} />}>
          <Column source="sFullName" />
          <Column source="sEmail" />
          <Column source="sUserName" />
          <Column source="sMobileNumber" />
          <Column source="sCountry" />
          <Column source="eCurrency" render={(record) => record.eCurrency?.toUpperCase()} />
          <Column source="sKycStatus" render={(record) => <KycStatusChip status={record.sKycStatus} />} />
          {rights.edit && (
            <Column
              source="eStatus"
              render={() => (
                <StatusSwitch<Row, Row['eStatus']>
                  on="y"
                  off="n"
                  label="gd.customers.status.switch"
                  labelArgs={(row) => ({ name: row.sFullName })}
                />
              )}
            />
          )}
          <Column
            label={`${L}.actions`}
            render={() => (
              <RowActions<Row>
                rights={rights}
                viewPath={(row) => adminPath(ADMIN_BASENAME, customerPath('view', row.id))}
                editPath={(row) => adminPath(ADMIN_BASENAME, customerPath('edit', row.id))}
                name={(row) => row.sFullName}
                content="gd.customers.delete.content"
              />
            )}
          />
        </DataTable>
      </AdminList>
    </ListGuard>
  );
};
