/**
 * fr-FR for the public pages (login, forgot, reset): react-admin's messages and the areas those pages
 * show. The login page loads only this part; the rest of French (./base.ts, the features' files)
 * comes with the admin's (src/i18n/i18nProvider.ts, issue 23).
 */
import frenchMessages from 'ra-language-french';
import validation from './validation';
import auth from './auth';
import common from './common';

export const publicMessages = { ...frenchMessages, gd: { validation, auth, common } };
