import { Typography } from '@mui/material';
import { Pagination, SearchInput, useTranslate } from 'react-admin';
import { FILTER_CAP } from '../domain/format';

/** Section 1: page sizes 10, 20, 50 (default 10). */
export const PAGE_SIZES = [10, 20, 50];
export const CardPagination = () => <Pagination rowsPerPageOptions={PAGE_SIZES} />;

const CardSearchInput = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      placeholder={translate('gd.cards.search')}
      slotProps={{ htmlInput: { maxLength: FILTER_CAP, 'aria-label': translate('gd.cards.search') } }}
    />
  );
};

/** The text filter on the first column, capped at 255 characters (section 1). */
export const cardFilters = [<CardSearchInput key="q" source="q" alwaysOn />];

export const NoRows = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('gd.cards.empty')}
    </Typography>
  );
};
