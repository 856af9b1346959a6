import { Box } from '@mui/material';
import { SearchInput, useTranslate } from 'react-admin';

/** The order-id filter of the order and transaction lists; listBody caps it at 255 characters (s.5). */
export const OrderIdFilter = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('gd.orders.lists.order_id_filter')} />,
  ];
};

/** The empty table of the order and transaction lists. */
export const NoOrders = () => {
  const translate = useTranslate();
  return <Box sx={{ p: 2 }}>{translate('gd.orders.lists.empty')}</Box>;
};
