/**
 * The app's own generic texts for code that runs outside the React i18n context: requests started
 * by the authProvider, the spinner shown before i18n is ready. Same keys as gd.common.*.
 */
import { storedLocale } from '../i18n/locales';
import enCommon from '../i18n/en/common';
import frCommon from '../i18n/fr/common';
import arCommon from '../i18n/ar/common';
import type { Locale } from '../i18n/locales';

type Common = typeof enCommon;
/** The flat texts only (gd.common also holds nested groups such as `delete`). */
export type CommonKey = { [K in keyof Common]: Common[K] extends string ? K : never }[keyof Common];

const COMMON: Record<Locale, Pick<Common, CommonKey>> = {
  'en-US': enCommon,
  'fr-FR': frCommon,
  ar: arCommon,
};

export function commonText(key: CommonKey): string {
  return COMMON[storedLocale()][key];
}
