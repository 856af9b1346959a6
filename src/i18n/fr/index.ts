import frenchMessages from 'ra-language-french';
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
export default fr;
