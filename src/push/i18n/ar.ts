/** The push notification page (catalogue-and-orders.md s.2 "Send Notifications", s.5, s.8). */
export const push = {
  title: 'إرسال الإشعارات',
  subtitle: 'يُرسَل كل إشعار إلى جميع عملاء السوق. ويقتصر إرسال الإشعارات على المشرف العام.',
  form: {
    heading: 'إنشاء إشعار',
    title: 'العنوان',
    content: 'المحتوى',
    url: 'رابط النقر',
    logo: 'الشعار',
    banner: 'اللافتة (اختيارية)',
    submit: 'إرسال الإشعار',
    logo_hint: 'مربّع، بمقاس 192x192 على الأقل',
    banner_hint: 'بنسبة 2:1، مثل 720x360',
    url_hint: 'يُفتح عند النقر على الإشعار (http:// أو https://)',
    confirm_title: 'إرسال «%{title}» إلى جميع العملاء؟',
    confirm_content: 'يتلقاه فورًا كل عميل فعّل الإشعارات. لا يمكن سحب الإشعار بعد إرساله.',
    confirm: 'إرسال إلى الجميع',
  },
  validation: {
    title_required: 'العنوان مطلوب',
    title_max: 'يجب ألا يتجاوز العنوان 65 حرفًا',
    content_required: 'المحتوى مطلوب',
    content_max: 'يجب ألا يتجاوز المحتوى 240 حرفًا',
    url_required: 'الرابط مطلوب',
    url_invalid: 'يجب أن يكون الرابط عنوان ويب يبدأ بـ http:// أو https://',
    logo_required: 'صورة الشعار مطلوبة',
    image_invalid: 'الصورة ليست ملفًا مرفوعًا صالحًا؛ ارفعها مجددًا.',
  },
  preview: {
    heading: 'معاينة',
    desktop: 'سطح المكتب',
    mobile: 'الجوال',
    desktop_label: 'معاينة الإشعار على سطح المكتب',
    mobile_label: 'معاينة الإشعار على الجوال',
    placeholder_title: 'عنوان إشعارك',
    placeholder_content: 'الرسالة التي سيقرؤها عملاؤك. اجعلها قصيرة وواضحة.',
    placeholder_host: 'giftdesk.example',
    browser: 'Chrome',
    via: 'عبر %{host}',
    now: 'الآن',
    app_name: 'Giftdesk',
    lock_time: '9:41',
    lock_date: 'الاثنين 1 يونيو',
    default_logo: 'الشعار الافتراضي',
    logo: 'شعار الإشعار',
    banner: 'لافتة الإشعار',
  },
  history: {
    heading: 'الإشعارات المرسلة',
    empty: 'لم يُرسَل أي إشعار بعد.',
  },
};

/** react-admin resource names (six plural forms) and field labels of the push area. */
export const pushResources = {
  push: {
    name: 'إشعارات مرسلة |||| إشعار مرسل |||| الإشعارات المرسلة |||| الإشعارات المرسلة |||| الإشعارات المرسلة |||| الإشعارات المرسلة',
    fields: { sTitle: 'العنوان', sContent: 'المحتوى', sSenderName: 'المُرسِل', dCreatedAt: 'تاريخ الإرسال' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { push }, resources: pushResources };
