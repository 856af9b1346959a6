import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Typography } from '@mui/material';
import {
  DataTable,
  ListBase,
  Pagination,
  useBasename,
  useCanAccess,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { errorMessage } from '../api/http';
import { formatDateTime, formatMoney } from '../domain/format';
import { RowLink } from '../common/RowActions';
import { adminPath } from '../paths';
import { transactionPath, walletTransactionPath } from './customerPaths';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { MIRRORED } from '../common/direction';

const A = 'gd.customers.activity';

/** The orders engineer's list contract (transactions and walletTransactions resources). */
export interface ActivityRow {
  id: Identifier;
  _id: string;
  sOrderId: string;
  sEmail: string;
  eGateway: string;
  eStatus: string;
  nTotalAmount: number;
  eCurrency: string;
  dCreatedAt: string;
  /** Wallet transactions only. */
  sType?: string;
}

export type ActivityKind = 'transactions' | 'walletTransactions';

const KIND = {
  transactions: { title: `${A}.orders`, path: transactionPath },
  walletTransactions: { title: `${A}.wallet`, path: walletTransactionPath },
} as const;

const Column = DataTable.Col<ActivityRow>;

const OpenLink = ({ kind }: { kind: ActivityKind }) => {
  const record = useRecordContext<ActivityRow>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  return (
    <RowLink
      to={adminPath(basename, KIND[kind].path(record.id))}
      label={translate(`${A}.open`, { id: record.sOrderId || String(record.id) })}
      icon={<OpenInNewIcon {...MIRRORED} fontSize="small" />}
    />
  );
};

/** The table, or a clear inline error when the list cannot load (the page around it keeps working). */
const ActivityTable = ({ kind }: { kind: ActivityKind }) => {
  const { error } = useListContext<ActivityRow>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (error) {
    return (
      <Alert severity="warning" role="alert">
        {translate(`${A}.load_error`, { message: errorMessage(error) })}
      </Alert>
    );
  }
  return (
    <>
      <ResponsiveDataTable
        bulkActionButtons={false}
        rowClick={false}
        size="small"
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate(`${A}.empty`)}
          </Typography>
        }
      >
        <Column source="sOrderId" label={`${A}.order_id`} disableSort />
        <Column source="eGateway" label={`${A}.method`} disableSort />
        <Column source="eStatus" label={`${A}.status`} disableSort />
        <Column
          source="nTotalAmount"
          label={`${A}.amount`}
          disableSort
          render={(row) => formatMoney(row.nTotalAmount, row.eCurrency || 'usd', locale)}
        />
        {kind === 'walletTransactions' && <Column source="sType" label={`${A}.detail`} disableSort />}
        <Column
          source="dCreatedAt"
          label={`${A}.date`}
          disableSort
          render={(row) => formatDateTime(row.dCreatedAt, locale)}
        />
        <Column label="" render={() => <OpenLink kind={kind} />} />
      </ResponsiveDataTable>
      <Pagination rowsPerPageOptions={[5, 10]} />
    </>
  );
};

/**
 * Beyond the spec (docs/api.md): one customer's orders/payments or wallet transactions, filtered by the
 * customer's email as a permanent filter, newest first, a small page; rows link to their detail.
 */
export const CustomerActivity = ({ kind, email }: { kind: ActivityKind; email: string }) => {
  const translate = useTranslate();
  // Group Transaction (View): without it the section is left out instead of redirecting the page away.
  const { canAccess, isPending } = useCanAccess({ resource: kind, action: 'list' });
  if (isPending || !canAccess) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(KIND[kind].title)}
      </Typography>
      <ListBase
        resource={kind}
        filter={{ search_by: 'sEmail', search: email }}
        sort={{ field: 'dCreatedAt', order: 'DESC' }}
        perPage={5}
        disableSyncWithLocation
        storeKey={false}
        // The inline alert says it: no error toast on top of the page.
        queryOptions={{ retry: false, onError: () => undefined }}
      >
        <ActivityTable kind={kind} />
      </ListBase>
    </Box>
  );
};
