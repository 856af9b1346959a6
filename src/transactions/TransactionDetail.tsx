import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { PageCard } from '../common/PageCard';
import { CopyLinkButton } from '../common/CopyLinkButton';
import { BackButton, DetailState, detailFailure } from '../orders/DetailParts';
import { InvoiceButton } from '../orders/InvoiceButton';
import { DetailGrid, OrderSummary } from '../orders/OrderSummary';
import { useFormat } from '../orders/useFormat';
import { adminPath } from '../paths';
import { TRANSACTION_PAGES } from './pages';
import { PaymentStatusChip } from './TransactionList';
import { freeText } from '../common/freeText';

const D = 'gd.orders.details';
const FAILED = 'gd.orders.transactions.load_failed';

/** /admin/transaction/{id}: POST admin/transaction {id}, data[0]; 'Something Went Wrong!' on failure (s.8). */
export const TransactionDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const dataProvider = useGiftdeskDataProvider();
  const { date } = useFormat();
  const query = useQuery({
    queryKey: ['transactions', 'getTransaction', id],
    queryFn: () => dataProvider.getTransaction(id),
    enabled: id !== '',
    retry: false,
  });
  const failure = query.isError ? detailFailure(query.error, FAILED) : null;
  useEffect(() => {
    if (failure) notify(failure, { type: 'error' });
  }, [failure, notify]);

  const item = query.data;
  return (
    <PageCard
      title="gd.orders.transactions.title"
      icon={<PaymentsIcon />}
      maxWidth={900}
      action={<CopyLinkButton />}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <BackButton to={adminPath(basename, TRANSACTION_PAGES.transactions)} />
        {item && <InvoiceButton id={item._id} />}
      </Box>
      <DetailState error={failure && translate(failure)} record={item}>
        {(item) => (
          <>
            <DetailGrid
              items={[
                [`${D}.order_id`, item.sOrderId],
                [`${D}.date`, date(item.dCreatedAt)],
                [`${D}.customer`, freeText(`${item.sFullName} (${item.sEmail})`)],
                [`${D}.gateway`, item.eGateway],
                ['gd.orders.sell.payment_status', <PaymentStatusChip key="status" status={item.eStatus} />],
                [`${D}.payment_id`, item.sPaymentId],
              ]}
            />
            <Divider sx={{ my: 2 }} />
            <OrderSummary order={item} />
          </>
        )}
      </DetailState>
    </PageCard>
  );
};
