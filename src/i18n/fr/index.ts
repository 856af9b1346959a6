import frenchMessages from 'ra-language-french';
import validation from './validation';
import server from './server';
import auth from './auth';
import layout from './layout';
import dashboard from './dashboard';
import profile from './profile';
import common from './common';

const fr = {
  ...frenchMessages,
  gd: { validation, server, auth, layout, dashboard, profile, common },
};
export default fr;
