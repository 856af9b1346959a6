import { Typography } from '@mui/material';
import { Pagination, SearchInput, useTranslate } from 'react-admin';
import { FILTER_CAP } from '../domain/format';

/** Section 1: page sizes 10, 20, 50 (default 10). */
export const PAGE_SIZES = [10, 20, 50];
export const ListPagination = () => <Pagination rowsPerPageOptions={PAGE_SIZES} />;

/** The text filter on a list's first column, capped at 255 characters (section 1). */
export const ListSearchInput = ({
  placeholder,
  ...props
}: {
  source: string;
  alwaysOn?: boolean;
  placeholder: string;
}) => {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      placeholder={translate(placeholder)}
      slotProps={{ htmlInput: { maxLength: FILTER_CAP, 'aria-label': translate(placeholder) } }}
    />
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
