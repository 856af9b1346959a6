import { useCallback, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDateTime, formatMoney } from '../domain/format';

/** Money and dates in the current locale through format.ts (dates DD-MM-YYYY hh:mm A, French 24-hour). */
export function useFormat() {
  const [locale] = useLocaleState();
  const money = useCallback(
    (amount: unknown, currency: unknown) =>
      formatMoney(Number(amount), typeof currency === 'string' && currency ? currency : 'usd', locale),
    [locale],
  );
  const date = useCallback(
    (value: string | number | Date | null | undefined) => formatDateTime(value, locale),
    [locale],
  );
  return useMemo(() => ({ money, date }), [money, date]);
}
