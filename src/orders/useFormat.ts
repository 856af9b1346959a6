import { useCallback, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDateTime, formatMoney } from '../domain/format';

/** Money in the current locale through format.ts, and dates as DD-MM-YYYY hh:mm A. */
export function useFormat() {
  const [locale] = useLocaleState();
  const money = useCallback(
    (amount: unknown, currency: unknown) =>
      formatMoney(Number(amount), typeof currency === 'string' && currency ? currency : 'usd', locale),
    [locale],
  );
  return useMemo(() => ({ money, date: formatDateTime }), [money]);
}
