import frenchMessages from 'ra-language-french';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import dashboard from './dashboard';
import profile from './profile';
import common from './common';
import subadmins, { subadminResource } from './subadmins';

import customers from './customers';
import kyc from './kyc';

import catalogue from './catalogue';
import categoryResource from './categoryResource';

import cards, { cardResources } from './cards';

import audit from './audit';
import queues from './queues';
import search from './search';
import comfort from './comfort';
import settings, { settingsResource } from './settings';
import push, { pushResources } from './push';
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

    subadmins,

    customers,
    kyc,

    catalogue,

    cards,

    audit,
    queues,
    search,
    comfort,
    settings,
    push,
    orders,
  },
  /** react-admin's resource names and field labels (`resources.<name>.fields.<field>`), one spread per area. */
  resources: {
    subadmin: subadminResource,
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
    ...categoryResource,
    ...cardResources,
    settings: settingsResource,
    ...pushResources,
    ...ordersResources,
  },
};
export default fr;
