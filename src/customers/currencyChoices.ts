import { CURRENCIES } from '../domain/types';

/** The currency choices with the spec's labels ('AUD - Australian dollar'), translated. */
export const CURRENCY_CHOICES = CURRENCIES.map((id) => ({ id, name: `gd.customers.currencies.${id}` }));
