/**
 * The whole English catalogue, for the admin: loaded with the admin's shell (src/areas.ts), handed to
 * the i18n provider before the admin renders. The login page never downloads it (issue 23).
 */
import en from './en';
import { completeEnglish } from './i18nProvider';

export const loadAdminCatalogue = (): Promise<void> => completeEnglish(en);
