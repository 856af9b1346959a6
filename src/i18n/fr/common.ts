export default {
  product_name: 'Giftdesk',
  server_unavailable: 'Le serveur est indisponible.',
  something_went_wrong: 'Une erreur est survenue !',
  record_not_found: 'Cette fiche est introuvable. Rouvrez-la depuis sa liste.',
  session_ended: 'Votre session est terminée. Veuillez vous reconnecter.',
  loading: 'Chargement…',
  list_failed:
    "Cette liste n'a pas pu être chargée. Rien n'est affiché plutôt qu'une liste peut-être fausse.",
  retry: 'Réessayer',
  link_prompt: 'Adresse du lien (https://, http:// ou mailto:) ; laissez vide pour retirer le lien',
  link_invalid: 'Un lien doit commencer par https://, http:// ou mailto:.',
  upload_type_refused: "Le serveur a refusé ce fichier : ce n'est pas une image PNG, JPEG, GIF ou WebP.",
  upload_too_large: 'Le serveur a refusé ce fichier : il est trop volumineux.',
  close: 'Fermer',
  copy_link: 'Copier le lien',
  link_copied: 'Lien copié : %{url}',
  language: 'Langue',
  view: 'Voir',
  edit: 'Modifier',
  export: 'Exporter',
  /** The delete confirmation of every list (catalogue-and-orders.md s.1); areas add only their sentence. */
  delete: {
    button: 'Supprimer',
    title: 'Voulez-vous vraiment supprimer ?',
    confirm: 'Oui, supprimer !',
    cancel: 'Annuler',
    done: 'Supprimé !',
  },
  /** Currency labels of the spec's section 9 ('AUD - Australian dollar'), for every currency choice. */
  currencies: {
    aud: 'AUD - Dollar australien',
    cad: 'CAD - Dollar canadien',
    gbp: 'GBP - Livre sterling',
    usd: 'USD - Dollar américain',
    eur: 'EUR - Euro',
  },
};
