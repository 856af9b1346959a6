/**
 * Customers and KYC records (catalogue-and-orders.md s.3 and s.5, platform.md s.3 and s.4), shared
 * by the app and the mock: the shapes, the status codes and the zod schemas of every customer and
 * KYC write. Messages are i18n keys (gd.customers.validation.*).
 */
import { z } from './zod';
import { CURRENCIES, type Currency } from './types';
import { requiredString } from './validation';

export type ActiveFlag = 'y' | 'n';
export const ACTIVE_FLAGS = ['y', 'n'] as const;

/** p Pending, s Submitted, v Verified, r Rejected (platform.md s.4). */
/**
 * search_by of the shared customer list (platform.md s.7; the customer and KYC lists): the customer's
 * text columns.
 */
export const CUSTOMER_SEARCH_FIELDS = ['sFullName', 'sEmail', 'sUserName', 'sMobileNumber'] as const;

export const KYC_STATUSES = ['p', 's', 'v', 'r'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** The reviewer's two outcomes, allowed only from Submitted. */
export const KYC_DECISIONS = ['v', 'r'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** The four list screens (/admin/kyc/<variant>) and the status each one lists. */
export const KYC_VARIANTS = {
  submitted: 's',
  verified: 'v',
  pending: 'p',
  rejected: 'r',
} as const satisfies Record<string, KycStatus>;
export type KycVariant = keyof typeof KYC_VARIANTS;

/** The KYC form's answers; document values are media paths ('' when not uploaded yet). */
export interface KycDetails {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: { value: string; label: string };
  typeOfId: string;
  docFront: string;
  docBack: string;
  typeOfAddress: string;
  docAddress: string;
  /** Spelled as the API spells it. */
  docSelffie: string;
}

/** GET admin/kyc/{userId}: the record's id is the customer's. */
export interface KycRecord {
  _id: string;
  eStatus: KycStatus;
  oKycDetails: KycDetails;
}

/** What the mock stores per customer (same _id); the status stays the customer's sKycStatus. */
export interface KycEntry {
  _id: string;
  oKycDetails: KycDetails;
  dUpdatedAt?: string;
}

export interface Customer {
  _id: string;
  sEmail: string;
  sFullName: string;
  sUserName: string;
  sMobileNumber: string;
  sCountry: string;
  sCity: string;
  sState: string;
  eCurrency: Currency;
  sCoverPicture: string;
  sProfilePicture: string;
  eStatus: ActiveFlag;
  sKycStatus: KycStatus;
  dCreatedAt: string;
}

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
