import { useApiAction } from '../common/useApiAction';
import type { OrderRecord } from '../domain/orders';

type Review = { order: OrderRecord; status: 'Complete' | 'Denied'; reason?: string };

/** Approve / reject a pending sell order (PUT admin/order-sell); the server's message as notice. */
export function useSellReview(onReviewed: () => void) {
  const { run } = useApiAction(
    (dataProvider, { order, status, reason }: Review) =>
      dataProvider.reviewSellOrder({ _id: order._id, status, sRejectReason: reason }),
    { invalidates: ['sellOrders'], onSuccess: onReviewed },
  );
  return {
    approve: (order: OrderRecord) => run({ order, status: 'Complete' }),
    reject: (order: OrderRecord, reason: string) => run({ order, status: 'Denied', reason }),
  };
}
