export default {
  product_name: 'Giftdesk',
  server_unavailable: 'Le serveur est indisponible.',
  something_went_wrong: 'Une erreur est survenue !',
  loading: 'Chargement…',
  close: 'Fermer',
  language: 'Langue',
};
