import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Grid, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useBasename, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { SafeConfirm } from '../common/SafeConfirm';
import { AuditHistory } from '../audit/AuditHistory';
import { useNavigateLater } from '../common/useNavigateLater';
import { useApiAction } from '../common/useApiAction';
import { PageCard } from '../common/PageCard';
import { CopyLinkButton } from '../common/CopyLinkButton';
import { PageShortcuts } from '../comfort/PageShortcuts';
import type { KycDecision, KycDetails, KycRecord } from '../domain/customer';
import { ADMIN_HOME, adminPath } from '../paths';
import { FormSkeleton } from '../profile/FormSkeleton';
import { hasAnyRight, useListRights } from '../common/useListRights';
import { KycDocumentCard } from './KycDocumentCard';
import { kycListPath } from './kycPaths';
import { NOTICE_MS, REDIRECT_MS } from '../domain/timing';

const V = 'gd.kyc.verify';
type Row = KycRecord & { id: Identifier };

const FIELDS: { key: string; value: (d: KycDetails) => string; wide?: boolean }[] = [
  { key: 'first_name', value: (d) => d.firstName },
  { key: 'last_name', value: (d) => d.lastName },
  { key: 'dob', value: (d) => d.dob },
  { key: 'address1', value: (d) => d.address1, wide: true },
  { key: 'address2', value: (d) => d.address2, wide: true },
  { key: 'city', value: (d) => d.city },
  { key: 'state', value: (d) => d.state },
  { key: 'zipcode', value: (d) => d.zipcode },
  { key: 'country', value: (d) => d.country?.label ?? '' },
];

const ReadOnly = ({ label, value }: { label: string; value: string }) => (
  <MuiTextField
    label={label}
    value={value}
    fullWidth
    size="small"
    slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
  />
);

/**
 * /admin/kyc/verify/{id} (platform.md s.2, s.4): the record read-only, a status heading (hidden
 * while Submitted), Approve / Reject only while Submitted (and with Customers Edit); after either
 * answer, success or failure, back to the submitted list 1.5 s later (the spec's rule). Both reach
 * the customer and neither can be taken back here, so each asks first, the `a` / `r` keys too.
 */
export const KycVerify = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const basename = useBasename();
  const rights = useListRights('kyc');
  const navigateLater = useNavigateLater();
  const canRead = rights.view || rights.edit;
  const { data: record, isPending, error } = useGetOne<Row>('kyc', { id }, { enabled: canRead && id !== '' });

  const backLater = () =>
    navigateLater(adminPath(basename, kycListPath('submitted')), REDIRECT_MS.kycDecided);
  const [asking, setAsking] = useState<KycDecision | null>(null);
  // The spec returns to the list after either answer (docs/architecture.md, "Decisions").
  const mutation = useApiAction(
    (dataProvider, status: KycDecision) => dataProvider.reviewKyc({ id, status }),
    {
      invalidates: ['kyc', 'customers'],
      noticeMs: NOTICE_MS.form,
      onSuccess: backLater,
      onError: backLater,
    },
  );

  if (rights.isPending) return null;
  if (!hasAnyRight(rights)) return <Navigate to={ADMIN_HOME} replace />;
  if (!canRead) return <Navigate to={adminPath(basename, kycListPath('submitted'))} replace />;

  const status = record?.eStatus;
  const details = record?.oKycDetails;
  const decided = mutation.isPending || mutation.isSuccess || mutation.isError;
  const canDecide = status === 's' && rights.edit && !decided;
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  const decide = () => {
    if (asking && canDecide) void mutation.run(asking);
    setAsking(null);
  };
  return (
    <PageCard
      title={`${V}.title`}
      subtitle={`${V}.subtitle`}
      icon={<VerifiedUserIcon />}
      maxWidth={1100}
      action={<CopyLinkButton />}
    >
      <PageShortcuts
        handlers={canDecide ? { accept: () => setAsking('v'), reject: () => setAsking('r') } : {}}
        labels={{ accept: `${V}.approve`, reject: `${V}.reject` }}
      />
      <SafeConfirm
        isOpen={asking !== null}
        title={`${V}.confirm_${asking ?? 'v'}_title`}
        titleTranslateOptions={{ name }}
        content={`${V}.confirm_${asking ?? 'v'}_content`}
        confirm={`${V}.${asking === 'r' ? 'reject' : 'approve'}`}
        confirmColor={asking === 'r' ? 'warning' : 'primary'}
        onConfirm={decide}
        onClose={() => setAsking(null)}
      />
      {isPending ? (
        <FormSkeleton fields={5} />
      ) : error || !record || !details ? (
        <Alert severity="error">{translate('gd.customers.view.not_found')}</Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            {status !== 's' && (
              <Typography variant="h6" component="h2" sx={{ mb: 2 }} data-testid="kyc-status-heading">
                {translate(`${V}.status`, { status: translate(`gd.kyc.status.${status}`) })}
              </Typography>
            )}
            <Grid container spacing={2}>
              {FIELDS.map((field) => (
                <Grid key={field.key} size={field.wide ? 12 : { xs: 12, sm: 6 }}>
                  <ReadOnly label={translate(`${V}.${field.key}`)} value={field.value(details)} />
                </Grid>
              ))}
            </Grid>
            {status === 's' && rights.edit && (
              <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<CheckIcon />}
                  disabled={decided}
                  onClick={() => setAsking('v')}
                >
                  {translate(`${V}.approve`)}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<CloseIcon />}
                  disabled={decided}
                  onClick={() => setAsking('r')}
                >
                  {translate(`${V}.reject`)}
                </Button>
              </Stack>
            )}
            {/* Keyed by the decision's progress: once decided, the panel reloads with its entry. */}
            <AuditHistory key={mutation.status} recordId={id} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
              {translate(`${V}.documents`)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <KycDocumentCard
                title={`${V}.doc_front`}
                path={details.docFront}
                caption={translate(`${V}.id_type`, { type: details.typeOfId || '—' })}
              />
              <KycDocumentCard
                title={`${V}.doc_back`}
                path={details.docBack}
                caption={translate(`${V}.id_type`, { type: details.typeOfId || '—' })}
              />
              <KycDocumentCard
                title={`${V}.doc_address`}
                path={details.docAddress}
                caption={translate(`${V}.address_type`, { type: details.typeOfAddress || '—' })}
              />
              <KycDocumentCard title={`${V}.doc_selfie`} path={details.docSelffie} />
            </Box>
          </Grid>
        </Grid>
      )}
    </PageCard>
  );
};
