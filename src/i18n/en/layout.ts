import { LOAD_FAILURE } from '../loadFailure';

/** The admin shell: sidebar, top bar, no-permission page, idle sign-out. */
export default {
  relogin: {
    title: 'Your session has ended',
    text: 'Your changes are still here. Enter the password of %{email} to sign in again and save them.',
    submit: 'Sign in and continue',
    sign_out: 'Sign out',
  },
  idle: {
    title: 'Are you still there?',
    text: 'For your security you will be signed out in %{smart_count} second. |||| For your security you will be signed out in %{smart_count} seconds.',
    stay: 'Stay signed in',
    sign_out: 'Sign out now',
    signed_out:
      'You were signed out after %{smart_count} minute without activity. |||| You were signed out after %{smart_count} minutes without activity.',
  },
  menu: {
    dashboard: 'Dashboard',
    push: 'Push Notification',
    kyc: 'KYC',
    gift_cards: 'Gift Cards',
    categories: 'Categories',
    redeem_cards: 'Redeem Cards',
    sell_cards_orders: 'Sell Cards Orders',
    orders: 'Orders',
    transactions: 'Transactions',
    customers: 'Customers',
    sub_admins: 'Sub-admins',
    settings: 'Settings',
  },
  sidebar: {
    minimised: 'Sidebar minimised',
    expanded: 'Sidebar expanded',
    minimise: 'Minimise sidebar',
    expand: 'Expand sidebar',
  },
  sidebar_color: {
    label: 'Sidebar colour',
    light: 'Light',
    navy: 'Navy',
    indigo: 'Indigo',
    teal: 'Teal',
    plum: 'Plum',
    graphite: 'Graphite',
  },
  user_menu: {
    // The account button's name starts with the name it shows (WCAG 2.5.3).
    button: '%{name}, account menu',
    edit_profile: 'Edit Profile',
    change_password: 'Change Password',
  },
  page_failed: LOAD_FAILURE['en-US'],
  no_permission: {
    title: 'No permission',
    message: 'Oops! Sorry you do not have any Permissions',
    hint: 'Ask an administrator to grant you access. Meanwhile you can manage your account.',
  },
};
