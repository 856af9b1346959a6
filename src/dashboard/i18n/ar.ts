/** The dashboard: figures of platform.md section 2 ("Dashboard"). */
export const dashboard = {
  title: 'لوحة التحكم',
  welcome: 'مرحبًا بعودتك، %{name}',
  welcome_anonymous: 'مرحبًا بعودتك',
  subtitle: 'إليك أداء السوق اليوم.',
  wallet: 'محفظة المشرف',
  wallet_caption: 'الرصيد بعملة %{currency}',
  users: 'إجمالي العملاء',
  users_caption: 'العملاء المسجَّلون',
  orders: 'إجمالي الطلبات',
  orders_caption: 'المدفوعة والمقبولة والمُسلَّمة',
  revenue: 'إجمالي الإيرادات',
  revenue_caption: 'جميع العملات، محسوبة بـ USD',
  revenue_table: {
    title: 'الإيرادات حسب العملة',
    subtitle: 'إجمالي الطلبات بالعملة التي دُفعت بها',
    currency: 'العملة',
    amount: 'الإيرادات',
    empty: 'لا توجد إيرادات بعد',
  },
  /** The chart's name for screen readers; the revenue table remains their full account of the totals. */
  revenue_chart: {
    label: 'الإيرادات الشهرية بعملة %{currency}، من %{from} إلى %{to}. استخدم مفاتيح الأسهم لقراءة كل شهر.',
  },
  currencies: {
    aud: 'دولار أسترالي',
    cad: 'دولار كندي',
    gbp: 'جنيه إسترليني',
    usd: 'دولار أمريكي',
    eur: 'يورو',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { dashboard } };
