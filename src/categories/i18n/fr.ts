/** Catégories (contenus des cartes cadeaux), le champ d'envoi d'image et l'éditeur de texte enrichi. */
export const catalogue = {
  validation: {
    title_required: 'Le titre de la carte est obligatoire',
    title_max: 'Le titre de la carte doit faire au plus 100 caractères',
    logo_required: 'Le logo est obligatoire',
    banner_required: 'La bannière est obligatoire',
    category_required: 'La catégorie est obligatoire',
    short_desc_required: 'La description courte est obligatoire',
    description_required: 'La description est obligatoire',
    redeem_required: "Le mode d'utilisation est obligatoire",
    exchange_fees_range: 'Les frais de change doivent être un nombre de 0 à 100',
    video_invalid: 'La vidéo doit être un lien http(s)',
    image_invalid: "Ce n'est pas un fichier image valide.",
    image_path_invalid: "Le chemin de l'image n'est pas valide.",
  },
  kinds: {
    Gaming: 'Jeux vidéo',
    Shopping: 'Shopping',
    Entertainment: 'Divertissement',
    'Prepaid Card': 'Carte prépayée',
    'Wallet Funds': 'Fonds de portefeuille',
  },
  status: {
    Active: 'Active',
    Disabled: 'Désactivée',
    Deleted: 'Supprimée',
  },
  list: {
    title: 'Catégories',
    empty: 'Aucun enregistrement trouvé',
    quick_delivery: 'Livraison rapide par e-mail',
    card_preview: 'Carte',
    status: 'Statut',
    actions: 'Actions',
    add: 'Ajouter une catégorie',
    toggle: 'Active : %{title}',
    status_changed: 'Statut changé en %{status}.',
    delete_content: '%{name} quittera la liste.',
    search: 'Rechercher',
  },
  form: {
    create: 'Créer une carte cadeau',
    edit: 'Modifier la carte cadeau',
    view: 'Détail de la carte cadeau',
    submit: 'Envoyer',
    update: 'Mettre à jour',
    back: 'Retour à la liste',
    created: 'Catégorie créée avec succès.',
    updated: 'Catégorie mise à jour avec succès.',
    logo_hint: 'Taille 540x220, fond transparent',
    banner_hint: 'Taille 540x290',
    video_hint: 'Un lien vers la vidéo (facultatif)',
  },
  upload: {
    choose: 'Choisir une image',
    replace: "Remplacer l'image",
    named: '%{action} : %{label}',
    named_required: '%{action} : %{label} (obligatoire)',
    uploading: 'Envoi… %{percent} %',
    uploaded: 'Image envoyée.',
    preview: 'Aperçu : %{label}',
    none: "Pas encore d'image",
  },
  menu: {
    list: 'Liste des catégories',
  },
};

/** Noms et libellés de react-admin pour la ressource `category`. */
export const categoryResource = {
  category: {
    name: 'Catégorie |||| Catégories',
    fields: {
      sTitle: 'Titre',
      sCategory: 'Catégorie',
      sLogo: 'Logo',
      sBanner: 'Bannière',
      sVideo: 'Vidéo',
      nExchangeFees: 'Frais de change (%)',
      sShortDesc: 'Description courte',
      sDescription: 'Description',
      sRedeem: "Mode d'utilisation",
      eStatus: 'Statut',
      dCreatedAt: 'Créée le',
    },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { catalogue }, resources: categoryResource };
