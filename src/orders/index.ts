export { PendingOrders, AcceptedOrders, DeliveredOrders } from './BuyOrderList';
export { PendingSellOrders, RejectedSellOrders, ApprovedSellOrders } from './SellOrderList';
export { SellCardDetail } from './SellCardDetail';
