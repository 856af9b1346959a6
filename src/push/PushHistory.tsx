/**
 * The sent pushes, newest first, paged by the server (POST /push/list). The real API has no such
 * call (docs/api.md, proposed extension): when it answers 404 the whole section stays hidden.
 */
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Card, CardHeader, Divider, Link, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import { useFormat } from '../orders/useFormat';
import { isHttpUrl } from '../domain/imageRef';
import type { PushRecord } from '../domain/push';
import { PushLogo } from './PushLogo';
import { mediaUrl } from '../api/media';
import { useExtension } from '../api/useExtensions';
import { PUSH_RESOURCE } from './pushErrors';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { FreeTextLine, freeText } from '../common/freeText';

const H = 'gd.push.history';
export const HISTORY_PAGE_SIZES = [5, 10, 20];
type Row = PushRecord & { id: string };

const ignore = () => undefined;

const TitleCell = ({ record }: { record: Row }) => (
  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
    <PushLogo src={mediaUrl(record.sLogo)} size={32} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {freeText(record.sTitle)}
      </Typography>
      <FreeTextLine variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {record.sContent}
      </FreeTextLine>
      {/* Stored data is not trusted: only a web address becomes a link (never javascript: or data:). */}
      {isHttpUrl(record.sURL) ? (
        <Link href={record.sURL} target="_blank" rel="noopener noreferrer" variant="caption">
          {record.sURL}
        </Link>
      ) : (
        <Typography variant="caption">{record.sURL}</Typography>
      )}
    </Box>
  </Box>
);

function HistoryCard() {
  const translate = useTranslate();
  const { date } = useFormat();
  const { error, total, isPending } = useListContext<Row>();
  const available = useExtension('pushHistory');
  if (!available) return null;
  return (
    <Card variant="outlined" component="section" aria-label={translate(`${H}.heading`)}>
      <CardHeader
        avatar={<HistoryIcon color="action" />}
        title={translate(`${H}.heading`)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      {error ? (
        <Alert severity="warning" sx={{ m: 2 }}>
          {translate(errorMessage(error), { _: errorMessage(error) })}
        </Alert>
      ) : !isPending && total === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate(`${H}.empty`)}
        </Typography>
      ) : (
        <>
          <ResponsiveDataTable<Row> bulkActionButtons={false} rowClick={false} data-testid="push-history">
            <DataTable.Col<Row>
              source="sTitle"
              disableSort
              render={(record) => <TitleCell record={record} />}
            />
            <DataTable.Col<Row>
              source="sSenderName"
              disableSort
              render={(record) => (
                <>
                  <Typography variant="body2">{record.sSenderName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {record.sSenderEmail}
                  </Typography>
                </>
              )}
            />
            <DataTable.Col<Row>
              source="dCreatedAt"
              disableSort
              render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{date(record.dCreatedAt)}</Box>}
            />
          </ResponsiveDataTable>
          <Pagination rowsPerPageOptions={HISTORY_PAGE_SIZES} />
        </>
      )}
    </Card>
  );
}

export function PushHistory() {
  // The history is an extension (docs/api.md): once known absent, not even asked for.
  if (!useExtension('pushHistory')) return null;
  return (
    <ListBase
      resource={PUSH_RESOURCE}
      perPage={HISTORY_PAGE_SIZES[0]}
      sort={{ field: 'dCreatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      // Errors are shown in the card (or hide it, when the API lacks the call), not as a notice.
      queryOptions={{ onError: ignore }}
    >
      <HistoryCard />
    </ListBase>
  );
}
