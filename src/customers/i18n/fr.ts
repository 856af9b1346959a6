/** Clients : liste, fiche, modification. */
export const customers = {
  validation: {
    full_name_required: 'Le nom complet est obligatoire',
    country_required: 'Le pays est obligatoire',
    mobile_required: 'Le numéro de mobile est obligatoire',
    mobile_digits: 'Chiffres uniquement',
    currency_required: 'La devise est obligatoire',
    kyc_status_invalid: 'Le statut doit être v (approuver) ou r (refuser).',
    kyc_id_required: "L'identifiant du client est obligatoire.",
  },
  status: { y: 'Actif', n: 'Inactif', switch: 'Actif : %{name}' },
  list: {
    title: 'Liste des clients',
    search: 'Rechercher par nom',
    actions: 'Actions',
    empty: 'Aucune ligne trouvée',
  },
  delete: {
    content: '%{name} sera supprimé.',
  },
  view: {
    title: 'Client',
    subtitle: 'Profil, KYC et activité de ce client, en lecture seule',
    edit: 'Modifier',
    kyc: 'KYC',
    kyc_review: 'Ouvrir la vérification KYC',
    not_found: "Ce client n'existe pas ou a été supprimé.",
  },
  edit: {
    title: 'Fiche client',
    subtitle: "Modifier le profil du client (l'e-mail ne peut pas être modifié)",
    submit: 'Mettre à jour',
    email_read_only: 'Lecture seule',
  },
  pictures: { profile: 'Photo de profil', cover: 'Photo de couverture', missing: '%{name} : aucune photo' },
  activity: {
    orders: 'Commandes et paiements',
    wallet: 'Transactions du portefeuille',
    load_error: "Cette liste n'a pas pu être chargée : %{message}",
    empty: 'Aucune ligne trouvée',
    order_id: 'N° de commande',
    method: 'Moyen de paiement',
    status: 'Statut du paiement',
    amount: 'Montant',
    currency: 'Devise',
    date: 'Commandé le',
    detail: 'Détail',
    open: 'Ouvrir la transaction %{id}',
  },
};

export const customersResource = {
  name: 'Client |||| Clients',
  fields: {
    sFullName: 'Nom complet',
    sEmail: 'E-mail',
    sUserName: "Nom d'utilisateur",
    sMobileNumber: 'Téléphone',
    sCountry: 'Pays',
    sCity: 'Ville',
    sState: 'État / région',
    eCurrency: 'Devise',
    eStatus: 'Statut',
    sKycStatus: 'Statut KYC',
    dCreatedAt: 'Inscrit le',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { customers }, resources: { customers: customersResource } };
