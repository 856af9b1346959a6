/** Paramètres / pages CMS (platform.md sections 2, 5 et 8). */
export const settings = {
  list: {
    title: 'Paramètres',
    page_name: 'Nom de la page',
    actions: 'Actions',
    empty: 'Aucun enregistrement trouvé',
    view: 'Voir',
    edit: 'Modifier',
    load_failed: "Les pages n'ont pas pu être chargées.",
  },
  view: {
    value: 'Valeur',
    close: 'Fermer',
    empty_content: "Cette page n'a pas encore de contenu.",
  },
  edit: {
    title: 'Modifier %{title}',
    page_title: 'Titre de la page',
    value: 'Valeur',
    content: 'Contenu',
    percent_hint: 'Un nombre de 0 à 100',
    minimum_hint: 'Un nombre supérieur ou égal à 0',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
  server_unavailable: 'Le serveur est indisponible.',
  validation: {
    title_required: 'Le titre de la page est obligatoire',
    title_max: 'Le titre de la page doit faire au plus 150 caractères',
    value_required: 'La valeur est obligatoire',
    percent_range: 'La valeur doit être un nombre de 0 à 100',
    minimum_range: 'La valeur doit être un nombre supérieur ou égal à 0',
    content_invalid: "Le contenu n'est pas valide",
  },
};

/** Nom de la ressource et libellés des champs pour react-admin. */
export const settingsResource = {
  name: 'Page |||| Pages',
  fields: {
    sTitle: 'Nom de la page',
    sValue: 'Valeur',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { settings }, resources: { settings: settingsResource } };
