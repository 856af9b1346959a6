/** Customers: list, view, edit (catalogue-and-orders.md s.2-8); field messages of s.5 in Arabic. */
export const customers = {
  validation: {
    full_name_required: 'الاسم الكامل مطلوب',
    country_required: 'الدولة مطلوبة',
    mobile_required: 'رقم الجوال مطلوب',
    mobile_digits: 'يُسمح بالأرقام فقط',
    currency_required: 'العملة مطلوبة',
    kyc_status_invalid: 'يجب أن تكون الحالة v (قبول) أو r (رفض).',
    kyc_id_required: 'معرّف العميل مطلوب.',
  },
  status: { y: 'نشط', n: 'غير نشط', switch: 'نشط: %{name}' },
  list: {
    title: 'قائمة العملاء',
    search: 'البحث بالاسم',
    actions: 'الإجراءات',
    empty: 'لم يُعثر على صفوف',
  },
  delete: {
    content: 'ستتم إزالة %{name}.',
  },
  view: {
    title: 'العميل',
    subtitle: 'الملف الشخصي وKYC ونشاط هذا العميل، للقراءة فقط',
    edit: 'تعديل',
    kyc: 'KYC',
    kyc_review: 'فتح مراجعة KYC',
    not_found: 'هذا العميل غير موجود أو تمت إزالته.',
  },
  edit: {
    title: 'تفاصيل العميل',
    subtitle: 'تحديث الملف الشخصي للعميل (لا يمكن تغيير البريد الإلكتروني)',
    submit: 'تحديث',
    email_read_only: 'للقراءة فقط',
  },
  pictures: {
    profile: 'صورة الملف الشخصي',
    cover: 'صورة الغلاف',
    missing: '%{name}: لم تُرفع أي صورة',
  },
  activity: {
    orders: 'الطلبات والمدفوعات',
    wallet: 'معاملات المحفظة',
    load_error: 'تعذّر تحميل هذه القائمة: %{message}',
    empty: 'لم يُعثر على صفوف',
    order_id: 'رقم الطلب',
    method: 'طريقة الدفع',
    status: 'حالة الدفع',
    amount: 'المبلغ',
    currency: 'العملة',
    date: 'تاريخ الطلب',
    detail: 'التفاصيل',
    open: 'فتح المعاملة %{id}',
  },
};

/** Six plural forms: 0, 1, 2, 3-10, 11-99, 100 and more. */
export const customersResource = {
  name: 'عملاء |||| عميل |||| العملاء |||| العملاء |||| العملاء |||| العملاء',
  fields: {
    sFullName: 'الاسم الكامل',
    sEmail: 'البريد الإلكتروني',
    sUserName: 'اسم المستخدم',
    sMobileNumber: 'الهاتف',
    sCountry: 'الدولة',
    sCity: 'المدينة',
    sState: 'المنطقة',
    eCurrency: 'العملة',
    eStatus: 'الحالة',
    sKycStatus: 'حالة KYC',
    dCreatedAt: 'تاريخ الانضمام',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { customers }, resources: { customers: customersResource } };
