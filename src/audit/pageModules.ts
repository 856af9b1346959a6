/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { AUDIT_RESOURCE } from './auditResource';

export const auditListModule = moduleLoader(() => import('./AuditList'));

export const AUDIT_PAGE_MODULES: PageModules = {
  [AUDIT_RESOURCE]: auditListModule,
};
