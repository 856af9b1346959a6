/** KYC review (platform.md s.2): /admin/kyc/{variant} lists, /admin/kyc/verify/{id} decides, inside the kyc resource. */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { KYC_ROUTES, kycListPath } from './kycPaths';
import { endpoints } from './endpoints';
import { lazyView } from '../common/lazyView';
import { kycListRouteModule, kycVerifyModule } from './pageModules';

const KycListRoute = lazyView(kycListRouteModule, 'KycListRoute');
const KycVerify = lazyView(kycVerifyModule, 'KycVerify');

const link = (variant: 'submitted' | 'verified' | 'pending' | 'rejected', icon: typeof TaskAltIcon) => ({
  path: kycListPath(variant).slice(1),
  label: `gd.kyc.menu.${variant}`,
  icon,
  resource: 'kyc' as const,
});

export const kycFeature: FeatureModule = {
  name: 'kyc',
  endpoints,
  resources: ['kyc'],
  pages: {},
  menu: [
    {
      label: 'gd.layout.menu.kyc',
      icon: VerifiedUserIcon,
      children: [
        link('submitted', FactCheckIcon),
        link('verified', TaskAltIcon),
        link('pending', HourglassEmptyIcon),
        link('rejected', HighlightOffIcon),
      ],
    },
  ],
  routes: (
    <Resource name="kyc">
      <Route path={KYC_ROUTES.verify} element={<KycVerify />} />
      <Route path={KYC_ROUTES.list} element={<KycListRoute />} />
    </Resource>
  ),
};
