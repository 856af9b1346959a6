import type { Locale } from './locales';
import type { FailureTexts } from './loadFailure';

/**
 * Any other error outside the admin's pages (the public pages, the admin's frame, the API reference):
 * what React Router showed in its place was its developer page ("Hey developer"). Apart from
 * loadFailure.ts, which the entry carries: only the renderer's error page (src/RootError.tsx) needs these.
 */
export const PAGE_CRASH: Record<Locale, FailureTexts> = {
  'en-US': {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reloading starts it again; if it happens again, tell your administrator what you were doing.',
    reload: 'Reload',
  },
  'fr-FR': {
    title: 'Une erreur est survenue',
    text: 'Une erreur inattendue a arrêté cette page. Recharger la relance ; si cela se reproduit, dites à votre administrateur ce que vous faisiez.',
    reload: 'Recharger',
  },
  ar: {
    title: 'حدث خطأ ما',
    text: 'أوقف خطأ غير متوقع هذه الصفحة. تؤدي إعادة التحميل إلى تشغيلها من جديد؛ وإذا تكرر ذلك، فأخبر المسؤول بما كنت تفعله.',
    reload: 'إعادة التحميل',
  },
};
