/**
 * ar for the public pages (login, forgot, reset): react-admin's messages (./raArabic.ts) and the areas
 * those pages show. The login page loads only this part; the rest of Arabic (./base.ts, the features'
 * files) comes with the admin's (src/i18n/i18nProvider.ts, issue 23).
 */
import arabicMessages from './raArabic';
import validation from './validation';
import auth from './auth';
import common from './common';

export const publicMessages = { ...arabicMessages, gd: { validation, auth, common } };
