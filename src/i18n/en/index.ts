import englishMessages from 'ra-language-english';
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
export default en;
