/**
 * Customers (catalogue-and-orders.md s.7): the shared customer list (also the KYC lists' call, with
 * where 'sKycStatus'), one customer, its update (status switch or edit) and its soft delete.
 * A removed customer (dDeletedAt) is gone from every answer: listed nowhere, 404 everywhere.
 */
import {
  customerEditSchema,
  customerStatusSchema,
  type Customer as CustomerRecord,
} from '../../src/domain/customer';
import type { GuardedAccess } from '../auth';
import { ApiError, validate } from '../http';
import { LIST_DEFAULTS, type ListConfig } from '../listQuery';
import { findOr404, listRoute, OBJECT_BODY } from '../records';
import { route } from '../routeTable';
import type { Customer, Db } from '../types';

const contains = (text: string, wanted: string | number | boolean) =>
  text.toLowerCase().includes(String(wanted).slice(0, LIST_DEFAULTS.maxSearch).trim().toLowerCase());

export const CUSTOMER_LIST: ListConfig<Customer> = {
  searchFields: ['sFullName', 'sEmail', 'sUserName', 'sMobileNumber'],
  sortKeys: {
    sFullName: 'sFullName',
    sEmail: 'sEmail',
    sUserName: 'sUserName',
    sMobileNumber: 'sMobileNumber',
    sCountry: 'sCountry',
    eCurrency: 'eCurrency',
    eStatus: 'eStatus',
    sKycStatus: 'sKycStatus',
    dCreatedAt: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  whereFields: ['sKycStatus', 'eStatus'],
  // The KYC lists filter on Name (search) and Email at once: the email arrives as its own key.
  filters: { sEmail: (record, value) => contains(record.sEmail, value) },
};

/** The fields the API shows (never dDeletedAt or anything added later by accident). */
export function publicCustomer(customer: Customer): CustomerRecord {
  const { _id, sEmail, sFullName, sUserName, sMobileNumber, sCountry, sCity, sState } = customer;
  const { eCurrency, sCoverPicture, sProfilePicture, eStatus, sKycStatus, dCreatedAt } = customer;
  return {
    _id,
    sEmail,
    sFullName,
    sUserName,
    sMobileNumber,
    sCountry,
    sCity,
    sState,
    eCurrency,
    sCoverPicture,
    sProfilePicture,
    eStatus,
    sKycStatus,
    dCreatedAt,
  };
}

/** A customer not removed, or 404. */
export const findCustomer = (db: Db, id: string): Customer =>
  findOr404(db.customers, (customer) => customer._id === id && !customer.dDeletedAt);

/**
 * Access given by any of several Customers operations (choice, docs/api.md): the list screens open
 * with any operation of the group, and the edit form (Edit) must read the record it edits.
 */
export const CUSTOMER_LIST_READERS: GuardedAccess = { resource: 'customers', action: 'list' };
export const CUSTOMER_READERS: GuardedAccess = {
  anyOf: [
    { resource: 'customers', action: 'show' },
    { resource: 'customers', action: 'edit' },
  ],
};

export const customerRoutes = [
  listRoute({
    path: '/admin/user/list',
    access: CUSTOMER_LIST_READERS,
    message: 'customers_success',
    records: (db) => db.customers.filter((customer) => !customer.dDeletedAt),
    config: CUSTOMER_LIST,
    present: publicCustomer,
  }),
  route({
    method: 'get',
    path: '/admin/user/:id',
    access: CUSTOMER_READERS,
    handler: ({ store, params }) => {
      return { message: 'customer_success', data: publicCustomer(findCustomer(store.data, params.id)) };
    },
  }),
  route({
    method: 'put',
    path: '/admin/user/:id',
    access: { resource: 'customers', action: 'edit' },
    body: OBJECT_BODY,
    async handler({ store, params, body }) {
      const isStatusSwitch = Object.keys(body).length === 1 && 'eStatus' in body;
      const status = isStatusSwitch ? validate(customerStatusSchema, body) : undefined;
      const edit = isStatusSwitch ? undefined : validate(customerEditSchema, body);
      const customer = findCustomer(store.data, params.id);
      if (status) {
        customer.eStatus = status.eStatus;
        await store.save();
        return { message: 'customer_status_updated', data: publicCustomer(customer) };
      }
      if (!edit) throw ApiError.of(400, 'invalid_body');
      // The email is read-only (s.5): the form sends the stored one back; another one is refused.
      if (edit.sEmail.toLowerCase() !== customer.sEmail.toLowerCase()) {
        throw ApiError.of(400, 'customer_email_read_only');
      }
      Object.assign(customer, {
        sFullName: edit.sFullName,
        sMobileNumber: edit.sMobileNumber,
        eCurrency: edit.eCurrency,
        sCountry: edit.sCountry,
      });
      await store.save();
      return { message: 'customer_updated', data: publicCustomer(customer) };
    },
  }),
  route({
    method: 'delete',
    path: '/admin/customer/:id',
    access: { resource: 'customers', action: 'delete' },
    async handler({ store, params, now }) {
      const customer = findCustomer(store.data, params.id);
      customer.dDeletedAt = new Date(now()).toISOString();
      await store.save();
      return { message: 'customer_deleted' };
    },
  }),
];
