import { CURRENCIES } from '../domain/types';

/** Section 9: currencies labelled 'AUD - Australian dollar' etc. (translated labels). */
export const CURRENCY_CHOICES = CURRENCIES.map((id) => ({ id, name: `gd.common.currencies.${id}` }));

export const currencyCode = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : '');
