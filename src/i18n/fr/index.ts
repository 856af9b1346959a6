import frenchMessages from 'ra-language-french';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import dashboard from './dashboard';
import profile from './profile';
import common from './common';
// [area:subadmin]
import subadmins, { subadminResource } from './subadmins';

// [area:customers]
import customers from './customers';
import kyc from './kyc';

// [area:catalogue]
import catalogue from './catalogue';
import categoryResource from './categoryResource';

// [area:cards]
import cards, { cardResources } from './cards';

// [area:audit]
import audit from './audit';
// [area:queues]
import queues from './queues';
// [area:search]
import search from './search';
// [area:comfort]
import comfort from './comfort';
// [area:settings]
import settings, { settingsResource } from './settings';
// [area:push]
import push, { pushResources } from './push';
// [area:orders]
import orders from './orders';
import ordersResources from './ordersResources';

const fr = {
  ...frenchMessages,
  gd: {
    validation,
    server,
    auth,
    layout,
    dashboard,
    profile,
    common,

    // [area:subadmin]
    subadmins,

    // [area:customers]
    customers,
    kyc,

    // [area:catalogue]
    catalogue,

    // [area:cards]
    cards,

    // [area:audit]
    audit,
    // [area:queues]
    queues,
    // [area:search]
    search,
    // [area:comfort]
    comfort,
    // [area:settings]
    settings,
    // [area:push]
    push,
    // [area:orders]
    orders,
  },
  /** react-admin's resource names and field labels (`resources.<name>.fields.<field>`), one spread per area. */
  resources: {
    // [area:subadmin]
    subadmin: subadminResource,
    // [area:customers]
    customers: {
      name: 'Client |||| Clients',
      fields: {
        sFullName: 'Nom complet',
        sEmail: 'E-mail',
        sUserName: "Nom d'utilisateur",
        sMobileNumber: 'Téléphone',
        sCountry: 'Pays',
        sCity: 'Ville',
        sState: 'État / région',
        eCurrency: 'Devise',
        eStatus: 'Statut',
        sKycStatus: 'Statut KYC',
        dCreatedAt: 'Inscrit le',
      },
    },
    kyc: {
      name: 'KYC |||| KYC',
      fields: {
        sFullName: 'Nom',
        sEmail: 'E-mail',
        sUserName: "Nom d'utilisateur",
        sMobileNumber: 'Téléphone',
        sKycStatus: 'Statut',
      },
    },
    // [area:catalogue]
    ...categoryResource,
    // [area:cards]
    ...cardResources,
    // [area:audit]
    // [area:queues]
    // [area:search]
    // [area:comfort]
    // [area:settings]
    settings: settingsResource,
    // [area:push]
    ...pushResources,
    // [area:orders]
    ...ordersResources,
  },
};
export default fr;
