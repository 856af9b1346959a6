/**
 * The run-time configuration file, `config.json` beside index.html: where the app finds the API and
 * the media files. One build serves every environment; a deployment writes this file (README,
 * "Deploying"). Pure: the app's loader (src/config.ts) and the mock, which builds its CSP from the
 * file it serves (mock-server/security.ts), read it through the same function.
 */

export interface RuntimeConfig {
  /** Base of the marketplace API: `/api/v1`, or `https://api.example.com/api/v1`. */
  apiUrl: string;
  /** Base of the uploaded files (card images, KYC documents): `/media`, or `https://media.example.com`. */
  mediaUrl: string;
  /**
   * Minutes without activity (in any tab) after which the session is signed out, with a warning one
   * minute before (src/auth/IdleGuard.tsx). Optional: 15 by default, from 2 to 720.
   */
  idleTimeoutMinutes: number;
}

export const IDLE_TIMEOUT_MINUTES = { default: 15, min: 2, max: 720 } as const;

/** The mock's layout, also `public/config.json`: API and media on the app's own origin. */
export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiUrl: '/api/v1',
  mediaUrl: '/media',
  idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES.default,
});

/**
 * A path from the root of the app's origin. Not `//host` (another origin) nor `/\host`, which
 * browsers read as `//host`; no query, fragment, white space or control character.
 */
const ROOTED_PATH = /^\/(?![/\\])[^\s\\?#\p{Cc}]*$/u;
const HTTP_ADDRESS = /^https?:\/\/[^\s\\?#\p{Cc}]+$/iu;

/** A base URL the app may call: a `/`-rooted path or an http(s) address (never `javascript:`, `data:`...). */
export function isBaseUrl(value: string): boolean {
  if (ROOTED_PATH.test(value)) return true;
  if (!HTTP_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const BASE_URL = 'a path from / or an http(s) URL';
const { min, max } = IDLE_TIMEOUT_MINUTES;
const MINUTES = `a number of minutes from ${min} to ${max}`;

export type RuntimeConfigReading = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/**
 * Reads the file's text: the configuration, or why it cannot be used. Both addresses are required (a
 * misspelt key is reported rather than silently defaulted); the idle timeout is optional; other keys
 * are ignored. Checked by hand, not with Zod: the start-up of every page reads it (issue 23).
 */
export function parseRuntimeConfig(text: string): RuntimeConfigReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, problem: 'not a JSON object' };
  }
  const file = json as Record<string, unknown>;
  for (const key of ['apiUrl', 'mediaUrl'] as const) {
    const value = file[key];
    if (typeof value !== 'string' || !isBaseUrl(value)) return { ok: false, problem: `${key}: ${BASE_URL}` };
  }
  const minutes =
    file.idleTimeoutMinutes === undefined ? IDLE_TIMEOUT_MINUTES.default : file.idleTimeoutMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < min || minutes > max) {
    return { ok: false, problem: `idleTimeoutMinutes: ${MINUTES}` };
  }
  const config = {
    apiUrl: file.apiUrl as string,
    mediaUrl: file.mediaUrl as string,
    idleTimeoutMinutes: minutes,
  };
  return { ok: true, config };
}

/** The origin of an absolute base URL (`https://api.example.com`); undefined for a rooted path. */
export function originOf(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
