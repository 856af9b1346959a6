/**
 * fr-FR: react-admin's own messages and the areas every screen shares (the public pages' part,
 * ./public.ts, and the admin's); the features add theirs (./index.ts). Each file has a twin under
 * ../en with the same keys (tests/unit/i18n.test.ts).
 */
import frenchMessages from 'ra-language-french';
import { publicMessages } from './public';
import server from './server';
import layout from './layout';
import comfort from './comfort';
import editor from './editor';
import lists from './lists';

export const base = {
  ...publicMessages,
  ra: frenchMessages.ra,
  gd: { ...publicMessages.gd, server, layout, comfort, lists, editor },
};
