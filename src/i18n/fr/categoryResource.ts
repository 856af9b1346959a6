/** Noms et libellés de react-admin pour la ressource `category`. */
export default {
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
