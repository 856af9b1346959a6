/** Themes, list density and the review screens' keyboard shortcuts (src/comfort). */
export default {
  density: {
    compact_lists: 'قوائم مضغوطة',
    comfortable: 'إيقاف: صفوف مريحة',
    compact: 'تشغيل: صفوف مضغوطة',
  },
  theme: {
    dark: 'المظهر الداكن',
  },
  shortcuts: {
    title: 'اختصارات لوحة المفاتيح',
    next: 'السجل التالي',
    previous: 'السجل السابق',
    open: 'فتح السجل',
    accept: 'قبول',
    reject: 'رفض',
    help: 'عرض هذه القائمة',
  },
};
