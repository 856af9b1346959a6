/**
 * Feature detection of the calls beyond the spec (docs/api.md, "Extensions"): the one mechanism.
 * An extension is used while it answers; its first 404 (the backend has no such route) turns it off
 * for the rest of the page's life, and every later use fails at once with ExtensionAbsentError, without
 * a request. Screens hide what depends on it, or fall back to the spec's own behaviour.
 * Pure module state, no React (the hooks are in useExtensions.ts): the data provider and the screens
 * share it, and the session's first call, sent before React has downloaded, loads it (issue 23).
 */
import { HttpError } from 'ra-core';
import { statusOf } from './errorStatus';
import { createSignal } from './signal';

/** Every call beyond the spec's tables, by the name the app knows it under. */
export const EXTENSIONS = {
  audit: 'POST admin/audit/list',
  revenue: 'POST admin/dashboard/revenue',
  pushHistory: 'POST push/list',
  invoiceLink: 'POST admin/invoice/link',
  walletTransaction: 'GET admin/transaction-wallet/{id}',
  orderCodes: 'POST admin/order/codes',
} as const;

export type ExtensionName = keyof typeof EXTENSIONS;

/** Statuses meaning "no such call here": 404, and what some servers answer for an unknown method. */
export const ABSENT_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/** Thrown instead of calling an extension known to be absent; a 404, so nothing treats it as a failure. */
export class ExtensionAbsentError extends HttpError {
  constructor(readonly extension: ExtensionName) {
    super(`${EXTENSIONS[extension]} is not available on this server`, 404, null);
    // HttpError pins its own prototype in its constructor: the subclass's has to be set again.
    Object.setPrototypeOf(this, ExtensionAbsentError.prototype);
    this.name = 'ExtensionAbsentError';
  }
}

export const isExtensionAbsentError = (error: unknown): error is ExtensionAbsentError =>
  error instanceof ExtensionAbsentError;

let absent: ReadonlySet<ExtensionName> = new Set();
const absentChanged = createSignal();

export const isExtensionAbsent = (name: ExtensionName): boolean => absent.has(name);

function markAbsent(name: ExtensionName): void {
  if (absent.has(name)) return;
  // A new set each time: it is the snapshot React compares (useExtensions.ts).
  absent = new Set([...absent, name]);
  absentChanged.notify();
}

/** Runs one call of an extension; its 404 marks the extension absent and becomes ExtensionAbsentError. */
export async function callExtension<T>(name: ExtensionName, run: () => Promise<T>): Promise<T> {
  if (absent.has(name)) throw new ExtensionAbsentError(name);
  try {
    return await run();
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && ABSENT_STATUSES.has(status)) {
      markAbsent(name);
      throw new ExtensionAbsentError(name);
    }
    throw error;
  }
}

/** For useSyncExternalStore (useExtensions.ts): `listener` hears each extension found absent. */
export const subscribeToAbsentExtensions = absentChanged.subscribe;

/** The extensions known absent so far: a new set each time one more becomes known. */
export const absentExtensions = (): ReadonlySet<ExtensionName> => absent;

/** Tests only: forget what was detected. */
export function resetExtensions(): void {
  absent = new Set();
  absentChanged.notify();
}
