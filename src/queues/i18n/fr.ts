/** Files d'attente : compteurs du menu, cartes du tableau de bord et courbe du chiffre d'affaires. */
export const queues = {
  waiting: '%{count} en attente',
  cards_title: 'En attente de vous',
  open_list: 'Ouvrir la liste',
  cards: {
    pendingOrders: 'Commandes payées à accepter',
    acceptedOrders: 'Commandes acceptées à livrer',
    pendingSellOrders: 'Commandes de vente à examiner',
    submittedKyc: 'Dossiers KYC à examiner',
  },
  chart: {
    title: "Chiffre d'affaires dans le temps",
    subtitle: 'Commandes payées, acceptées et livrées, par mois, dans la devise de paiement',
    currency: 'Devise',
    load_failed:
      "Le graphique n'a pas pu être chargé : son code n'a pas été téléchargé. Les totaux ci-dessus ne sont pas concernés.",
    empty: "Pas de chiffre d'affaires ces 12 derniers mois",
    orders: '%{smart_count} commande |||| %{smart_count} commandes',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { queues } };
