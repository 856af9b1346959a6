import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Skeleton, Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import { statusOf } from '../api/errorStatus';
import { MIRRORED } from '../common/direction';

/** The 'Back' link of a detail page (orders, transactions). */
export const BackButton = ({ to, sx }: { to: string; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon {...MIRRORED} />} sx={sx}>
      {translate('gd.orders.actions.back')}
    </Button>
  );
};

/**
 * The failure text of a detail page's call (an i18n key): a 404 says the record is not there; any
 * other failure keeps the page's own spec text ('Something Went Wrong!' for transactions, s.8).
 */
export const detailFailure = (error: unknown, otherwise: string): string =>
  statusOf(error) === 404 ? 'gd.common.record_not_found' : otherwise;

export interface DetailStateProps<T extends object> {
  /** The translated failure text; the page shows only it. */
  error?: string | false | null;
  record: T | undefined | null;
  /** How many placeholder lines while the record loads. */
  rows?: number;
  children: (record: T) => ReactNode;
}

/** A detail page's body: the failure, placeholder lines while loading, then the record. */
export function DetailState<T extends object>({ error, record, rows = 5, children }: DetailStateProps<T>) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!record) {
    return (
      <Stack spacing={1}>
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  }
  return <>{children(record)}</>;
}
