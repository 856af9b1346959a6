/** An order with only what a list row shows (component tests of the order lists). */
export const LIST_ORDER = {
  id: 'o1',
  _id: 'o1',
  sOrderId: 'GD42',
  sEmail: 'ada@example.com',
  sFullName: 'Ada Lovelace',
  sTitle: 'Apple Gift Card 50',
  eCurrency: 'usd',
  nQuantity: 1,
  nTotalAmount: 50,
  dCreatedAt: '2026-03-04T15:06:00.000Z',
  aCartData: [],
};
