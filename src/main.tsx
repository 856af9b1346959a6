/**
 * The entry, kept tiny on purpose (issue 23): it starts the first screen's area (src/areas.ts) and
 * the renderer (src/boot.tsx) downloading side by side, so that neither waits for the other (Vite
 * fetches each dynamic import's chunks in parallel).
 */
import { getToken } from './api/session';
import { AREA_LOADERS, firstArea } from './areas';
import { guardRestoredPages } from './auth/restoredPageGuard';

guardRestoredPages();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const area = firstArea(location.pathname, Boolean(getToken()));
if (area !== 'apiDocs') void AREA_LOADERS[area]();
void import('./boot').then(({ boot }) => boot(container, area));
