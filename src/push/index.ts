/** The push notification area: one custom page (/admin/push), loaded with the admin only when opened. */
import { lazy } from 'react';

export const PushPage = lazy(() => import('./PushPage').then((module) => ({ default: module.PushPage })));
