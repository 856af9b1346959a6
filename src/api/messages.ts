/**
 * The app's own generic texts for code that runs outside the React i18n context: requests started
 * by the authProvider, the spinner shown before i18n is ready. Same keys as gd.common.*.
 */
import { storedLocale } from '../i18n/i18nProvider';
import enCommon from '../i18n/en/common';
import frCommon from '../i18n/fr/common';

export type CommonKey = keyof typeof enCommon;

export function commonText(key: CommonKey): string {
  return (storedLocale() === 'fr-FR' ? frCommon : enCommon)[key];
}
