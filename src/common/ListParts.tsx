import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { Pagination, useListContext, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatCount } from '../domain/format';
import { errorMessage } from '../api/http';

/** Section 1: page sizes 10, 20, 50 (default 10). No page count under a list that failed to load. */
/**
 * An email that may wrap after its `@` (and only there): the long unbreakable value of the lists, so a
 * table narrows its column before pushing a row's status and actions out of view at 1440 px.
 */
export const EmailText = ({ value }: { value: unknown }) => {
  const email = typeof value === 'string' ? value : '';
  const at = email.indexOf('@');
  // An email reads left to right in an Arabic page too.
  if (at < 0) return <span dir="ltr">{email}</span>;
  return (
    <span dir="ltr">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
};

export const PAGE_SIZES = [10, 20, 50];
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PAGE_SIZES} />;
};

/**
 * In place of the table when the list call failed: the server's message and a retry. An empty table
 * there read as "no work to do".
 */
export const ListLoadError = () => {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
          {translate('gd.common.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('gd.common.list_failed')}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
};

/** A list's empty table: one line of text (the message is an i18n key). */
export const NoRows = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate(message)}
    </Typography>
  );
};

/**
 * A whole number of the row (a quantity, a line number) in the interface's locale, through
 * domain/format.ts: react-admin's NumberField formats in the browser's (a French screen in an English
 * browser read 1,234), and builds its formatter anew on every cell. For `DataTable.Col`'s `field`,
 * with `align="right"` as NumberCol has.
 */
export const CountField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const value: unknown = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return <>{formatCount(Number(value), locale)}</>;
};
