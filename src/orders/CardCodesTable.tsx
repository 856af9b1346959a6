import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeliveredCode } from '../domain/orders';
import { useFormat } from './useFormat';

const D = 'gd.orders.details';

/** The delivered codes with serial and viewed time ('Not Viewed' when never viewed). */
export const CardCodesTable = ({ codes }: { codes: readonly DeliveredCode[] }) => {
  const translate = useTranslate();
  const { date } = useFormat();
  if (codes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${D}.no_codes`)}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate(`${D}.codes`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${D}.code`)}</TableCell>
          <TableCell>{translate(`${D}.serial`)}</TableCell>
          <TableCell>{translate(`${D}.viewed_at`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={code._id}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{code.sOrderContent}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{code.sSerialNo}</TableCell>
            <TableCell>{code.dViewedAt ? date(code.dViewedAt) : translate(`${D}.not_viewed`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
