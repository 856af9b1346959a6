/**
 * The spec's calls on sessions, passwords and profile, the dashboard, sub-admins, settings, customers
 * and KYC, in the order of its tables (platform.md s.7, catalogue-and-orders.md s.7).
 */
import { dashboardReadings, loginReadings, verifyReadings } from './answers';
import { listCall, messageCall, pageCall, recordCall } from './calls';
import { customerRecord, kycRecord, settingRecord, subadminRecord } from './records';
import { customerPutBody } from './requests';
import { tagged, type ContractOperation } from './operationTypes';

export const ACCOUNT_OPERATIONS = {
  ...tagged('Session', {
    'POST /admin/login': { summary: 'Sign in', answer: loginReadings, tokenHeader: true },
    'GET /admin/token/verify': { summary: 'The signed-in admin (session restore)', answer: verifyReadings },
    'GET /admin/logout': messageCall('Sign out'),
  }),
  ...tagged('Password and profile', {
    'POST /admin/password/forgot': messageCall('Ask for a reset link'),
    'GET /admin/password/forgot/:token': messageCall('Check a reset link'),
    'POST /admin/password/reset/:token': messageCall('Set a new password'),
    'POST /admin/password/change': messageCall('Change the password'),
    'POST /admin/editprofile': messageCall('Edit the own profile'),
  }),
  ...tagged('Dashboard', {
    'GET /admin/dashboard/count': { summary: 'Dashboard figures', answer: dashboardReadings },
  }),
  ...tagged('Sub-admins', {
    'POST /admin/subadmin/list': pageCall('Sub-admins, one page', subadminRecord, 'SubadminList'),
    'POST /admin/subadmin': messageCall('Add a sub-admin'),
    'GET /admin/subadmin/:id': recordCall('One sub-admin', subadminRecord, 'SubadminAnswer'),
    'PUT /admin/subadmin/:id': messageCall('Edit a sub-admin'),
    'POST /admin/subadmin/changestatus': messageCall('Activate or deactivate'),
    'DELETE /admin/subadmin/:id': messageCall('Delete a sub-admin'),
    // "Legacy" (platform.md s.7): the older user form's calls; rights from role and access (docs/api.md).
    'POST /superadmin/user-registration': messageCall('Add a sub-admin (older form: role and access)'),
    'PUT /superadmin/user/:id': messageCall('Edit a sub-admin (older form)'),
  }),
  ...tagged('Settings', {
    'GET /admin/settings': listCall('Settings / CMS pages (all)', settingRecord, 'SettingList'),
    'PUT /admin/settings/:sKey': messageCall('Save a page'),
  }),
  ...tagged('Customers and KYC', {
    'GET /admin/kyc/:userId': recordCall("A customer's KYC answers", kycRecord, 'KycAnswer'),
    'PUT /admin/kyc/:id': messageCall('Approve (v) or reject (r)'),
    'POST /admin/kyc-notification': messageCall('Send a KYC reminder'),
    'POST /admin/user/list': pageCall(
      'Customers (and KYC lists: where sKycStatus), one page',
      customerRecord,
      'CustomerList',
    ),
    'GET /admin/user/:id': recordCall('One customer', customerRecord, 'CustomerAnswer'),
    'PUT /admin/user/:id': {
      ...messageCall('Edit a customer, or switch its status'),
      body: customerPutBody,
    },
    'DELETE /admin/customer/:id': messageCall('Delete a customer'),
  }),
} as const satisfies Record<string, ContractOperation>;
