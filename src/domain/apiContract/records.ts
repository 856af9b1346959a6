/**
 * The records of the answers (spec section 3 of each document), as the app reads them (namedRecord:
 * this project's mock adds `eRole`, `nStatus`, dates beyond the spec). The people, catalogue and order
 * records are in their own files, re-exported here; this one holds the rest and the extensions' records.
 */
import { z } from '../zod';
import { key, optionalDate, optionalText, requiredText, amount, namedRecord } from './fields';

export * from './peopleRecords';
export * from './catalogueRecords';
export * from './orderRecords';

export const settingRecord = namedRecord('Setting', {
  _id: key.optional(),
  sKey: requiredText,
  sTitle: z.string(),
  sValue: z.union([z.string(), z.number()]).nullable().optional(),
  dUpdatedAt: optionalDate,
});

export const dashboardCountsRecord = namedRecord('DashboardCounts', {
  wallet: z.looseObject({ balance: z.number(), currency: z.string() }),
  users: z.number(),
  orders: z.number(),
  totalRevenue: z.array(z.looseObject({ total: z.number() })),
  revenue: z.array(z.looseObject({ _id: z.string(), count: z.number() })),
});

export const signedUrlRecord = namedRecord('SignedUrl', {
  sUrl: requiredText.meta({
    description: 'Where to PUT the file, with its Content-Type: a path on the API host or a URL',
  }),
  sPath: requiredText,
});

// ---- the proposed extensions' records ------------------------------------------------------------

export const auditEntryRecord = namedRecord('AuditEntry', {
  _id: key,
  dCreatedAt: z.string(),
  sAction: z.string(),
  sResource: z.string(),
  iRecordId: key.optional(),
  iAdminId: key.optional(),
  sAdminEmail: optionalText,
  sAdminName: optionalText,
  sRecordLabel: optionalText,
  aChanges: z.array(z.looseObject({ sField: z.string(), before: z.unknown(), after: z.unknown() })),
});

export const revenueRecord = namedRecord('RevenueAnswer', {
  from: z.string(),
  to: z.string(),
  interval: z.string(),
  series: z.array(
    z.looseObject({
      currency: z.string(),
      points: z.array(z.looseObject({ date: z.string(), total: amount, count: z.number() })),
    }),
  ),
});

export const pushRecord = namedRecord('PushRecord', {
  _id: key,
  sTitle: z.string(),
  sContent: optionalText,
  sURL: optionalText,
  sLogo: optionalText,
  sBanner: optionalText,
  sSenderEmail: optionalText,
  dCreatedAt: optionalDate,
});

export const invoiceLinkRecord = namedRecord('InvoiceLink', { url: requiredText, dExpiresAt: optionalDate });
