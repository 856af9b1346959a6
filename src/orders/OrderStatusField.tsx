import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { buyStatusKey } from '../domain/orderStatus';

const COLORS: Record<number, 'error' | 'warning' | 'info' | 'success'> = {
  0: 'error',
  1: 'warning',
  2: 'info',
  3: 'success',
};

/** A buy order's numeric status by name: 0 Failed, 1 Paid, 2 Accepted, 3 Delivered, else 'No Status'. */
export const OrderStatusField = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const color = typeof status === 'number' ? COLORS[status] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color ?? 'default'}
      label={translate(buyStatusKey(status))}
    />
  );
};
