import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import {
  LinkBase,
  RecordContextProvider,
  TextField,
  Labeled,
  useBasename,
  useGetOne,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { AuditHistory } from '../audit/AuditHistory';
import { PageCard } from '../common/PageCard';
import { KycStatusChip } from '../kyc/KycStatusChip';
import { adminPath } from '../paths';
import { FormSkeleton } from '../profile/FormSkeleton';
import { CustomerActivity } from './CustomerActivity';
import { CustomerPictures } from './CustomerPictures';
import { customerPath, kycReviewPath } from './customerPaths';
import { useListRights } from '../common/useListRights';
import type { CustomerRow } from './customerRow';

const V = 'gd.customers.view';

const FIELDS = ['sEmail', 'sFullName', 'sUserName', 'sMobileNumber', 'sCountry', 'sState', 'sCity'] as const;

/**
 * /admin/customer/view/{id}: read-only (catalogue-and-orders.md s.2). Beyond the spec (docs/api.md): the
 * KYC status with a link to its review, and the customer's orders and wallet transactions.
 */
export const CustomerView = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const rights = useListRights('customers');
  const { data: record, isPending, error } = useGetOne<CustomerRow>('customers', { id });

  return (
    <PageCard title={`${V}.title`} subtitle={`${V}.subtitle`} icon={<PersonIcon />} maxWidth={960}>
      {isPending ? (
        <FormSkeleton fields={5} />
      ) : error || !record ? (
        <Alert severity="error">{translate(`${V}.not_found`)}</Alert>
      ) : (
        <RecordContextProvider value={record}>
          <CustomerPictures customer={record} />
          <Grid container spacing={2}>
            {FIELDS.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                <Labeled label={`resources.customers.fields.${field}`}>
                  <TextField source={field} emptyText="—" />
                </Labeled>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Labeled label="resources.customers.fields.eCurrency">
                <Typography variant="body2">
                  {translate(`gd.common.currencies.${record.eCurrency}`, { _: record.eCurrency })}
                </Typography>
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Labeled label="resources.customers.fields.eStatus">
                <Typography variant="body2">{translate(`gd.customers.status.${record.eStatus}`)}</Typography>
              </Labeled>
            </Grid>
          </Grid>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" component="span">
                {translate(`${V}.kyc`)}
              </Typography>
              <KycStatusChip status={record.sKycStatus} />
              <Button
                size="small"
                startIcon={<VerifiedUserIcon />}
                component={LinkBase}
                to={adminPath(basename, kycReviewPath(record.id))}
              >
                {translate(`${V}.kyc_review`)}
              </Button>
            </Stack>
            {rights.edit && (
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={LinkBase}
                to={adminPath(basename, customerPath('edit', record.id))}
              >
                {translate(`${V}.edit`)}
              </Button>
            )}
          </Stack>
          <Box>
            <CustomerActivity kind="transactions" email={record.sEmail} />
            <CustomerActivity kind="walletTransactions" email={record.sEmail} />
          </Box>
          <AuditHistory recordId={String(record.id)} />
        </RecordContextProvider>
      )}
    </PageCard>
  );
};
