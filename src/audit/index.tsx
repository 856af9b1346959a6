/** The audit trail (a proposed extension, docs/api.md): /admin/audit, shown only where the API has it. */
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { Resource } from 'react-admin';
import type { FeatureModule } from '../common/feature';
import { AUDIT_EXTENSION, AUDIT_RESOURCE } from './auditResource';
import { endpoints } from './endpoints';
import { lazyView } from '../common/lazyView';
import { auditListModule } from './pageModules';

const AuditList = lazyView(auditListModule, 'AuditList');

export const auditFeature: FeatureModule = {
  name: 'audit',
  endpoints,
  resources: [AUDIT_RESOURCE],
  pages: { audit: AUDIT_RESOURCE },
  menu: [
    {
      path: AUDIT_RESOURCE,
      label: 'gd.audit.menu',
      icon: ManageHistoryIcon,
      resource: AUDIT_RESOURCE,
      extension: AUDIT_EXTENSION,
    },
  ],
  routes: <Resource name={AUDIT_RESOURCE} list={AuditList} />,
};
