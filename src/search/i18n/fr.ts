/** La recherche globale de la barre d'application (docs/areas.md). */
export const search = {
  label: 'Rechercher des clients, commandes, cartes cadeaux et catégories',
  placeholder: 'Aller à… (touche /)',
  open: 'Rechercher',
  close: 'Fermer la recherche',
  searching: 'Recherche…',
  no_results: 'Aucun résultat',
  kinds: {
    customers: 'Clients',
    orders: "Commandes d'achat",
    sellOrders: 'Commandes de revente',
    giftCards: 'Cartes cadeaux',
    category: 'Catégories',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { search } };
