/**
 * The run-time configuration file, `config.json` beside index.html: where the app finds the API and
 * the media files. One build serves every environment; a deployment writes this file (README,
 * "Deploying"). Pure: the app's loader (src/config.ts) and the mock, which builds its CSP from the
 * file it serves (mock-server/security.ts), read it through the same schema.
 */
import { z } from './zod';

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

const baseUrl = z.string().refine(isBaseUrl, { message: 'a path from / or an http(s) URL' });

/**
 * Both addresses are required (a misspelt key is reported rather than silently defaulted); the idle
 * timeout is optional; other keys are ignored.
 */
export const runtimeConfigSchema = z.object({
  apiUrl: baseUrl,
  mediaUrl: baseUrl,
  idleTimeoutMinutes: z
    .number()
    .min(IDLE_TIMEOUT_MINUTES.min)
    .max(IDLE_TIMEOUT_MINUTES.max)
    .default(IDLE_TIMEOUT_MINUTES.default),
});

export type RuntimeConfigReading = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/** Reads the file's text: the configuration, or why it cannot be used. */
export function parseRuntimeConfig(text: string): RuntimeConfigReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, problem: `${where}${issue?.message ?? 'invalid'}` };
  }
  const { apiUrl, mediaUrl, idleTimeoutMinutes } = parsed.data;
  return { ok: true, config: { apiUrl, mediaUrl, idleTimeoutMinutes } };
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
