import englishMessages from 'ra-language-english';
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

/**
 * en-US messages: react-admin's own, then the app's `gd` namespace, one file per area.
 * Each area file has a twin under ../fr with the same keys (tests/unit/i18n.test.ts checks).
 */
const en = {
  ...englishMessages,
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
      name: 'Customer |||| Customers',
      fields: {
        sFullName: 'Full Name',
        sEmail: 'Email',
        sUserName: 'User Name',
        sMobileNumber: 'Phone',
        sCountry: 'Country',
        sCity: 'City',
        sState: 'State',
        eCurrency: 'Currency',
        eStatus: 'Status',
        sKycStatus: 'KYC status',
        dCreatedAt: 'Joined on',
      },
    },
    kyc: {
      name: 'KYC |||| KYC',
      fields: {
        sFullName: 'Name',
        sEmail: 'Email',
        sUserName: 'User Name',
        sMobileNumber: 'Phone',
        sKycStatus: 'Status',
      },
    },
    ...categoryResource,
    ...cardResources,
    settings: settingsResource,
    ...pushResources,
    ...ordersResources,
  },
};
export default en;
