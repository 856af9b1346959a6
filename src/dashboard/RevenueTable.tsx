import {
  Avatar,
  Card,
  CardHeader,
  Divider,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RevenueRow } from './dashboardFigures';

const T = 'gd.dashboard.revenue_table';

const LoadingRows = () => (
  <>
    {[0, 1, 2].map((i) => (
      <TableRow key={i}>
        <TableCell>
          <Skeleton width="60%" />
        </TableCell>
        <TableCell align="right">
          <Skeleton width="40%" sx={{ ml: 'auto' }} />
        </TableCell>
      </TableRow>
    ))}
  </>
);

/** Revenue per currency: one row per currency, the amount in that currency. */
export const RevenueTable = ({ rows }: { rows?: RevenueRow[] }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader
        title={translate(`${T}.title`)}
        subheader={translate(`${T}.subtitle`)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.currency`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined && <LoadingRows />}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={2} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {translate(`${T}.empty`)}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.currency} hover data-testid={`dashboard-revenue-${row.currency}`}>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar variant="rounded" sx={{ width: 40, height: 28, fontSize: 12, fontWeight: 600 }}>
                    {row.currency.toUpperCase()}
                  </Avatar>
                  <Typography variant="body2">
                    {translate(`gd.dashboard.currencies.${row.currency}`, { _: row.currency.toUpperCase() })}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                {row.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
