/**
 * Request bodies the mock reads itself rather than through one schema: the POST list body (every list
 * route takes any object and reads it leniently, mock-server/listQuery.ts) and the PUT bodies that are
 * either an edit or a status switch (each validated by its own domain schema once told apart). The
 * document shows these; everything else is the route's own `body` schema.
 */
import { z } from '../zod';
import { cardStatusSchema, giftCardSchema, redeemCardSchema } from '../cards';
import { customerEditSchema, customerStatusSchema } from '../customer';

const count = z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]);

/** docs/api.md "Lists": paging in either spelling, one search, one sort, and the list's own filters. */
export const listRequest = z
  .looseObject({
    start: count.optional(),
    limit: count.optional().meta({ description: 'At most 100' }),
    nStart: count.optional(),
    nLimit: count.optional(),
    size: count.optional(),
    search: z.string().max(255).optional(),
    search_by: z.string().optional(),
    sort: z.string().optional(),
    order: z.enum(['asc', 'desc']).optional(),
    where: z.string().optional(),
    where_value: z.string().optional(),
    status: z.union([z.number(), z.string()]).optional(),
    eStatus: z.string().optional(),
    eType: z.string().optional(),
  })
  .meta({ id: 'ListRequest', description: 'Further keys are the list filters of each call' });

export const giftCardPutBody = z.union([giftCardSchema, cardStatusSchema]);
export const redeemCardPutBody = z.union([redeemCardSchema, cardStatusSchema]);
export const customerPutBody = z.union([customerEditSchema, customerStatusSchema]);
