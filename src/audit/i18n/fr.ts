/** Le journal d’audit : sa page de liste et les panneaux Historique des fiches. */
export const audit = {
  menu: 'Journal d’audit',
  title: 'Journal d’audit',
  history: 'Historique',
  history_empty: 'Aucune modification enregistrée pour cette fiche.',
  empty: 'Aucune entrée ne correspond.',
  unavailable: 'Le journal d’audit n’est pas disponible sur ce serveur.',
  no_changes: 'Aucun champ modifié',
  absent: '(aucun)',
  before: 'Avant',
  after: 'Après',
  columns: { date: 'Date', actor: 'Par', action: 'Action', record: 'Fiche', changes: 'Modifications' },
  filters: {
    actor: 'Rechercher un admin',
    action: 'Action',
    resource: 'Type de fiche',
    record: 'Identifiant de fiche',
    from: 'Du',
    to: 'Au',
  },
  resources: {
    admin: 'Compte',
    subadmin: 'Sous-admin',
    customer: 'Client',
    kyc: 'KYC',
    category: 'Catégorie',
    giftCard: 'Carte cadeau',
    redeemCard: 'Carte à échanger',
    order: 'Commande d’achat',
    sellOrder: 'Commande de vente',
    setting: 'Paramètre',
    push: 'Notification push',
  },
  actions: {
    session: {
      login: 'Connexion',
      login_failed: 'Connexion refusée (mauvais mot de passe)',
      logout: 'Déconnexion',
    },
    outbox: { read: 'Boîte d’envoi consultée' },
    password: {
      forgot: 'Lien de réinitialisation demandé',
      reset: 'Mot de passe réinitialisé',
      change: 'Mot de passe modifié',
    },
    profile: { update: 'Profil modifié' },
    subadmin: {
      create: 'Sous-admin ajouté',
      update: 'Sous-admin modifié',
      status: 'Statut du sous-admin modifié',
      delete: 'Sous-admin supprimé',
    },
    customer: { update: 'Client modifié', status: 'Statut du client modifié', delete: 'Client supprimé' },
    kyc: { approve: 'KYC approuvé', reject: 'KYC refusé', remind: 'Rappel KYC envoyé' },
    category: {
      create: 'Catégorie ajoutée',
      update: 'Catégorie modifiée',
      status: 'Statut de la catégorie modifié',
      delete: 'Catégorie supprimée',
    },
    giftCard: {
      create: 'Carte cadeau ajoutée',
      update: 'Carte cadeau modifiée',
      status: 'Statut de la carte cadeau modifié',
      delete: 'Carte cadeau supprimée',
    },
    redeemCard: {
      create: 'Carte à échanger ajoutée',
      update: 'Carte à échanger modifiée',
      status: 'Statut de la carte à échanger modifié',
      delete: 'Carte à échanger supprimée',
      reveal: 'Code de carte affiché',
    },
    order: {
      accept: 'Commande acceptée',
      deliver: 'Commande livrée',
      reject: 'Commande refusée',
      codes: 'Codes des cartes affichés',
    },
    sellOrder: { approve: 'Commande de vente approuvée', deny: 'Commande de vente refusée' },
    setting: { update: 'Paramètre modifié' },
    push: { send: 'Notification envoyée' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
/** The CSV export's headers (fieldLabel): the audit trail's fields in the columns' words. */
const auditFields = {
  dCreatedAt: 'Date',
  sAdminName: 'Par',
  sAdminEmail: 'E-mail',
  sAction: 'Action',
  sResource: 'Type de fiche',
  iRecordId: 'Identifiant de la fiche',
  sRecordLabel: 'Fiche',
  aChanges: 'Champs modifiés',
};

export default { gd: { audit }, resources: { audit: { fields: auditFields } } };
