import englishMessages from 'ra-language-english';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import dashboard from './dashboard';
import profile from './profile';
import common from './common';
// [area:subadmin]

// [area:customers]

// [area:catalogue]

// [area:cards]

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

    // [area:customers]

    // [area:catalogue]

    // [area:cards]

    // [area:orders]
    orders,
  },
  /** react-admin's resource names and field labels (`resources.<name>.fields.<field>`), one spread per area. */
  resources: {
    // [area:subadmin]
    // [area:customers]
    // [area:catalogue]
    // [area:cards]
    // [area:orders]
    ...ordersResources,
  },
};
export default en;
