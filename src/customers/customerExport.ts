/**
 * The CSV columns of the customer list (ExportAllButton): the profile the list and the view show.
 * No pictures' or KYC documents' paths, nothing of a session: a CSV leaves the console's guard.
 */
import type { RaRecord } from 'react-admin';
import type { ExportFormat } from '../common/ExportAllButton';
import { currencyCode } from '../common/currencies';
import type { Customer } from '../domain/customer';

export const customerCsvRows = (records: readonly RaRecord[], { translate, date }: ExportFormat) =>
  (records as unknown as Customer[]).map((customer) => ({
    sFullName: customer.sFullName,
    sEmail: customer.sEmail,
    sUserName: customer.sUserName,
    sMobileNumber: customer.sMobileNumber,
    sCountry: customer.sCountry,
    sState: customer.sState,
    sCity: customer.sCity,
    eCurrency: currencyCode(customer.eCurrency),
    sKycStatus: customer.sKycStatus ? translate(`gd.kyc.status.${customer.sKycStatus}`) : '',
    eStatus: translate(`gd.customers.status.${String(customer.eStatus)}`, {
      _: String(customer.eStatus ?? ''),
    }),
    dCreatedAt: date(customer.dCreatedAt),
  }));
