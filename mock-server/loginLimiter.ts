/** Failed logins per client address: 10 within 15 minutes blocks that address (429) until they age out. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function createLoginLimiter(now: () => number) {
  const failures = new Map<string, number[]>();
  const recent = (address: string) => {
    const since = now() - LOGIN_FAILURE_WINDOW_MS;
    const list = (failures.get(address) ?? []).filter((time) => time > since);
    if (list.length === 0) failures.delete(address);
    else failures.set(address, list);
    return list;
  };
  return {
    isBlocked: (address: string) => recent(address).length >= LOGIN_FAILURE_LIMIT,
    recordFailure: (address: string) => {
      failures.set(address, [...recent(address), now()]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
