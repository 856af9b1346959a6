/**
 * The answers of the spec's calls (platform.md s.7, catalogue-and-orders.md s.7). Every answer is the
 * envelope `{ status?, message?, data?, total? }`; where the spec's wording allows two readings of an
 * answer, the answer is `Readings` (readings.ts) with one schema per reading, named as the readers of
 * src/api/readings.ts name them.
 */
import { z } from '../zod';
import { anyReading } from './readings';
import {
  adminProfileRecord,
  dashboardCountsRecord,
  loginDataRecord,
  signedUrlRecord,
  transactionRecord,
} from './records';
import { requiredText } from './fields';

/** The server's message (catalogue s.8): a text, `message.msg`, or a list whose first `msg` is shown. */
export const messageReadings = anyReading(
  {
    message: z.string(),
    'message.msg': z.looseObject({ msg: z.string() }),
    'message[0].msg': z
      .array(z.union([z.looseObject({ msg: z.string() }), z.string(), z.looseObject({})]))
      .refine((items) => items.some((item) => typeof item === 'string' || 'msg' in item))
      .meta({ description: 'The first item with a msg (or a text) is shown' }),
  },
  { id: 'Message', description: 'Shown in the notices; any one of three forms' },
);

const envelopeShape = {
  status: z.number().optional().meta({ description: 'The HTTP status, repeated (this project choice)' }),
  message: messageReadings.schema.optional(),
};

/** The envelope with the call's own fields. */
export const envelope = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject({ ...envelopeShape, ...shape });

/** A write or an action: the message the app shows; `data` is not read. */
export const messageAnswer = envelope({ data: z.unknown().optional() }).meta({ id: 'MessageAnswer' });

/** Any 4xx or 5xx: the message is shown; validation failures may list every field. */
export const errorAnswer = z
  .looseObject({
    status: z.number().optional(),
    message: messageReadings.schema,
    errors: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorAnswer' });

/** POST admin/login: the token comes in the Authorization header; userId at the top or in data. */
export const loginReadings = anyReading(
  {
    userId: envelope({ userId: requiredText, data: loginDataRecord }),
    'data.userId': envelope({
      data: z.union([
        loginDataRecord.extend({ userId: requiredText }),
        loginDataRecord.extend({ _id: requiredText }),
      ]),
    }),
    'no userId': envelope({ data: loginDataRecord }),
  },
  { id: 'LoginAnswer', description: 'The rights under data.aPermissions; the user id at the top or in data' },
);

/** GET admin/token/verify: the profile under `user` (the spec's table) or `data` (the envelope). */
export const verifyReadings = anyReading(
  { user: envelope({ user: adminProfileRecord }), data: envelope({ data: adminProfileRecord }) },
  { id: 'VerifyAnswer', description: 'The signed-in admin profile, under user or data' },
);

/** GET admin/dashboard/count: the spec's `data.data`, literally or as axios reads it. */
export const dashboardReadings = anyReading(
  {
    'data.data': envelope({ data: z.looseObject({ data: dashboardCountsRecord }) }),
    data: envelope({ data: dashboardCountsRecord }),
  },
  { id: 'DashboardAnswer', description: 'The counts under data.data or data' },
);

/** POST admin/transaction: `data[0]`, or the other reading `data.data[0]`. */
export const transactionReadings = anyReading(
  {
    'data[0]': envelope({ data: z.array(transactionRecord).min(1) }),
    'data.data[0]': envelope({ data: z.looseObject({ data: z.array(transactionRecord).min(1) }) }),
  },
  { id: 'TransactionAnswer', description: 'The transaction as the first item of data, or of data.data' },
);

/** POST admin/signedurl/{folder}: `sPath` is a media path (joined to the media base) or a whole URL. */
export const signedUrlReadings = anyReading(
  {
    'sPath URL': envelope({ data: signedUrlRecord.extend({ sPath: z.string().regex(/^https?:\/\//i) }) }),
    'sPath media path': envelope({ data: signedUrlRecord }),
  },
  { id: 'SignedUrlAnswer', description: 'Where to upload, and the path to store' },
);

/** One record (GET .../{id}): under `data`, or its fields at the top of the body beside the envelope's. */
export function recordReadings(record: z.ZodObject, id: string) {
  return anyReading(
    { data: envelope({ data: record }), 'top level': record.extend(envelopeShape) },
    { id, description: 'The record under data, or its fields at the top level' },
  );
}

/** A list: `data` and `total` (a number, or numeric text); without a total the page's length counts. */
export function listReadings(record: z.ZodType, id: string) {
  const data = z.array(record);
  return anyReading(
    {
      total: envelope({ data, total: z.number().int().min(0) }),
      'total as text': envelope({ data, total: z.string().regex(/^\d+$/) }),
      'no total': envelope({ data, total: z.null().optional() }),
    },
    { id, description: 'One page of records, with the count of all that match' },
  );
}
