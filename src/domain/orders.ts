/**
 * Buy orders, sell orders, transactions and wallet transactions (catalogue-and-orders.md s.3-5, s.9),
 * shared by the app and the mock. One import path for the four parts: the lists' statuses, the
 * records, the codes of an order, and the schemas of the order modals.
 */
export * from './orderStatus';
export * from './orderRecords';
export * from './orderCodes';
export * from './orderValidation';
