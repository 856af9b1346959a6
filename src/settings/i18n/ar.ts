/** Settings / CMS pages (platform.md sections 2, 5 and 8). */
export const settings = {
  list: {
    title: 'الإعدادات',
    page_name: 'اسم الصفحة',
    actions: 'الإجراءات',
    empty: 'لم يُعثر على سجلات',
    view: 'عرض',
    edit: 'تعديل',
    load_failed: 'تعذّر تحميل الصفحات.',
  },
  view: {
    value: 'القيمة',
    close: 'إغلاق',
    empty_content: 'لا يوجد محتوى في هذه الصفحة بعد.',
  },
  edit: {
    title: 'تعديل %{title}',
    page_title: 'عنوان الصفحة',
    value: 'القيمة',
    content: 'المحتوى',
    percent_hint: 'رقم من 0 إلى 100',
    minimum_hint: 'رقم يساوي 0 أو أكثر',
    save: 'حفظ',
    cancel: 'إلغاء',
  },
  /** The spec misspells this one in English (platform.md s.8); in Arabic it is the usual sentence. */
  server_unavailable: 'الخادم غير متاح.',
  validation: {
    title_required: 'عنوان الصفحة مطلوب',
    title_max: 'يجب ألا يتجاوز عنوان الصفحة 150 حرفًا',
    value_required: 'القيمة مطلوبة',
    percent_range: 'يجب أن تكون القيمة رقمًا من 0 إلى 100',
    minimum_range: 'يجب أن تكون القيمة رقمًا يساوي 0 أو أكثر',
    content_invalid: 'المحتوى غير صالح',
  },
};

/** react-admin's resource name (six plural forms) and field labels. */
export const settingsResource = {
  name: 'صفحات |||| صفحة |||| الصفحات |||| الصفحات |||| الصفحات |||| الصفحات',
  fields: {
    sTitle: 'اسم الصفحة',
    sValue: 'القيمة',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { settings }, resources: { settings: settingsResource } };
