/** Thèmes, densité des listes et raccourcis clavier des écrans de revue (src/comfort). */
export default {
  density: {
    compact_lists: 'Listes compactes',
    comfortable: 'Désactivé : lignes aérées',
    compact: 'Activé : lignes compactes',
  },
  theme: {
    dark: 'Thème sombre',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    next: 'Élément suivant',
    previous: 'Élément précédent',
    open: "Ouvrir l'élément",
    accept: 'Accepter',
    reject: 'Rejeter',
    help: 'Afficher cette liste',
  },
};
