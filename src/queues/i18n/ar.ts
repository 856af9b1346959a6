/** Work queues: sidebar counts, dashboard queue cards and the revenue chart. */
export const queues = {
  waiting: '%{count} قيد الانتظار',
  cards_title: 'بانتظار إجرائك',
  open_list: 'فتح القائمة',
  cards: {
    pendingOrders: 'طلبات مدفوعة بانتظار القبول',
    acceptedOrders: 'طلبات مقبولة بانتظار التسليم',
    pendingSellOrders: 'طلبات بيع بانتظار المراجعة',
    submittedKyc: 'ملفات KYC بانتظار المراجعة',
  },
  chart: {
    title: 'الإيرادات عبر الزمن',
    subtitle: 'الطلبات المدفوعة والمقبولة والمُسلَّمة، شهريًا، بالعملة التي دُفعت بها',
    currency: 'العملة',
    load_failed: 'تعذّر تحميل الرسم البياني: لم يُنزَّل الرمز الخاص به. لا تتأثر المجاميع أعلاه.',
    empty: 'لا توجد إيرادات خلال آخر 12 شهرًا',
    orders:
      'لا طلبات |||| طلب واحد |||| طلبان |||| %{smart_count} طلبات |||| %{smart_count} طلبًا |||| %{smart_count} طلب',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { queues } };
