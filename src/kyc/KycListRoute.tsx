import { Navigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { adminPath } from '../paths';
import { kycListPath } from './kycPaths';
import { KYC_VARIANTS, type KycVariant } from '../domain/customerRecords';
import { KycList } from './KycList';

const isVariant = (value: string | undefined): value is KycVariant =>
  value !== undefined && Object.hasOwn(KYC_VARIANTS, value);

/** /admin/kyc/:variant: one of the four lists; anything else goes to the submitted one. */
export const KycListRoute = () => {
  const { variant } = useParams<{ variant: string }>();
  const basename = useBasename();
  if (isVariant(variant)) return <KycList key={variant} variant={variant} />;
  return <Navigate to={adminPath(basename, kycListPath('submitted'))} replace />;
};
