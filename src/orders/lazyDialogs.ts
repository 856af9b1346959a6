/**
 * The order modals as lazy components (common/lazyModal.tsx): the lists and the sell card page import
 * these, so the order schemas (Zod), the code entry and the details with their history load after
 * the screen, not with it.
 */
import { lazyModal } from '../common/lazyModal';
import { moduleLoader } from '../common/moduleLoader';

export const CodesDialog = lazyModal(
  moduleLoader(() => import('./CodesDialog')),
  'CodesDialog',
  ({ order }) => order !== null,
);

export const OrderDetailsDialog = lazyModal(
  moduleLoader(() => import('./OrderDetailsDialog')),
  'OrderDetailsDialog',
  ({ order }) => order !== null,
);

export const RejectDialog = lazyModal(
  moduleLoader(() => import('./RejectDialog')),
  'RejectDialog',
  ({ open }) => open,
);
