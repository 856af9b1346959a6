/** Field messages of platform.md section 5 (verbatim in en-US), in Arabic. */
export default {
  email_required: 'البريد الإلكتروني مطلوب',
  email_invalid: 'البريد الإلكتروني غير صالح',
  password_required: 'كلمة المرور مطلوبة',
  password_range: 'يجب أن تتكون كلمة المرور من 6 إلى 15 حرفًا',
  old_password_required: 'كلمة المرور القديمة مطلوبة',
  new_password_required: 'كلمة المرور الجديدة مطلوبة',
  password_min: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  same_password: 'كلمة المرور القديمة والجديدة متطابقتان',
  confirm_required: 'تأكيد كلمة المرور مطلوب',
  password_not_matched: 'كلمتا المرور غير متطابقتين',
  full_name_required: 'الاسم الكامل مطلوب',
  current_password_required: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني',
};
