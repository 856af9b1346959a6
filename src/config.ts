/**
 * Where the app finds the API and the media files, read at run time from `config.json` beside
 * index.html (README, "Deploying"): one build for every environment. The entry sends the request
 * (configRequest.ts); `src/boot.tsx` starts `loadRuntimeConfig()` with the i18n provider and the
 * first screen, and renders once they are done; until then (and in unit and component tests, which
 * never load it) the getters answer the defaults.
 * Kept small: the login page's chunks import it (Zod is already there for the login form).
 */
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, type RuntimeConfig } from './domain/runtimeConfig';
import { fetchRuntimeConfig, runtimeConfigRequested, takeSentRuntimeConfigRequest } from './configRequest';

export { runtimeConfigUrl } from './configRequest';

export type { RuntimeConfig };

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
let loading: Promise<RuntimeConfig> | undefined;
let loaded = false;

/** Base of the marketplace API (`/api/v1` by default). */
export const apiUrl = (): string => current.apiUrl;

/** Base of the uploaded files (`/media` by default); paths go through `mediaUrl()` of src/api/media.ts. */
export const mediaBaseUrl = (): string => current.mediaUrl;

/** Minutes without activity before the session is signed out (15 by default). */
export const idleTimeoutMinutes = (): number => current.idleTimeoutMinutes;

export interface LoadOptions {
  url?: string;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

async function load({ url, fetch: fetchFile, warn = console.warn }: LoadOptions): Promise<RuntimeConfig> {
  let text: string;
  try {
    const sent = url === undefined && fetchFile === undefined ? takeSentRuntimeConfigRequest() : undefined;
    const response = await (sent ?? fetchRuntimeConfig(url, fetchFile));
    // No file (404), or a history fallback answering index.html: the defaults, silently.
    if (!response.ok || /text\/html/i.test(response.headers.get('Content-Type') ?? '')) return current;
    text = await response.text();
  } catch {
    // No answer: the API calls that follow will say the server is unavailable.
    return current;
  }
  const reading = parseRuntimeConfig(text);
  if (!reading.ok) {
    warn(`config.json ignored (${reading.problem}); using the defaults ${JSON.stringify(current)}.`);
    return current;
  }
  current = reading.config;
  return current;
}

/** Reads config.json once (later calls share the first); never rejects: the defaults stay on any problem. */
export function loadRuntimeConfig(options: LoadOptions = {}): Promise<RuntimeConfig> {
  loading ??= load(options).finally(() => {
    loaded = true;
  });
  return loading;
}

/**
 * What an API call waits for before it reads `apiUrl()`: config.json, when this page load asked for
 * it and it has not been read yet. Any module may send a call early (the session's verify, a page's
 * prefetch): without this, one sent before the file's answer went to the default API, whose 401
 * ended a session held on the configured one. Nothing to wait for once it is read, or when no page
 * asked for it (unit and component tests): no microtask added to their calls.
 */
export function runtimeConfigPending(): Promise<RuntimeConfig> | undefined {
  if (loaded) return undefined;
  if (loading) return loading;
  return runtimeConfigRequested() ? loadRuntimeConfig() : undefined;
}
