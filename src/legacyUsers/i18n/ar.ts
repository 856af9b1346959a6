/** The older user form in Arabic (platform.md s.1: an Arabic naming exists; the third locale is coming). */
export const legacyUsers = {
  form: {
    add_title: 'إضافة مستخدم (النموذج القديم)',
    edit_title: 'تعديل المستخدم (النموذج القديم)',
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    user_name: 'اسم المستخدم',
    user_name_hint: 'أحرف لاتينية صغيرة وأرقام و _ و .',
    email: 'البريد الإلكتروني',
    job_title: 'المسمى الوظيفي',
    password: 'كلمة المرور',
    retype_password: 'أعد كتابة كلمة المرور',
    role: 'الدور',
    access: 'الصلاحية',
    access_forced: 'دور المسؤول له دائمًا صلاحية الكتابة',
    sensor_type: 'نوع المستشعر',
    sensor_id: 'المعرّف',
    sensor_id_hint: 'عدد صحيح، 0 أو أكثر',
    rights_hint:
      'المسؤول: كل العمليات. المستخدم بصلاحية الكتابة: كل شيء عدا الحذف وإدارة المسؤولين الفرعيين. القراءة: العرض فقط.',
    custom_rights: 'حُدّدت صلاحيات هذا الحساب في جدول الصلاحيات: تبقى كما هي ما لم تختر دورًا وصلاحية.',
    adjusted_rights: 'عُدّلت الصلاحيات منذ ذلك الحين في جدول الصلاحيات: تبقى ما لم تغيّر الدور أو الصلاحية.',
    submit: 'حفظ',
    back: 'العودة إلى القائمة',
  },
  roles: { User: 'مستخدم', Admin: 'مسؤول' },
  access: { Read: 'قراءة', Write: 'كتابة' },
  actions: {
    add: 'إضافة مستخدم (النموذج القديم)',
    edit: 'تعديل في النموذج القديم',
    edit_label: 'تعديل %{name} في النموذج القديم',
  },
  details: {
    title: 'النموذج القديم',
  },
  validation: {
    first_name_required: 'الاسم الأول مطلوب',
    last_name_required: 'اسم العائلة مطلوب',
    user_name_required: 'اسم المستخدم مطلوب',
    user_name_invalid: 'يرجى إدخال اسم مستخدم صالح',
    job_title_required: 'المسمى الوظيفي مطلوب',
    retype_required: 'يرجى إعادة كتابة كلمة المرور',
    id_required: 'المعرّف مطلوب',
    id_invalid: 'يجب أن يكون المعرّف عددًا صحيحًا يساوي 0 أو أكثر',
    role_required: 'الدور مطلوب',
    access_required: 'الصلاحية مطلوبة',
    text_too_long: 'هذا النص طويل جدًا (100 حرف على الأكثر)',
  },
  server: {
    user_name_taken: 'يوجد مستخدم بهذا الاسم بالفعل.',
  },
};

/** This feature's part of the Arabic catalogue, in the shape of en.ts. */
export default { gd: { legacyUsers } };
