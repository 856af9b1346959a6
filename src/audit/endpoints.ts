/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { type ResourceTable } from '../api/endpoints';

export const endpoints = {
  // The audit trail: a proposed extension (docs/api.md), absent from the real API (404). Filters pass
  // through as body keys: sAction, sResource, iRecordId, iAdminId, dFrom, dTo.
  audit: {
    list: { path: '/admin/audit/list', paging: 'nStart', searchBy: 'sAdminEmail', extension: 'audit' },
  },
} satisfies ResourceTable;
