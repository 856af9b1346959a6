import type { Identifier } from 'react-admin';
import { enc } from '../api/endpoints';
import { KYC_VARIANTS, type KycVariant } from '../domain/customerRecords';

/** /admin/kyc/<variant> and /admin/kyc/verify/{id} (platform.md s.2), under the kyc resource. */
export const kycListPath = (variant: KycVariant) => `/kyc/${variant}`;
export const kycVerifyPath = (id: Identifier) => `/kyc/verify/${enc(id)}`;

export { KYC_ROUTES } from './pageModules';

/** A KYC list's permanent filter (the work queues count the same lists). */
export const kycListFilter = (variant: KycVariant) => ({
  where: 'sKycStatus',
  where_value: KYC_VARIANTS[variant],
});
