/** Noms de ressources et libellés de champs react-admin du domaine des commandes. */
const order = {
  _id: 'ID',
  sOrderId: 'N° de commande',
  sEmail: 'E-mail',
  sFullName: 'Client',
  sTitle: 'Titre',
  sDescription: 'Description',
  eCurrency: 'Devise',
  nPrice: 'Prix',
  nQuantity: 'Quantité',
  nTotalAmount: 'Montant total',
  nStatus: 'Statut',
  eStatus: 'Statut',
  eGateway: 'Moyen de paiement',
  dCreatedAt: 'Commandé le',
};
export default {
  orders: { name: 'Commande |||| Commandes', fields: order },
  sellOrders: { name: 'Revente |||| Reventes', fields: order },
  transactions: {
    name: 'Transaction |||| Transactions',
    fields: {
      ...order,
      eStatus: 'Statut du paiement',
      nTotalQuantity: 'Quantité totale',
      nTotalAmount: 'Montant total',
    },
  },
  walletTransactions: {
    name: 'Transaction du portefeuille |||| Transactions du portefeuille',
    fields: { ...order, eStatus: 'Statut du paiement', nTotalAmount: 'Montant', sType: 'Détail' },
  },
};
