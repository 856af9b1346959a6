/** Catalogue records shared by the app and the mock (catalogue-and-orders.md section 3). */

/** The category option values of the category / gift card content form. */
export const CATEGORY_KINDS = [
  'Gaming',
  'Shopping',
  'Entertainment',
  'Prepaid Card',
  'Wallet Funds',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** Active / Disabled through the list's toggle; Deleted on removal (the row leaves every list). */
export const CATEGORY_STATUSES = ['Active', 'Disabled', 'Deleted'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** A gift card content entry ("category"): one brand with its logo, banner and rich texts. */
export interface Category {
  _id: string;
  sTitle: string;
  sCategory: CategoryKind;
  /** Media paths, shown through the media base. */
  sLogo: string;
  sBanner: string;
  sVideo: string;
  /** Sell-back fee in %. */
  nExchangeFees: number;
  /** The three rich texts, as the API stores them (serialized editor content, or HTML in older records). */
  sShortDesc: string;
  sDescription: string;
  sRedeem: string;
  eStatus: CategoryStatus;
  dCreatedAt: string;
  dUpdatedAt: string;
}
