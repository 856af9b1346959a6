/** Categories (gift card contents), the image upload input and the rich-text editor. */
export const catalogue = {
  validation: {
    title_required: 'عنوان البطاقة مطلوب',
    title_max: 'يجب ألا يتجاوز عنوان البطاقة 100 حرف',
    logo_required: 'صورة الشعار مطلوبة',
    banner_required: 'صورة اللافتة مطلوبة',
    category_required: 'الفئة مطلوبة',
    short_desc_required: 'الوصف المختصر مطلوب',
    description_required: 'الوصف مطلوب',
    redeem_required: 'طريقة الاسترداد مطلوبة',
    exchange_fees_range: 'يجب أن تكون رسوم الاستبدال رقمًا من 0 إلى 100',
    video_invalid: 'يجب أن يكون الفيديو رابط http(s)',
    image_invalid: 'ليس ملف صورة صالحًا.',
    image_path_invalid: 'مسار الصورة غير صالح.',
  },
  kinds: {
    Gaming: 'الألعاب',
    Shopping: 'التسوّق',
    Entertainment: 'الترفيه',
    'Prepaid Card': 'بطاقة مسبقة الدفع',
    'Wallet Funds': 'رصيد المحفظة',
  },
  status: {
    Active: 'نشط',
    Disabled: 'معطّل',
    Deleted: 'محذوف',
  },
  list: {
    title: 'الفئات',
    empty: 'لم يُعثر على سجلات',
    quick_delivery: 'تسليم سريع عبر البريد الإلكتروني',
    card_preview: 'البطاقة',
    status: 'الحالة',
    actions: 'الإجراءات',
    add: 'إضافة فئة',
    toggle: 'نشط: %{title}',
    status_changed: 'تم تغيير الحالة إلى %{status}.',
    delete_content: 'ستتم إزالة %{name} من القائمة.',
    search: 'بحث',
  },
  form: {
    create: 'إنشاء بطاقة هدية',
    edit: 'تعديل بطاقة هدية',
    view: 'تفاصيل بطاقة الهدية',
    submit: 'إرسال',
    update: 'تحديث',
    back: 'العودة إلى القائمة',
    created: 'تم إنشاء الفئة بنجاح.',
    updated: 'تم تحديث الفئة بنجاح.',
    logo_hint: 'المقاس 540x220، بخلفية شفافة',
    banner_hint: 'المقاس 540x290',
    video_hint: 'رابط الفيديو (اختياري)',
  },
  upload: {
    choose: 'اختيار صورة',
    replace: 'استبدال الصورة',
    named: '%{action}: %{label}',
    named_required: '%{action}: %{label} (مطلوب)',
    uploading: 'جارٍ الرفع… %{percent}%',
    uploaded: 'تم رفع الصورة.',
    preview: 'معاينة %{label}',
    none: 'لا توجد صورة بعد',
  },
  menu: {
    list: 'قائمة الفئات',
  },
};

/** react-admin's names and field labels for the `category` resource (six plural forms). */
export const categoryResource = {
  category: {
    name: 'فئات |||| فئة |||| الفئات |||| الفئات |||| الفئات |||| الفئات',
    fields: {
      sTitle: 'العنوان',
      sCategory: 'الفئة',
      sLogo: 'الشعار',
      sBanner: 'اللافتة',
      sVideo: 'الفيديو',
      nExchangeFees: 'رسوم الاستبدال (%)',
      sShortDesc: 'الوصف المختصر',
      sDescription: 'الوصف',
      sRedeem: 'طريقة الاسترداد',
      eStatus: 'الحالة',
      dCreatedAt: 'تاريخ الإنشاء',
    },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { catalogue }, resources: categoryResource };
