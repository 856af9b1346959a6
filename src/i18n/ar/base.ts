/**
 * ar: react-admin's own messages (./raArabic.ts, as no ra-language-arabic package exists) and the
 * areas every screen shares; the features add theirs (./index.ts). Each file has a twin under ../en
 * with the same keys (tests/unit/i18n.test.ts).
 */
import arabicMessages from './raArabic';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import common from './common';
import comfort from './comfort';
import tiptap from './tiptap';
import lists from './lists';

export const base = {
  ...arabicMessages,
  ra: { ...arabicMessages.ra, tiptap },
  gd: { validation, server, auth, layout, common, comfort, lists },
};
