/**
 * KYC review (platform.md s.4 and s.7). Permissions are the Customers group's (choice, docs/api.md):
 * View (or Edit) reads a record, Edit approves, rejects and sends reminders. A decision is only
 * taken from Submitted; a reminder only goes to a Pending customer, as a mail in the outbox.
 */
import { kycReminderSchema, kycReviewSchema, type KycEntry, type KycRecord } from '../../src/domain/customer';
import { ApiError } from '../http';
import { translator } from '../i18n';
import { sendMail } from '../outbox';
import { findById } from '../records';
import { route } from '../routeTable';
import type { Customer } from '../types';
import { CUSTOMER_READERS, findCustomer } from './customers';

const recordOf = (customer: Customer, entry: KycEntry): KycRecord => ({
  _id: customer._id,
  eStatus: customer.sKycStatus,
  oKycDetails: entry.oKycDetails,
});

/** The shortest time between two reminder mails to one customer. */
export const KYC_REMINDER_GAP_MS = 10 * 60 * 1000;

export const kycRoutes = [
  route({
    method: 'get',
    path: '/admin/kyc/:userId',
    access: CUSTOMER_READERS,
    handler: ({ store, params }) => {
      const customer = findCustomer(store.data, params.userId);
      return { message: 'kyc_success', data: recordOf(customer, findById(store.data.kyc, customer._id)) };
    },
  }),
  route({
    method: 'put',
    path: '/admin/kyc/:id',
    access: { resource: 'kyc', action: 'edit' },
    body: kycReviewSchema,
    async handler({ store, params, body, now }) {
      const customer = findCustomer(store.data, params.id);
      const entry = findById(store.data.kyc, customer._id);
      if (customer.sKycStatus !== 's') throw ApiError.of(409, 'kyc_not_submitted');
      customer.sKycStatus = body.status;
      entry.dUpdatedAt = new Date(now()).toISOString();
      await store.save();
      return {
        message: body.status === 'v' ? 'kyc_approved' : 'kyc_rejected',
        data: recordOf(customer, entry),
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
      if (customer.sKycStatus !== 'p') throw ApiError.of(409, 'kyc_reminder_not_pending');
      // In English whatever the admin's language: the customer's own is not known to the admin API.
      const t = translator('en-US');
      // One reminder per customer per KYC_REMINDER_GAP_MS: 20 clicks in half a second sent 20 mails.
      const subject = t('gd.server.kyc_reminder_subject');
      const since = new Date(now() - KYC_REMINDER_GAP_MS).toISOString();
      if (
        store.data.outbox.some(
          (mail) => mail.to === customer.sEmail && mail.subject === subject && mail.dCreatedAt > since,
        )
      )
        throw ApiError.of(429, 'kyc_reminder_too_soon');
      sendMail(
        store.data,
        {
          to: customer.sEmail,
          subject,
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
