/** react-admin's names and field labels for the `category` resource. */
export default {
  category: {
    name: 'Category |||| Categories',
    fields: {
      sTitle: 'Title',
      sCategory: 'Category',
      sLogo: 'Logo',
      sBanner: 'Banner',
      sVideo: 'Video',
      nExchangeFees: 'Exchange fee (%)',
      sShortDesc: 'Short description',
      sDescription: 'Description',
      sRedeem: 'How to redeem',
      eStatus: 'Status',
      dCreatedAt: 'Created at',
    },
  },
};
