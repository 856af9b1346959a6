/**
 * Throttling of the public credential flows (login, password-reset requests): 5 attempts counted
 * against one key within 15 minutes block that key (429) until they age out. Every attempt counts
 * against two keys, the client's address and the account it names (known or not, so that the answer
 * does not tell which accounts exist): spreading guesses over accounts or over addresses both stop.
 * An attempt is counted the moment it arrives, before the password check awaits (`admit`), and given
 * back if it succeeds: 31 parallel guesses cannot all pass the check before the first failure counts.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** login, reset requests, and the old-password check of a password change. */
export type AttemptFlow = 'login' | 'reset' | 'change';

/** The keys an attempt counts against: its flow, the client's address and the account it names. */
export const attemptKeys = (flow: AttemptFlow, address: string | undefined, email: string) => ({
  address: `${flow}:address:${address ?? 'unknown'}`,
  account: `${flow}:account:${email.trim().toLowerCase()}`,
});
export type AttemptKeys = ReturnType<typeof attemptKeys>;

export function createLoginLimiter(now: () => number) {
  const attempts = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - LOGIN_FAILURE_WINDOW_MS;
    const list = (attempts.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  };
  return {
    isBlocked: (keys: AttemptKeys) =>
      recent(keys.address).length >= LOGIN_FAILURE_LIMIT ||
      recent(keys.account).length >= LOGIN_FAILURE_LIMIT,
    record: (keys: AttemptKeys) => {
      for (const key of [keys.address, keys.account]) attempts.set(key, [...recent(key), now()]);
    },
    /**
     * Checks and counts in one synchronous step: false when blocked; else the attempt is counted and
     * `succeeded` gives it back (and forgives the account's earlier failures) once it proved right.
     */
    admit: (keys: AttemptKeys): false | { succeeded: () => void } => {
      if (
        recent(keys.address).length >= LOGIN_FAILURE_LIMIT ||
        recent(keys.account).length >= LOGIN_FAILURE_LIMIT
      )
        return false;
      const stamp = now();
      for (const key of [keys.address, keys.account]) attempts.set(key, [...recent(key), stamp]);
      return {
        succeeded: () => {
          const list = attempts.get(keys.address) ?? [];
          const at = list.lastIndexOf(stamp);
          if (at >= 0) list.splice(at, 1);
          attempts.delete(keys.account);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
