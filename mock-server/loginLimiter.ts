/**
 * Throttling of the public credential flows (login, password-reset requests): 5 attempts counted
 * against one key within 15 minutes block that key (429) until they age out. Every attempt counts
 * against two keys, the client's address and the account it names (known or not, so that the answer
 * does not tell which accounts exist): spreading guesses over accounts or over addresses both stop.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type AttemptFlow = 'login' | 'reset';

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
    /** A successful login forgives the account's failures (not the address's). */
    forgiveAccount: (keys: AttemptKeys) => void attempts.delete(keys.account),
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
