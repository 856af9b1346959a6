/** react-admin resource names and field labels of the orders area. */
const order = {
  _id: 'ID',
  sOrderId: 'Order ID',
  sEmail: 'Email',
  sFullName: 'Customer',
  sTitle: 'Title',
  sDescription: 'Description',
  eCurrency: 'Currency',
  nPrice: 'Price',
  nQuantity: 'Quantity',
  nTotalAmount: 'Total amount',
  nStatus: 'Status',
  eStatus: 'Status',
  eGateway: 'Payment method',
  dCreatedAt: 'Ordered on',
};
export default {
  orders: { name: 'Order |||| Orders', fields: order },
  sellOrders: { name: 'Sell order |||| Sell orders', fields: order },
  transactions: {
    name: 'Transaction |||| Transactions',
    fields: {
      ...order,
      eStatus: 'Payment status',
      nTotalQuantity: 'Total quantity',
      nTotalAmount: 'Total amount',
    },
  },
  walletTransactions: {
    name: 'Wallet transaction |||| Wallet transactions',
    fields: { ...order, eStatus: 'Payment status', nTotalAmount: 'Amount', sType: 'Detail' },
  },
};
