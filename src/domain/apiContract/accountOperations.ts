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
import { tagged, type ContractOperation } from './operationTypes';

export const ACCOUNT_OPERATIONS = {
  ...tagged('Session', {
    'POST /admin/login': { summary: 'Sign in', answer: loginReadings, tokenHeader: true },
    'GET /admin/token/verify': { summary: 'The signed-in admin (session restore)', answer: verifyReadings },
    'GET /admin/logout': { summary: 'Sign out', answer: messageAnswer },
  }),
  ...tagged('Password and profile', {
    'POST /admin/password/forgot': { summary: 'Ask for a reset link', answer: messageAnswer },
    'GET /admin/password/forgot/:token': { summary: 'Check a reset link', answer: messageAnswer },
    'POST /admin/password/reset/:token': { summary: 'Set a new password', answer: messageAnswer },
    'POST /admin/password/change': { summary: 'Change the password', answer: messageAnswer },
    'POST /admin/editprofile': { summary: 'Edit the own profile', answer: messageAnswer },
  }),
  ...tagged('Dashboard', {
    'GET /admin/dashboard/count': { summary: 'Dashboard figures', answer: dashboardReadings },
  }),
  ...tagged('Sub-admins', {
    'POST /admin/subadmin/list': {
      summary: 'Sub-admins, one page',
      answer: listReadings(subadminRecord, 'SubadminList'),
      body: list,
    },
    'POST /admin/subadmin': { summary: 'Add a sub-admin', answer: messageAnswer },
    'GET /admin/subadmin/:id': {
      summary: 'One sub-admin',
      answer: recordReadings(subadminRecord, 'SubadminAnswer'),
    },
    'PUT /admin/subadmin/:id': { summary: 'Edit a sub-admin', answer: messageAnswer },
    'POST /admin/subadmin/changestatus': { summary: 'Activate or deactivate', answer: messageAnswer },
    'DELETE /admin/subadmin/:id': { summary: 'Delete a sub-admin', answer: messageAnswer },
  }),
  ...tagged('Settings', {
    'GET /admin/settings': {
      summary: 'Settings / CMS pages (all)',
      answer: listReadings(settingRecord, 'SettingList'),
    },
    'PUT /admin/settings/:sKey': { summary: 'Save a page', answer: messageAnswer },
  }),
  ...tagged('Customers and KYC', {
    'GET /admin/kyc/:userId': {
      summary: "A customer's KYC answers",
      answer: recordReadings(kycRecord, 'KycAnswer'),
    },
    'PUT /admin/kyc/:id': { summary: 'Approve (v) or reject (r)', answer: messageAnswer },
    'POST /admin/kyc-notification': { summary: 'Send a KYC reminder', answer: messageAnswer },
    'POST /admin/user/list': {
      summary: 'Customers (and KYC lists: where sKycStatus), one page',
      answer: listReadings(customerRecord, 'CustomerList'),
      body: list,
    },
    'GET /admin/user/:id': {
      summary: 'One customer',
      answer: recordReadings(customerRecord, 'CustomerAnswer'),
    },
    'PUT /admin/user/:id': {
      summary: 'Edit a customer, or switch its status',
      answer: messageAnswer,
      body: customerPutBody,
    },
    'DELETE /admin/customer/:id': { summary: 'Delete a customer', answer: messageAnswer },
  }),
} as const satisfies Record<string, ContractOperation>;
