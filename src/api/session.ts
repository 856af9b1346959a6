/**
 * The session kept in the browser: token and userId in local storage (platform.md section 3),
 * under the keys the spec's app used, so a real API's tooling sees the same names.
 */
import { createSignal } from './signal';

export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userId';
/** Resources the API refused this session although no module governs them (push): kept until logout. */
export const REFUSED_KEY = 'gd.refused';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): no session then.
    return null;
  }
}

/** Another tab signing in or out changes this tab's session too (the token is shared storage). */
const onStorage = (event: StorageEvent) => {
  if (event.key === TOKEN_KEY || event.key === null) sessionChanged.notify();
};

/** Who re-renders when the session starts or ends (useHasSession). */
const sessionChanged = createSignal(() => {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

export const subscribeSession = sessionChanged.subscribe;

export const getToken = (): string | null => read(TOKEN_KEY) || null;
export const getUserId = (): string | null => read(USER_ID_KEY) || null;
export const hasSession = (): boolean => getToken() !== null;

export function saveSession(token: string, userId: string | undefined): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    // A new session starts with the API's answers unknown.
    localStorage.removeItem(REFUSED_KEY);
    if (userId) localStorage.setItem(USER_ID_KEY, userId);
    else localStorage.removeItem(USER_ID_KEY);
  } catch {
    // Without storage the session cannot survive; login then fails at the next check.
  }
  sessionChanged.notify();
}

/** The resources refused this session (a reload keeps them: the API's answer has not changed). */
export function refusedResources(): string[] {
  try {
    const value: unknown = JSON.parse(read(REFUSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function saveRefused(resources: readonly string[]): void {
  try {
    localStorage.setItem(REFUSED_KEY, JSON.stringify(resources));
  } catch {
    // Without storage the refusal lasts as long as the page.
  }
}

/** Why the last session ended, as the API said it (sessionStorage: this tab, read once). */
const END_REASON_KEY = 'gd.endReason';

export function saveEndReason(reason: string): void {
  try {
    sessionStorage.setItem(END_REASON_KEY, reason);
  } catch {
    // The login page then shows no reason.
  }
}

/** The reason the login page shows (then clears with clearEndReason: it is said once). */
export function endReason(): string | null {
  try {
    return sessionStorage.getItem(END_REASON_KEY);
  } catch {
    return null;
  }
}

export function clearEndReason(): void {
  try {
    sessionStorage.removeItem(END_REASON_KEY);
  } catch {
    // Nothing stored.
  }
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_ID_KEY);
    localStorage.removeItem(REFUSED_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  sessionChanged.notify();
}

/**
 * The app keeps its session in local storage, which browsers refuse when cookies are blocked
 * (platform.md section 1: the app needs cookies enabled to render).
 */
export function browserStorageAvailable(): boolean {
  try {
    if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
    const probe = '__gd_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
