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

/** The three rich texts of a category: HTML in the forms, Draft raw on the wire (src/domain/richText.ts). */
export const CATEGORY_RICH_TEXT_FIELDS = ['sShortDesc', 'sDescription', 'sRedeem'] as const;

/** The fields a create or an update sends (catalogue-and-orders.md section 7), nothing else. */
export const CATEGORY_FIELDS = [
  'sTitle',
  'sCategory',
  'sLogo',
  'sBanner',
  'sVideo',
  'nExchangeFees',
  ...CATEGORY_RICH_TEXT_FIELDS,
] as const;

/** Upload folders the signed-URL call accepts (POST admin/signedurl/{folder}). */
export const UPLOAD_FOLDERS = ['categoryimages', 'giftcardimages', 'pushimages', 'settingsimages'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Image types an upload may carry. SVG is refused: it can carry script (docs/api.md, uploads). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const isUploadImageType = (type: string): type is UploadImageType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());

/** The largest upload the mock accepts (413 above). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
