/**
 * The entry, kept tiny on purpose (issue 23): it starts config.json, the first screen's area
 * (src/areas.ts), the admin page's view (src/pageModules.ts) and the renderer (src/boot.tsx)
 * downloading side by side, so that none waits for another (Vite fetches each dynamic import's chunks
 * in parallel).
 */
import { getToken } from './api/session';
import { AREA_LOADERS, firstArea } from './areas';
import { guardRestoredPages } from './auth/restoredPageGuard';
import { sendRuntimeConfigRequest } from './configRequest';
import { showLoadFailure } from './loadFailure';
import { loadFirstScreenStyles } from './firstScreenStyles';
import leftToRightStyles from './generated/firstScreenStyles.ltr.json?url';
import rightToLeftStyles from './generated/firstScreenStyles.rtl.json?url';
import { directionOf, storedLocale } from './i18n/locales';
import { STYLE_CACHE_KEYS } from './i18n/styleCacheKeys';
import { keepStylesForNextLoad, restoreStyles, stylesStamp } from './storedStyles';

guardRestoredPages();
// Where the API is, asked for before the app's modules arrive: the session's verify needs it first.
sendRuntimeConfigRequest();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * These downloads are a head start: boot.tsx waits for the same modules (or react-admin checks the
 * session itself) and shows a failure there, once, rather than as unhandled rejections here.
 */
const headStartOnly = () => undefined;

function warmUpIntl(): void {
  new Intl.NumberFormat().format(0);
  new Intl.DateTimeFormat().format(0);
}

const area = firstArea(location.pathname, Boolean(getToken()));
// The entry's own URL changes with every build that changes any chunk (each names the next).
const stamp = stylesStamp(import.meta.url);
if (area !== 'apiDocs') keepStylesForNextLoad(stamp);
if (area === 'admin') {
  // Before Material UI's code runs: its style cache adopts these when it is created. A first visit
  // has none stored: it gets the first screens' styles that the build prepared.
  if (!restoreStyles(stamp)) {
    const direction = directionOf(storedLocale());
    const file = direction === 'rtl' ? rightToLeftStyles : leftToRightStyles;
    void loadFirstScreenStyles(file, STYLE_CACHE_KEYS[direction]);
  }
  // The page's own view too, not once the shell has been evaluated. A chunk of its own, with the
  // dependency lists of every view: the login page has no use for them. Asked for before the area:
  // their few small files then arrive first and send the view's download and the verify at once,
  // rather than after the shell's graph has been evaluated (about 80 ms of script, issue 23).
  // And the page's list call, sent with the verify's answer (src/listsAhead.ts).
  void import('./pageModules')
    .then(({ preloadAdminPage, sendListAhead }) => {
      const view = preloadAdminPage(location.pathname);
      sendListAhead(location.pathname, location.search);
      return view;
    })
    .catch(headStartOnly);
  void import('./auth/warmUp').then(({ warmUpSession }) => warmUpSession()).catch(headStartOnly);
  // A page's first Intl formatter costs about 12 ms in Chromium (ICU loads its data), later ones a
  // tenth of a millisecond, whatever their locale: spent now, while the chunks above download and
  // the main thread waits, rather than in the render of the first count, amount or date.
  setTimeout(warmUpIntl);
}
if (area !== 'apiDocs') void AREA_LOADERS[area]().catch(headStartOnly);
import('./boot').then(
  ({ boot }) => boot(container, area),
  () => showLoadFailure(container),
);
