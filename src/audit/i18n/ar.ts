/** The audit trail: its list page and the History panels of record screens. */
export const audit = {
  menu: 'سجل التدقيق',
  title: 'سجل التدقيق',
  history: 'سجل التغييرات',
  history_empty: 'لم يُسجَّل أي تغيير على هذا السجل بعد.',
  empty: 'لا توجد إدخالات مطابقة.',
  unavailable: 'سجل التدقيق غير متاح على هذا الخادم.',
  no_changes: 'لم يتغير أي حقل',
  absent: '(لا شيء)',
  before: 'قبل',
  after: 'بعد',
  columns: { date: 'التاريخ', actor: 'بواسطة', action: 'الإجراء', record: 'السجل', changes: 'التغييرات' },
  filters: {
    actor: 'البحث حسب المشرف',
    action: 'الإجراء',
    resource: 'نوع السجل',
    record: 'معرّف السجل',
    from: 'من',
    to: 'إلى',
  },
  resources: {
    admin: 'حساب',
    subadmin: 'مشرف فرعي',
    customer: 'عميل',
    kyc: 'KYC',
    category: 'فئة',
    giftCard: 'بطاقة هدية',
    redeemCard: 'بطاقة استرداد',
    order: 'طلب شراء',
    sellOrder: 'طلب بيع',
    setting: 'إعداد',
    push: 'إشعار فوري',
  },
  actions: {
    session: {
      login: 'تسجيل الدخول',
      login_failed: 'رفض تسجيل الدخول (كلمة مرور خاطئة)',
      logout: 'تسجيل الخروج',
    },
    outbox: { read: 'قراءة صندوق الصادر' },
    password: {
      forgot: 'طلب رابط إعادة التعيين',
      reset: 'إعادة تعيين كلمة المرور',
      change: 'تغيير كلمة المرور',
    },
    profile: { update: 'تحديث الملف الشخصي' },
    subadmin: {
      create: 'إضافة مشرف فرعي',
      update: 'تعديل مشرف فرعي',
      status: 'تغيير حالة مشرف فرعي',
      delete: 'حذف مشرف فرعي',
    },
    customer: { update: 'تعديل عميل', status: 'تغيير حالة عميل', delete: 'حذف عميل' },
    kyc: { approve: 'قبول KYC', reject: 'رفض KYC', remind: 'إرسال تذكير KYC' },
    category: {
      create: 'إضافة فئة',
      update: 'تعديل فئة',
      status: 'تغيير حالة فئة',
      delete: 'حذف فئة',
    },
    giftCard: {
      create: 'إضافة بطاقة هدية',
      update: 'تعديل بطاقة هدية',
      status: 'تغيير حالة بطاقة هدية',
      delete: 'حذف بطاقة هدية',
    },
    redeemCard: {
      create: 'إضافة بطاقة استرداد',
      update: 'تعديل بطاقة استرداد',
      status: 'تغيير حالة بطاقة استرداد',
      delete: 'حذف بطاقة استرداد',
      reveal: 'كشف رمز الاسترداد',
    },
    order: {
      accept: 'قبول طلب',
      deliver: 'تسليم طلب',
      reject: 'رفض طلب',
      codes: 'كشف رموز البطاقات',
    },
    sellOrder: { approve: 'قبول طلب بيع', deny: 'رفض طلب بيع' },
    setting: { update: 'تحديث إعداد' },
    push: { send: 'إرسال إشعار فوري' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
/** The CSV export's headers (fieldLabel): the audit trail's fields in the columns' words. */
const auditFields = {
  dCreatedAt: 'التاريخ',
  sAdminName: 'بواسطة',
  sAdminEmail: 'البريد الإلكتروني',
  sAction: 'الإجراء',
  sResource: 'نوع السجل',
  iRecordId: 'معرّف السجل',
  sRecordLabel: 'السجل',
  aChanges: 'الحقول المعدّلة',
};

export default { gd: { audit }, resources: { audit: { fields: auditFields } } };
