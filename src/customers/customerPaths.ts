/** The customer screens' paths (catalogue-and-orders.md s.2), under the admin basename. */
import type { Identifier } from 'react-admin';
import { enc } from '../api/endpoints';

export const CUSTOMER_PAGES = {
  list: 'customers',
  /** /admin/customer/view/{id} and /admin/customer/edit/{id}: the platform's /customer/{type}/{id}. */
  byType: 'customer/:type/:id',
} as const;

export type CustomerScreen = 'view' | 'edit';

export const customerPath = (type: CustomerScreen, id: Identifier) => `/customer/${type}/${enc(id)}`;
export const kycReviewPath = (id: Identifier) => `/kyc/verify/${enc(id)}`;
export const transactionPath = (id: Identifier) => `/transaction/${enc(id)}`;
export const walletTransactionPath = (id: Identifier) => `/transaction-wallet/${enc(id)}`;
