/**
 * Customers' and KYC records' shapes and status codes (catalogue-and-orders.md s.3 and s.5, platform.md
 * s.3 and s.4), without the zod schemas of ./customer.ts: the endpoint table and the lists read these,
 * and the admin's shell must not build schemas it does not use (issue 23).
 */
import type { Currency } from './types';

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
