import type { Locale } from './locales';

/**
 * "The app's code did not download", in every locale. Kept apart from the catalogues because a
 * catalogue is a download too: the entry shows these when the renderer or the first screen's chunks
 * fail (src/loadFailure.ts), and the admin's error page when a screen's chunk fails (the layout
 * catalogues' page_failed are these same texts).
 */
export interface FailureTexts {
  title: string;
  text: string;
  reload: string;
}

export const LOAD_FAILURE: Record<Locale, FailureTexts> = {
  'en-US': {
    title: 'This page could not be loaded',
    text: 'Its code did not download: the connection may be down, or a new version of Giftdesk was published since this tab opened. Reloading fetches it again.',
    reload: 'Reload',
  },
  'fr-FR': {
    title: "Cette page n'a pas pu être chargée",
    text: "Son code n'a pas été téléchargé : la connexion est peut-être coupée, ou une nouvelle version de Giftdesk a été publiée depuis l'ouverture de cet onglet. Recharger la télécharge à nouveau.",
    reload: 'Recharger',
  },
  ar: {
    title: 'تعذّر تحميل هذه الصفحة',
    text: 'لم يُنزَّل الرمز الخاص بها: ربما انقطع الاتصال، أو نُشر إصدار جديد من Giftdesk منذ فتح علامة التبويب هذه. تؤدي إعادة التحميل إلى تنزيلها من جديد.',
    reload: 'إعادة التحميل',
  },
};
