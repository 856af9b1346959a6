import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { Navigate } from 'react-router-dom';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { capFilter } from '../domain/format';
import type { Customer } from '../domain/customer';
import { ADMIN_HOME } from '../paths';
import { CustomerStatusSwitch } from './CustomerStatusSwitch';
import { RowLink } from './RowLink';
import { customerPath } from './customerPaths';
import { useCustomerRights } from './useCustomerRights';
import { KycStatusChip } from '../kyc/KycStatusChip';

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

const Actions = ({
  canView,
  canEdit,
  canDelete,
}: {
  canView: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) => {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {canView && (
        <RowLink
          to={customerPath('view', record.id)}
          label={`${translate(`${L}.view`)}: ${record.sFullName}`}
          icon={<VisibilityIcon fontSize="small" />}
        />
      )}
      {canEdit && (
        <RowLink
          to={customerPath('edit', record.id)}
          label={`${translate(`${L}.edit`)}: ${record.sFullName}`}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      {canDelete && (
        <ConfirmDeleteButton<Row> name={(row) => row.sFullName} content="gd.customers.delete.content" />
      )}
    </Stack>
  );
};

/**
 * /admin/customers (catalogue-and-orders.md s.2, s.6): server-paged; the status column needs Edit,
 * the actions column any of View/Edit/Delete; with none of them, back to the dashboard.
 */
export const CustomerList = () => {
  const rights = useCustomerRights();
  const filters = useFilters();
  if (rights.isPending) return null;
  if (!rights.any) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <List
      resource="customers"
      title={`${L}.title`}
      filters={filters}
      sort={{ field: 'dCreatedAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      exporter={false}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows />}>
        <Column source="sFullName" />
        <Column source="sEmail" />
        <Column source="sUserName" />
        <Column source="sMobileNumber" />
        <Column source="sCountry" />
        <Column source="eCurrency" render={(record) => record.eCurrency?.toUpperCase()} />
        <Column source="sKycStatus" render={(record) => <KycStatusChip status={record.sKycStatus} />} />
        {rights.canEdit && <Column source="eStatus" render={() => <CustomerStatusSwitch />} />}
        {rights.any && (
          <Column
            label={`${L}.actions`}
            render={() => (
              <Actions canView={rights.canView} canEdit={rights.canEdit} canDelete={rights.canDelete} />
            )}
          />
        )}
      </DataTable>
    </List>
  );
};

const EmptyRows = () => {
  const translate = useTranslate();
  return <div style={{ padding: 16 }}>{translate(`${L}.empty`)}</div>;
};
