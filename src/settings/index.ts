/**
 * Settings / CMS pages (platform.md s.2): the list at /admin/cms (resource `settings`, a custom
 * route at the spec's path) with its view and edit modals. Loaded on demand: the edit modal carries
 * the rich-text editor.
 */
import { lazy } from 'react';

export { SETTINGS_RESOURCE } from './useSettings';
export const SettingsList = lazy(() => import('./SettingsList'));
