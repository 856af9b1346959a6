/**
 * The request for config.json. The entry (src/main.tsx) sends it before the app's modules have
 * arrived, so the API's address is known by the time they have and the session's verify goes at once:
 * asked for by the renderer's chunk, the file cost a round trip after it on every cold load (issue 23).
 * src/config.ts reads the answer. Tiny, and without Zod: the entry imports it.
 */

/**
 * Where config.json is: at the app's base (Vite's `base`, `/` by default, so a build for a sub-path
 * finds it too), never relative to the page (a reload on /admin/dashboard would ask /admin/config.json).
 */
export function runtimeConfigUrl(documentBase: string = document.baseURI): string {
  return new URL(`${import.meta.env.BASE_URL}config.json`, documentBase).href;
}

export function fetchRuntimeConfig(
  url: string = runtimeConfigUrl(),
  fetchFile: typeof fetch = fetch,
): Promise<Response> {
  // no-store: a new config.json applies at the next page load, whatever the server's caching.
  return fetchFile(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
}

let sent: Promise<Response> | undefined;
let everSent = false;

/** Asks for the file now; the loader takes this answer rather than asking again. */
export function sendRuntimeConfigRequest(): void {
  if (sent) return;
  everSent = true;
  sent = fetchRuntimeConfig();
  // Its failure is the loader's to handle, whenever it takes the answer.
  sent.catch(() => undefined);
}

/** The request sendRuntimeConfigRequest sent, once; undefined when none was sent or it was taken. */
export function takeSentRuntimeConfigRequest(): Promise<Response> | undefined {
  const request = sent;
  sent = undefined;
  return request;
}

/** Whether this page load asked for config.json (the entry does; unit and component tests never do). */
export const runtimeConfigRequested = (): boolean => everSent;
