/**
 * A setting's shape and which keys hold loyalty numbers, without the zod schemas of ./settings.ts:
 * the data provider reads these, and the admin's shell must not build schemas it does not use
 * (issue 23).
 */
export interface SettingRecord {
  _id: string;
  sTitle: string;
  sKey: string;
  /**
   * Loyalty keys: the number as a decimal string ("10"); other keys: rich text (Draft raw JSON on the
   * wire, HTML inside the app). One type for the field, as the API stores it (docs/api.md).
   */
  sValue: string;
  dCreatedAt: string;
  dUpdatedAt: string;
}

/** The loyalty keys and their ranges (section 5): percentages 0..100, a minimum of 0 or more. */
export const LOYALTY_RANGES = {
  'loyalty-point': { min: 0, max: 100 },
  'loyalty-point-usage': { min: 0, max: 100 },
  'min-loyalty-point-usage': { min: 0, max: undefined },
} as const satisfies Record<string, { min: number; max: number | undefined }>;

export type LoyaltyKey = keyof typeof LOYALTY_RANGES;

export const isLoyaltyKey = (key: unknown): key is LoyaltyKey =>
  typeof key === 'string' && Object.hasOwn(LOYALTY_RANGES, key);

/** The fields of a setting that hold rich text: sValue, unless the key is a loyalty number. */
export const settingRichTextFields = (record: { sKey?: unknown; id?: unknown }): readonly string[] =>
  isLoyaltyKey(record.sKey ?? record.id) ? [] : ['sValue'];
