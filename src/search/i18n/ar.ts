/**
 * The app bar's global search (docs/areas.md). The placeholder avoids the word Search (بحث), the list
 * filters' own placeholder, so that a page's filter stays the only field found by that text.
 */
export const search = {
  label: 'البحث في العملاء والطلبات وبطاقات الهدايا والفئات',
  placeholder: 'انتقال إلى… (اضغط /)',
  open: 'بحث',
  close: 'إغلاق البحث',
  searching: 'جارٍ البحث…',
  no_results: 'لم يُعثر على نتائج',
  kinds: {
    customers: 'العملاء',
    orders: 'طلبات الشراء',
    sellOrders: 'طلبات البيع',
    giftCards: 'بطاقات الهدايا',
    category: 'الفئات',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { search } };
