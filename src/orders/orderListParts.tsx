import { Box } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { ListEndpoint } from '../api/endpoints';
import { EmailText } from '../common/ListParts';
import { searchFilters } from '../common/SearchFilters';
import { productLines } from '../domain/orderCodes';
import type { OrderRecord } from '../domain/orderRecords';
import { useFormat } from './useFormat';

/**
 * The search of the order and transaction lists: the order id by default (s.5, capped at 255
 * characters), or another column of the list call's allowlist (its endpoints.ts).
 */
export const OrderIdFilter = (resource: string, list: ListEndpoint) =>
  searchFilters({ resource, list, placeholder: 'gd.orders.lists.order_id_filter' });

/** The empty table of the order and transaction lists. */
export const NoOrders = () => {
  const translate = useTranslate();
  return <Box sx={{ p: 2 }}>{translate('gd.orders.lists.empty')}</Box>;
};

/**
 * Every product of an order with its own quantity ("Steam 20 ×5, Xbox 10 ×2"): the order's own
 * title is only its first product. At most two lines, then an ellipsis; the title attribute (a tooltip,
 * and the accessible description) holds them all. Wrapping, not one long line, lets the table narrow
 * this column so that every order list fits a 1440 px screen with its actions in view.
 */
export const ProductsCell = ({
  order,
}: {
  order: Pick<OrderRecord, 'sTitle' | 'nQuantity' | 'aCartData'>;
}) => {
  const translate = useTranslate();
  const text = productLines(order)
    .map((line) =>
      translate('gd.orders.lists.product_quantity', { title: line.title, quantity: line.quantity }),
    )
    .join(', ');
  return (
    <Box
      component="span"
      title={text}
      // The titles are the catalogue's (mostly Latin): their own direction, so an Arabic page clamps
      // them with an ellipsis instead of clipping a line's start.
      dir="auto"
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        maxWidth: 280,
        minWidth: 120,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {text}
    </Box>
  );
};

/**
 * The columns that the order and payment lists show alike. Elements rather than components: the
 * responsive table reads each column's source and label from the table's direct children. Keyed by
 * source, so that a list may also put them in an array.
 */
export const useOrderColumns = () => {
  const { money, date } = useFormat();
  return {
    email: (
      <DataTable.Col key="sEmail" source="sEmail" render={(record) => <EmailText value={record.sEmail} />} />
    ),
    products: (
      <DataTable.Col
        key="sTitle"
        source="sTitle"
        render={(record) => <ProductsCell order={record as OrderRecord} />}
      />
    ),
    total: (
      <DataTable.Col
        key="nTotalAmount"
        source="nTotalAmount"
        align="right"
        render={(record) => money(record.nTotalAmount, record.eCurrency)}
      />
    ),
    currency: (
      <DataTable.Col
        key="eCurrency"
        source="eCurrency"
        render={(record) => String(record.eCurrency).toUpperCase()}
      />
    ),
    created: (
      <DataTable.Col key="dCreatedAt" source="dCreatedAt" render={(record) => date(record.dCreatedAt)} />
    ),
  };
};
