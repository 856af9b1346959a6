/** Edit Profile and Change Password (platform.md sections 2, 4, 5). */
export const profile = {
  edit: {
    title: 'تعديل الملف الشخصي',
    subtitle: 'اسمك وبريدك الإلكتروني كما يراهما المشرفون الآخرون.',
    email: 'البريد الإلكتروني',
    current_password: 'كلمة المرور الحالية',
    current_password_hint: 'مطلوبة لنقل حسابك إلى بريد إلكتروني آخر',
    full_name: 'الاسم الكامل',
    mobile: 'رقم الجوال',
    currency: 'العملة',
    country: 'الدولة',
    read_only: 'تديره المنصة',
    submit: 'حفظ',
  },
  change_password: {
    title: 'تغيير كلمة المرور',
    subtitle: 'سيتم تسجيل خروجك بعد التغيير، ويمكنك بعدها تسجيل الدخول بكلمة المرور الجديدة.',
    old_password: 'كلمة المرور القديمة',
    new_password: 'كلمة المرور الجديدة',
    confirm_password: 'تأكيد كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    signing_out: 'جارٍ تسجيل خروجك…',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { profile } };
