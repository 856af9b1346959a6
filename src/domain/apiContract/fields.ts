/**
 * Field types of the answers. Required fields are what the app cannot work without (a record's key,
 * the columns its lists show); the others are listed with their type and may be absent or null, as
 * the spec names them without saying more. Numbers may come as numeric text: the app formats either.
 */
import { z } from '../zod';

/** A record's key (`_id`, `sOrderId`): text, or a number. */
export const key = z.union([z.string().min(1), z.number()]);
/** Text the app needs: present, not blank. */
export const requiredText = z.string().trim().min(1);
export const optionalText = z.string().nullable().optional();
export const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
export const optionalAmount = amount.nullable().optional();
export const optionalFlag = z.boolean().nullable().optional();
/** A date-time as ISO text (dCreatedAt, dUpdatedAt ...). */
export const optionalDate = z.string().nullable().optional();

/**
 * A record of the answers: loose, as a backend may send more fields (never fewer than the required
 * ones), and named `id` in the document's components.
 */
export const namedRecord = <Shape extends z.core.$ZodLooseShape>(id: string, shape: Shape) =>
  z.looseObject(shape).meta({ id });
