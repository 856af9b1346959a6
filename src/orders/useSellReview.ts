import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import type { OrderRecord } from '../domain/orders';

/** Approve / reject a pending sell order (PUT admin/order-sell); the server's message as notice. */
export function useSellReview(onReviewed: () => void) {
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const review = async (order: OrderRecord, status: 'Complete' | 'Denied', reason?: string) => {
    try {
      const result = await dataProvider.reviewSellOrder({ _id: order._id, status, sRejectReason: reason });
      notice.success(result.message);
      onReviewed();
    } catch (error) {
      notice.error(error);
      throw error;
    }
  };
  return {
    approve: (order: OrderRecord) => review(order, 'Complete'),
    reject: (order: OrderRecord, reason: string) => review(order, 'Denied', reason),
  };
}
