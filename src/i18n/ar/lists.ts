/** أدوات القوائم المشتركة: البحث في عمود مختار، العروض المحفوظة، التصدير إلى CSV. */
export default {
  search_in: 'البحث في',
  search: 'بحث',
  export: {
    title: 'جارٍ التصدير…',
    progress: '%{done} من %{total} صف',
    cancel: 'إلغاء',
  },
};
