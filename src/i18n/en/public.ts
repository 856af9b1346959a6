/**
 * en-US for the public pages (login, forgot, reset): react-admin's messages and the areas those pages
 * show. It comes with the login page's chunks; the rest of English (./base.ts, the features' files)
 * comes with the admin's (src/i18n/i18nProvider.ts, issue 23).
 */
import englishMessages from 'ra-language-english';
import validation from './validation';
import auth from './auth';
import common from './common';

export const publicMessages = { ...englishMessages, gd: { validation, auth, common } };
