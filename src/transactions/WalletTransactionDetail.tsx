import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import { CopyLinkButton } from '../common/CopyLinkButton';
import type { WalletTransactionRecord } from '../domain/orders';
import { BackButton, DetailState, detailFailure } from '../orders/DetailParts';
import { DetailGrid } from '../orders/OrderSummary';
import { useFormat } from '../orders/useFormat';
import { adminPath } from '../paths';
import { TRANSACTION_PAGES } from './pages';
import { PaymentStatusChip } from './TransactionList';
import { freeText } from '../common/freeText';

const D = 'gd.orders.details';

/**
 * /admin/transaction-wallet/{id}: the spec leaves it open; it shows everything the record holds.
 * The record comes from the list row that was clicked (react-admin keeps each listed record for its
 * getOne); the refresh asks the record call where the API has one, else the spec's list call.
 */
export const WalletTransactionDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { money, date } = useFormat();
  const { data: item, error } = useGetOne<WalletTransactionRecord & { id: string }>(
    'walletTransactions',
    { id },
    { enabled: id !== '', retry: false },
  );
  return (
    <PageCard
      title="gd.orders.transactions.wallet_title"
      icon={<AccountBalanceWalletIcon />}
      maxWidth={760}
      action={<CopyLinkButton />}
    >
      <BackButton to={adminPath(basename, TRANSACTION_PAGES.walletTransactions)} sx={{ mb: 2 }} />
      <DetailState
        error={!item && error && translate(detailFailure(error, 'gd.orders.transactions.load_failed'))}
        record={item}
        rows={4}
      >
        {(item) => (
          <DetailGrid
            items={[
              [`${D}.order_id`, item.sOrderId],
              [`${D}.date`, date(item.dCreatedAt)],
              ['gd.orders.transactions.customer', freeText(`${item.sFullName} (${item.sEmail})`)],
              [
                'gd.orders.transactions.type',
                translate(`gd.orders.wallet_type.${item.sType}`, { _: item.sType }),
              ],
              [`${D}.total`, money(item.nTotalAmount, item.eCurrency)],
              ['gd.orders.transactions.balance_after', money(item.nBalanceAfter, item.eCurrency)],
              [`${D}.gateway`, item.eGateway],
              ['gd.orders.sell.payment_status', <PaymentStatusChip key="status" status={item.eStatus} />],
              [`${D}.payment_id`, item.sPaymentId],
            ]}
          />
        )}
      </DetailState>
    </PageCard>
  );
};
