/** KYC lists and review (platform.md s.2, s.4, s.8). */
export const kyc = {
  /** The bulk reminder of the pending list (issue 21). */
  bulk: {
    remind: 'إرسال تذكير',
    remind_confirm:
      'إرسال بريد تذكير إلى %{smart_count} عميل؟ |||| إرسال بريد تذكير إلى عميل واحد؟ |||| إرسال بريد تذكير إلى عميلين؟ |||| إرسال بريد تذكير إلى %{smart_count} عملاء؟ |||| إرسال بريد تذكير إلى %{smart_count} عميلًا؟ |||| إرسال بريد تذكير إلى %{smart_count} عميل؟',
  },
  menu: { submitted: 'المقدَّمة', verified: 'الموثَّقة', pending: 'قيد الانتظار', rejected: 'المرفوضة' },
  status: { p: 'قيد الانتظار', s: 'مقدَّم', v: 'موثَّق', r: 'مرفوض' },
  list: {
    title: {
      submitted: 'ملفات KYC المقدَّمة',
      verified: 'ملفات KYC الموثَّقة',
      pending: 'ملفات KYC قيد الانتظار',
      rejected: 'ملفات KYC المرفوضة',
    },
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    actions: 'الإجراءات',
    review: 'مراجعة KYC الخاص بـ %{name}',
    verified: 'موثَّق',
    rejected: 'مرفوض',
    remind: 'إرسال رسالة تذكير إلى %{name}',
    empty: 'لم يُعثر على صفوف',
  },
  verify: {
    title: 'تفاصيل KYC',
    subtitle: 'التحقق من هوية العميل',
    status: 'الحالة: %{status}',
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    dob: 'تاريخ الميلاد',
    address1: 'سطر العنوان 1',
    address2: 'سطر العنوان 2',
    city: 'المدينة',
    state: 'المنطقة',
    zipcode: 'الرمز البريدي',
    country: 'الدولة',
    approve: 'قبول',
    reject: 'رفض',
    documents: 'المستندات',
    doc_front: 'الوجه الأمامي لبطاقة الهوية',
    doc_back: 'الوجه الخلفي لبطاقة الهوية',
    doc_address: 'إثبات العنوان',
    doc_selfie: 'صورة ذاتية (سيلفي)',
    id_type: 'نوع الهوية: %{type}',
    address_type: 'نوع العنوان: %{type}',
    missing: 'لم يُرفع',
    enlarge: 'تكبير: %{name}',
    close: 'إغلاق',
    back: 'العودة إلى قائمة الملفات المقدَّمة',
    confirm_v_title: 'قبول KYC الخاص بـ %{name}؟',
    confirm_v_content: 'سيُبلَّغ العميل بأنه تم التحقق من هويته.',
    confirm_r_title: 'رفض KYC الخاص بـ %{name}؟',
    confirm_r_content: 'سيُبلَّغ العميل بأنه لم يتم التحقق من هويته. لا يمكن قبول الملف المرفوض هنا لاحقًا.',
  },
};

/** Six plural forms: 0, 1, 2, 3-10, 11-99, 100 and more. */
export const kycResource = {
  name: 'ملفات KYC |||| ملف KYC |||| ملفات KYC |||| ملفات KYC |||| ملفات KYC |||| ملفات KYC',
  fields: {
    sFullName: 'الاسم',
    sEmail: 'البريد الإلكتروني',
    sUserName: 'اسم المستخدم',
    sMobileNumber: 'الهاتف',
    sKycStatus: 'الحالة',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { kyc }, resources: { kyc: kycResource } };
