/** Les outils communs des listes : recherche dans une colonne choisie, vues enregistrées, exports CSV. */
export default {
  search_in: 'Rechercher dans',
  search: 'Rechercher',
  export: {
    title: 'Export en cours…',
    progress: '%{done} sur %{total} lignes',
    cancel: 'Annuler',
  },
};
