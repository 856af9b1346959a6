import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../domain/orders';
import { useFormat } from './useFormat';
import { freeText } from '../common/freeText';

const D = 'gd.orders.details';

/** Label / value pairs, two columns on wide screens. */
export const DetailGrid = ({ items }: { items: [label: string, value: ReactNode][] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** What the summary reads of a buy order, a sell order or a transaction. */
export type SummarySource = Pick<OrderRecord, 'nTotalAmount' | 'eCurrency'> &
  Partial<Pick<OrderRecord, 'aCartData' | 'aExtraCharges' | 'nWalletAmount'>>;

export interface OrderSummaryProps {
  order: SummarySource;
  /** The total's label (Total, or Total receivable on a sell order). */
  totalLabel?: string;
}

/** Product lines, extra charges, the wallet amount (negative when above zero) and the total. */
export const OrderSummary = ({ order, totalLabel = `${D}.total` }: OrderSummaryProps) => {
  // A transaction's record may come without its cart (s.8): an empty table, not a crash.
  const lines = order.aCartData ?? [];
  const charges = order.aExtraCharges ?? [];
  const walletAmount = order.nWalletAmount ?? 0;
  const { nTotalAmount: total, eCurrency: currency } = order;
  const translate = useTranslate();
  const { money } = useFormat();
  const right = { textAlign: 'right' } as const;
  return (
    <Table size="small" aria-label={translate(`${D}.products`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${D}.product`)}</TableCell>
          <TableCell sx={right}>{translate(`${D}.quantity`)}</TableCell>
          <TableCell sx={right}>{translate(`${D}.price`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={`${line._id}-${index}`}>
            <TableCell>{freeText(line.sTitle)}</TableCell>
            <TableCell sx={right}>{line.nQuantity}</TableCell>
            <TableCell sx={right}>{money(line.nPrice, line.eCurrency || currency)}</TableCell>
          </TableRow>
        ))}
        {charges.map((charge, index) => (
          <TableRow key={`charge-${index}`}>
            <TableCell colSpan={2}>
              {translate(`${D}.extra_charges`)}: {freeText(charge.name)}
            </TableCell>
            <TableCell sx={right}>{money(charge.amount, currency)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={2}>{translate(`${D}.wallet_amount`)}</TableCell>
          <TableCell sx={right}>{money(walletAmount > 0 ? -walletAmount : 0, currency)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
            {translate(totalLabel)}
          </TableCell>
          <TableCell sx={{ ...right, fontWeight: 600 }}>{money(total, currency)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};
