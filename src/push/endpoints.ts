/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { type ResourceTable } from '../api/endpoints';

export const endpoints = {
  // The `push` resource is the history of sent pushes: a proposed extension (docs/api.md), absent from the real API (404).
  push: { list: { path: '/push/list', searchBy: 'sTitle', extension: 'pushHistory' } },
} satisfies ResourceTable;
