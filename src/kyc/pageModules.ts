/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';

/** The routes inside the kyc resource (served under /admin/kyc/). */
export const KYC_ROUTES = { verify: 'verify/:id', list: ':variant' } as const;

export const kycListRouteModule = moduleLoader(() => import('./KycListRoute'));
export const kycVerifyModule = moduleLoader(() => import('./KycVerify'));

export const KYC_PAGE_MODULES: PageModules = {
  [`kyc/${KYC_ROUTES.verify}`]: kycVerifyModule,
  [`kyc/${KYC_ROUTES.list}`]: kycListRouteModule,
};
