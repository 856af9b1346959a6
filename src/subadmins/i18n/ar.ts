/** Sub-admins: list, form, permission matrix (platform.md sections 2, 3, 5, 6, 8). */
export const subadmins = {
  /** Bulk actions of the list (issue 21). */
  bulk: {
    activate: 'تفعيل',
    deactivate: 'إلغاء التفعيل',
    activate_confirm:
      'تفعيل %{smart_count} مشرف فرعي؟ |||| تفعيل مشرف فرعي واحد؟ |||| تفعيل مشرفَين فرعيَّين؟ |||| تفعيل %{smart_count} مشرفين فرعيين؟ |||| تفعيل %{smart_count} مشرفًا فرعيًا؟ |||| تفعيل %{smart_count} مشرف فرعي؟',
    deactivate_confirm:
      'إلغاء تفعيل %{smart_count} مشرف فرعي؟ |||| إلغاء تفعيل مشرف فرعي واحد؟ |||| إلغاء تفعيل مشرفَين فرعيَّين؟ |||| إلغاء تفعيل %{smart_count} مشرفين فرعيين؟ |||| إلغاء تفعيل %{smart_count} مشرفًا فرعيًا؟ |||| إلغاء تفعيل %{smart_count} مشرف فرعي؟',
  },
  list: {
    title: 'المشرفون الفرعيون',
    search: 'البحث بالاسم الكامل',
    add: 'إضافة مشرف فرعي',
    empty: 'لم يُعثر على سجلات',
    actions: 'الإجراءات',
    status_label: 'نشط: %{name}',
  },
  form: {
    add_title: 'إضافة مشرف فرعي',
    edit_title: 'تعديل مشرف فرعي',
    account: 'الحساب',
    email: 'البريد الإلكتروني',
    full_name: 'الاسم الكامل',
    country_code: 'رمز الدولة',
    country_code_hint: 'مثل: +1 أو +33',
    mobile: 'رقم الجوال',
    mobile_hint: 'من 6 إلى 10 أرقام، ويُسمح بمسافات مفردة',
    password: 'كلمة المرور',
    confirm_password: 'تأكيد كلمة المرور',
    submit: 'حفظ',
    back: 'العودة إلى القائمة',
  },
  matrix: {
    title: 'الصلاحيات',
    hint: 'حدّد ما يمكن لهذا المشرف الفرعي فعله في كل وحدة.',
    limited_hint: 'لا يمكنك أن تمنح إلا العمليات التي تملكها أنت.',
    module: 'الوحدة',
    all: 'جميع الصلاحيات',
    row_all: 'كل صلاحيات %{module}',
    column_all: '%{operation} في جميع الوحدات',
    cell: '%{module}: %{operation}',
  },
  modules: {
    Dashboard: 'لوحة التحكم',
    Customers: 'العملاء',
    Subadmin: 'المشرفون الفرعيون',
    'Loyalty points': 'نقاط الولاء',
    'Category Managements': 'الفئات',
    'Gift Card Purchase Request': 'طلبات شراء بطاقات الهدايا',
    'Gift Card Management': 'بطاقات الهدايا',
    'Redeem Card Management': 'بطاقات الاسترداد',
    Transaction: 'المعاملات',
    'Customer Support Chat': 'محادثة دعم العملاء',
    CMS: 'نظام إدارة المحتوى',
    Settings: 'الإعدادات',
    Audit: 'سجل التدقيق',
  },
  operations: {
    View: 'عرض',
    Add: 'إضافة',
    Edit: 'تعديل',
    Delete: 'حذف',
    'Accept/Reject': 'قبول/رفض',
    Chat: 'المحادثة',
  },
  delete: {
    content: 'سيفقد %{name} صلاحية الوصول إلى لوحة الإدارة.',
  },
  /** Field messages of section 5 that the shared gd.validation does not already hold. */
  validation: {
    country_code_required: 'رمز الدولة مطلوب',
    country_code_invalid: 'رمز الدولة غير صالح',
    mobile_required: 'رقم الجوال مطلوب',
    mobile_invalid: 'رقم الجوال غير صالح',
    full_name_too_long: 'الاسم الكامل طويل جدًا',
    permissions_invalid: 'الصلاحيات غير صالحة',
    status_invalid: 'يجب أن تكون الحالة y أو n',
    id_required: 'معرّف المشرف الفرعي مطلوب',
  },
};

/** react-admin's resource name (six plural forms) and field labels (column headers, sort buttons). */
export const subadminResource = {
  name: 'مشرفين فرعيين |||| مشرف فرعي |||| المشرفون الفرعيون |||| المشرفون الفرعيون |||| المشرفون الفرعيون |||| المشرفون الفرعيون',
  fields: {
    sFullName: 'الاسم الكامل',
    sEmail: 'البريد الإلكتروني',
    sMobileNumber: 'رقم الجوال',
    sCountryCode: 'رمز الدولة',
    eStatus: 'الحالة',
    dCreatedAt: 'تاريخ الإنشاء',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { subadmins }, resources: { subadmin: subadminResource } };
