export const dashboard = {
  title: 'Tableau de bord',
  welcome: 'Bon retour, %{name}',
  welcome_anonymous: 'Bon retour',
  subtitle: "Voici l'état de la place de marché aujourd'hui.",
  wallet: "Portefeuille de l'administrateur",
  wallet_caption: 'Solde en %{currency}',
  users: 'Clients au total',
  users_caption: 'Clients inscrits',
  orders: 'Commandes au total',
  orders_caption: 'Payées, acceptées et livrées',
  revenue: "Chiffre d'affaires total",
  revenue_caption: 'Toutes devises, en USD',
  revenue_table: {
    title: "Chiffre d'affaires par devise",
    subtitle: 'Total des commandes dans la devise de paiement',
    currency: 'Devise',
    amount: "Chiffre d'affaires",
    empty: "Pas encore de chiffre d'affaires",
  },
  /** The chart's name for screen readers; the revenue table remains their full account of the totals. */
  revenue_chart: {
    label: "Chiffre d'affaires par mois en %{currency}, de %{from} à %{to}. Les flèches lisent chaque mois.",
  },
  currencies: {
    aud: 'Dollar australien',
    cad: 'Dollar canadien',
    gbp: 'Livre sterling',
    usd: 'Dollar américain',
    eur: 'Euro',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { dashboard } };
