/**
 * Customers and KYC records (catalogue-and-orders.md s.3 and s.5, platform.md s.3 and s.4), shared
 * by the app and the mock: the shapes, the status codes and the zod schemas of every customer and
 * KYC write. Messages are i18n keys (gd.customers.validation.*).
 */
import { z } from './zod';
import { CURRENCIES } from './types';
import { ACTIVE_FLAGS, KYC_DECISIONS } from './customerRecords';
import { requiredString } from './validation';

export * from './customerRecords';

const V = 'gd.customers.validation';
export const CUSTOMER_VALIDATION_KEYS = {
  fullNameRequired: `${V}.full_name_required`,
  countryRequired: `${V}.country_required`,
  mobileRequired: `${V}.mobile_required`,
  mobileDigits: `${V}.mobile_digits`,
  currencyRequired: `${V}.currency_required`,
  emailRequired: 'gd.validation.email_required',
  emailInvalid: 'gd.validation.email_invalid',
} as const;
const K = CUSTOMER_VALIDATION_KEYS;

/** Lengths the spec leaves open (choice): long enough for any real name, phone or country. */
export const CUSTOMER_LIMITS = { fullName: 100, country: 60, mobile: 15 } as const;

const required = (key: string, max: number) => requiredString(key).max(max, key);

/**
 * Customer edit (catalogue-and-orders.md s.5). The email is read-only: the form sends the stored
 * one back (the call's body names it), the mock refuses any other (docs/api.md).
 */
export const customerEditSchema = z.object({
  sFullName: required(K.fullNameRequired, CUSTOMER_LIMITS.fullName),
  sCountry: required(K.countryRequired, CUSTOMER_LIMITS.country),
  sMobileNumber: requiredString(K.mobileRequired)
    .regex(/^\d+$/, K.mobileDigits)
    .max(CUSTOMER_LIMITS.mobile, K.mobileDigits),
  eCurrency: z.enum(CURRENCIES, K.currencyRequired),
  sEmail: requiredString(K.emailRequired),
});
export type CustomerEditInput = z.infer<typeof customerEditSchema>;

/** The list's status switch: PUT admin/user/{id} {eStatus} alone. */
export const customerStatusSchema = z.strictObject({
  eStatus: z.enum(ACTIVE_FLAGS, 'gd.server.invalid_body'),
});

/** PUT admin/kyc/{id} {status: v|r}. */
export const kycReviewSchema = z.object({
  status: z.enum(KYC_DECISIONS, 'gd.customers.validation.kyc_status_invalid'),
});
export type KycReviewInput = z.infer<typeof kycReviewSchema>;

/** POST admin/kyc-notification/ {id}. */
export const kycReminderSchema = z.object({
  id: requiredString('gd.customers.validation.kyc_id_required'),
});
export type KycReminderInput = z.infer<typeof kycReminderSchema>;
