/** Fixed conversion rates of the mock (USD per unit), the one place amounts are converted. */
import type { Currency } from '../src/domain/types';

export const USD_PER_UNIT: Record<Currency, number> = {
  usd: 1,
  eur: 1.08,
  gbp: 1.27,
  aud: 0.66,
  cad: 0.73,
};

/** Rounds to 4 decimals: the dashboard shows at most 4 fraction digits and sums drift in binary. */
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export const toUsd = (amount: number, currency: Currency) => amount * USD_PER_UNIT[currency];
