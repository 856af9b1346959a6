/** Sous-administrateurs : liste, formulaire, matrice des permissions. */
export const subadmins = {
  /** Bulk actions of the list (issue 21). */
  bulk: {
    activate: 'Activer',
    deactivate: 'Désactiver',
    activate_confirm:
      'Activer %{smart_count} sous-administrateur ? |||| Activer %{smart_count} sous-administrateurs ?',
    deactivate_confirm:
      'Désactiver %{smart_count} sous-administrateur ? |||| Désactiver %{smart_count} sous-administrateurs ?',
  },
  list: {
    title: 'Sous-administrateurs',
    search: 'Rechercher par nom complet',
    add: 'Ajouter un sous-administrateur',
    empty: 'Aucun enregistrement trouvé',
    actions: 'Actions',
    status_label: 'Actif : %{name}',
  },
  form: {
    add_title: 'Ajouter un sous-administrateur',
    edit_title: 'Modifier le sous-administrateur',
    account: 'Compte',
    email: 'E-mail',
    full_name: 'Nom complet',
    country_code: 'Indicatif pays',
    country_code_hint: 'ex. +1, +33',
    mobile: 'Numéro de mobile',
    mobile_hint: '6 à 10 chiffres, espaces simples acceptés',
    password: 'Mot de passe',
    confirm_password: 'Confirmer le mot de passe',
    submit: 'Enregistrer',
    back: 'Retour à la liste',
  },
  matrix: {
    title: 'Permissions',
    hint: 'Cochez ce que ce sous-administrateur peut faire dans chaque module.',
    limited_hint: 'Vous ne pouvez accorder que les opérations que vous détenez vous-même.',
    module: 'Module',
    all: 'Toutes les permissions',
    row_all: 'Tout %{module}',
    column_all: '%{operation} dans tous les modules',
    cell: '%{module} : %{operation}',
  },
  modules: {
    Dashboard: 'Tableau de bord',
    Customers: 'Clients',
    Subadmin: 'Sous-administrateurs',
    'Loyalty points': 'Points de fidélité',
    'Category Managements': 'Catégories',
    'Gift Card Purchase Request': "Demandes d'achat de cartes cadeaux",
    'Gift Card Management': 'Cartes cadeaux',
    'Redeem Card Management': 'Cartes à échanger',
    Transaction: 'Transactions',
    'Customer Support Chat': 'Chat du support client',
    CMS: 'CMS',
    Settings: 'Paramètres',
    Audit: 'Journal d’audit',
  },
  operations: {
    View: 'Voir',
    Add: 'Ajouter',
    Edit: 'Modifier',
    Delete: 'Supprimer',
    'Accept/Reject': 'Accepter/Refuser',
    Chat: 'Discuter',
  },
  delete: {
    content: "%{name} n'aura plus accès au back-office.",
  },
  validation: {
    country_code_required: "L'indicatif pays est obligatoire",
    country_code_invalid: "L'indicatif pays n'est pas valide",
    mobile_required: 'Le numéro de mobile est obligatoire',
    mobile_invalid: "Le numéro de mobile n'est pas valide",
    full_name_too_long: 'Le nom complet est trop long',
    permissions_invalid: 'Les permissions ne sont pas valides',
    status_invalid: 'Le statut doit être y ou n',
    id_required: "L'identifiant du sous-administrateur est obligatoire",
  },
};

export const subadminResource = {
  name: 'Sous-administrateur |||| Sous-administrateurs',
  fields: {
    sFullName: 'Nom complet',
    sEmail: 'E-mail',
    sMobileNumber: 'Numéro de mobile',
    sCountryCode: 'Indicatif pays',
    eStatus: 'Statut',
    dCreatedAt: 'Créé le',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { subadmins }, resources: { subadmin: subadminResource } };
