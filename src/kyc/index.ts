export { KycListRoute } from './KycListRoute';
export { KycVerify } from './KycVerify';
export { KycList } from './KycList';
export { KYC_ROUTES } from './kycPaths';
