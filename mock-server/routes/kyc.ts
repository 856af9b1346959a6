/**
 * KYC review (platform.md s.4 and s.7). Permissions are the Customers group's (choice, docs/api.md):
 * View (or Edit) reads a record, Edit approves, rejects and sends reminders. A decision is only
 * taken from Submitted; a reminder only goes to a Pending customer, as a mail in the outbox.
 */
import { kycReminderSchema, kycReviewSchema, type KycRecord } from '../../src/domain/customer';
import { ApiError } from '../http';
import { translator } from '../i18n';
import { sendMail } from '../outbox';
import { route } from '../routeTable';
import type { Customer, Db } from '../types';
import { findCustomer, requireCustomers } from './customers';

function recordOf(db: Db, customer: Customer): KycRecord | undefined {
  const entry = db.kyc.find((item) => item._id === customer._id);
  return entry && { _id: customer._id, eStatus: customer.sKycStatus, oKycDetails: entry.oKycDetails };
}

export const kycRoutes = [
  route({
    method: 'get',
    path: '/admin/kyc/:userId',
    access: 'authenticated',
    handler: ({ auth, store, params }) => {
      requireCustomers(auth, ['View', 'Edit']);
      const customer = findCustomer(store.data, params.userId);
      const record = customer && recordOf(store.data, customer);
      if (!record) throw ApiError.of(404, 'not_found');
      return { message: 'kyc_success', data: record };
    },
  }),
  route({
    method: 'put',
    path: '/admin/kyc/:id',
    access: { resource: 'kyc', action: 'edit' },
    body: kycReviewSchema,
    async handler({ store, params, body, now }) {
      const customer = findCustomer(store.data, params.id);
      const entry = customer && store.data.kyc.find((item) => item._id === customer._id);
      if (!customer || !entry) throw ApiError.of(404, 'not_found');
      if (customer.sKycStatus !== 's') throw ApiError.of(409, 'kyc_not_submitted');
      customer.sKycStatus = body.status;
      entry.dUpdatedAt = new Date(now()).toISOString();
      await store.save();
      return {
        message: body.status === 'v' ? 'kyc_approved' : 'kyc_rejected',
        data: recordOf(store.data, customer),
      };
    },
  }),
  route({
    method: 'post',
    path: '/admin/kyc-notification',
    access: { resource: 'kyc', action: 'edit' },
    body: kycReminderSchema,
    async handler({ store, body, now, log }) {
      const customer = findCustomer(store.data, body.id);
      if (!customer) throw ApiError.of(404, 'not_found');
      if (customer.sKycStatus !== 'p') throw ApiError.of(409, 'kyc_reminder_not_pending');
      // In English whatever the admin's language: the customer's own is not known to the admin API.
      const t = translator('en-US');
      sendMail(
        store.data,
        {
          to: customer.sEmail,
          subject: t('gd.server.kyc_reminder_subject'),
          text: t('gd.server.kyc_reminder_text', { name: customer.sFullName }),
        },
        now(),
        log,
      );
      await store.save();
      return { message: 'kyc_reminder_sent' };
    },
  }),
];
