/**
 * The spec's calls on sessions, passwords and profile, the dashboard, sub-admins, settings, customers
 * and KYC, in the order of its tables (platform.md s.7, catalogue-and-orders.md s.7).
 */
import {
  dashboardReadings,
  listReadings,
  loginReadings,
  messageAnswer,
  recordReadings,
  verifyReadings,
} from './answers';
import { customerRecord, kycRecord, settingRecord, subadminRecord } from './records';
import { customerPutBody, listRequest as list } from './requests';
import type { ContractOperation } from './operationTypes';

export const ACCOUNT_OPERATIONS = {
  'POST /admin/login': { summary: 'Sign in', tag: 'Session', answer: loginReadings, tokenHeader: true },
  'GET /admin/token/verify': {
    summary: 'The signed-in admin (session restore)',
    tag: 'Session',
    answer: verifyReadings,
  },
  'GET /admin/logout': { summary: 'Sign out', tag: 'Session', answer: messageAnswer },
  'POST /admin/password/forgot': {
    summary: 'Ask for a reset link',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'GET /admin/password/forgot/:token': {
    summary: 'Check a reset link',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/password/reset/:token': {
    summary: 'Set a new password',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/password/change': {
    summary: 'Change the password',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/editprofile': {
    summary: 'Edit the own profile',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'GET /admin/dashboard/count': { summary: 'Dashboard figures', tag: 'Dashboard', answer: dashboardReadings },
  'POST /admin/subadmin/list': {
    summary: 'Sub-admins, one page',
    tag: 'Sub-admins',
    answer: listReadings(subadminRecord, 'SubadminList'),
    body: list,
  },
  'POST /admin/subadmin': { summary: 'Add a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'GET /admin/subadmin/:id': {
    summary: 'One sub-admin',
    tag: 'Sub-admins',
    answer: recordReadings(subadminRecord, 'SubadminAnswer'),
  },
  'PUT /admin/subadmin/:id': { summary: 'Edit a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'POST /admin/subadmin/changestatus': {
    summary: 'Activate or deactivate',
    tag: 'Sub-admins',
    answer: messageAnswer,
  },
  'DELETE /admin/subadmin/:id': { summary: 'Delete a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'GET /admin/settings': {
    summary: 'Settings / CMS pages (all)',
    tag: 'Settings',
    answer: listReadings(settingRecord, 'SettingList'),
  },
  'PUT /admin/settings/:sKey': { summary: 'Save a page', tag: 'Settings', answer: messageAnswer },
  'GET /admin/kyc/:userId': {
    summary: "A customer's KYC answers",
    tag: 'Customers and KYC',
    answer: recordReadings(kycRecord, 'KycAnswer'),
  },
  'PUT /admin/kyc/:id': {
    summary: 'Approve (v) or reject (r)',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
  'POST /admin/kyc-notification': {
    summary: 'Send a KYC reminder',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
  'POST /admin/user/list': {
    summary: 'Customers (and KYC lists: where sKycStatus), one page',
    tag: 'Customers and KYC',
    answer: listReadings(customerRecord, 'CustomerList'),
    body: list,
  },
  'GET /admin/user/:id': {
    summary: 'One customer',
    tag: 'Customers and KYC',
    answer: recordReadings(customerRecord, 'CustomerAnswer'),
  },
  'PUT /admin/user/:id': {
    summary: 'Edit a customer, or switch its status',
    tag: 'Customers and KYC',
    answer: messageAnswer,
    body: customerPutBody,
  },
  'DELETE /admin/customer/:id': {
    summary: 'Delete a customer',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
} as const satisfies Record<string, ContractOperation>;
