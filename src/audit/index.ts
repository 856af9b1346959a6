export { AuditList } from './AuditList';
export { AuditHistory } from './AuditHistory';
export { AUDIT_RESOURCE } from './auditResource';
