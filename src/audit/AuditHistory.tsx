/**
 * The History panel of a record's screen (order, KYC, customer, sub-admin): that record's audit
 * entries, newest first (POST /admin/audit/list filtered by iRecordId). Shown only to admins with
 * Audit View, and not at all when the API has no audit call (404).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { ListBase, Pagination, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import type { AuditEntry } from '../domain/audit';
import { useFormat } from '../orders/useFormat';
import { AuditChanges } from './AuditChanges';
import { ActionChip } from './AuditParts';
import { useExtension } from '../api/useExtensions';
import { AUDIT_EXTENSION, AUDIT_RESOURCE, ignoreError } from './auditResource';

const A = 'gd.audit';
const PAGE_SIZES = [5, 10, 25];
type Row = AuditEntry & { id: string };

function Entries() {
  const translate = useTranslate();
  const { date } = useFormat();
  const { data, error, total, isPending } = useListContext<Row>();
  if (error)
    return <Alert severity="warning">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  if (!isPending && total === 0) {
    return <Typography color="text.secondary">{translate(`${A}.history_empty`)}</Typography>;
  }
  return (
    <>
      <Stack
        component="ol"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {(data ?? []).map((entry) => (
          <Box
            key={entry.id}
            component="li"
            sx={{ py: 1, display: 'grid', gap: 0.5 }}
            data-testid="audit-history-entry"
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ActionChip action={entry.sAction} />
              <Typography variant="body2">{entry.sAdminName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {entry.sAdminEmail} · {date(entry.dCreatedAt)}
              </Typography>
            </Box>
            <AuditChanges changes={entry.aChanges} resource={entry.sResource} />
          </Box>
        ))}
      </Stack>
      <Pagination rowsPerPageOptions={PAGE_SIZES} />
    </>
  );
}

function Panel() {
  const translate = useTranslate();
  const { error, total } = useListContext<Row>();
  if (error) return null;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 2 }} data-testid="audit-history">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon color="action" fontSize="small" />
          <Typography component="h3" variant="subtitle2">
            {translate(`${A}.history`)}
            {total ? ` (${total})` : ''}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Entries />
      </AccordionDetails>
    </Accordion>
  );
}

export function AuditHistory({ recordId }: { recordId: string | undefined }) {
  const { canAccess } = useCanAccess({ resource: AUDIT_RESOURCE, action: 'list' });
  const available = useExtension(AUDIT_EXTENSION);
  if (!canAccess || !available || !recordId) return null;
  return (
    <ListBase
      resource={AUDIT_RESOURCE}
      filter={{ iRecordId: recordId }}
      perPage={PAGE_SIZES[0]}
      sort={{ field: 'dCreatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ onError: ignoreError }}
    >
      <Panel />
    </ListBase>
  );
}
