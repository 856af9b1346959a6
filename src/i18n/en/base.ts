/**
 * en-US: react-admin's own messages and the areas every screen shares; the features add
 * theirs (./index.ts). Each file has a twin under ../fr with the same keys (tests/unit/i18n.test.ts).
 */
import englishMessages from 'ra-language-english';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import common from './common';
import comfort from './comfort';
import tiptap from './tiptap';
import lists from './lists';

export const base = {
  ...englishMessages,
  ra: { ...englishMessages.ra, tiptap },
  gd: { validation, server, auth, layout, common, comfort, lists },
};
