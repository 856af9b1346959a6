/**
 * Categories (gift card contents), catalogue-and-orders.md section 7. GET admin/categories serves
 * both the category list and the gift card form's category choices, so either module's View opens it.
 * Rich texts are validated as non-blank after decoding and stored as Draft raw (the codec normalizes
 * whatever it receives: Draft raw or HTML). Seeded records keep their HTML (older records): the
 * codec reads both. A Deleted category is gone: every route answers 404 for it afterwards. A category
 * that gift cards use cannot be deleted (409).
 */
import type { Request } from 'express';
import { CATEGORY_STATUSES, type Category, type CategoryStatus } from '../../src/domain/catalogue';
import {
  CATEGORY_VALIDATION_KEYS,
  MEDIA_PATH,
  categorySchema,
  type CategoryInput,
} from '../../src/domain/categoryValidation';
import { newId, type GuardedAccess } from '../auth';
import { ApiError, validate } from '../http';
import { ownImagePath } from '../origin';
import { loadRichText } from '../richText';
import type { RichTextCodec } from '../../src/domain/richText';
import { findOr404 } from '../records';
import { route } from '../routeTable';
import type { Storage } from '../storage';

/** The gift card form lists the categories too: either resource's readers may read them. */
const readers = (action: 'list' | 'show'): GuardedAccess => ({
  anyOf: [
    { resource: 'category', action },
    { resource: 'giftCards', action },
  ],
});
const EDITORS: GuardedAccess = { resource: 'category', action: 'edit' };
const DELETERS: GuardedAccess = { resource: 'category', action: 'delete' };

/**
 * The route table checks the body's shape first (rich texts as any string); the handler then checks
 * it again with the codec, which judges a rich text blank after decoding it (Draft raw or HTML).
 * Rich texts come last in the schema, so the first message is the same as one full check would give.
 */
const categoryShapeSchema = categorySchema(() => false);

function checkedBody(req: Request, raw: unknown, codec: RichTextCodec): CategoryInput {
  const body = validate(
    categorySchema((value) => codec.isBlank(value)),
    raw,
  );
  // An image URL counts only on our own /media (origin.ts); it is stored as sent.
  for (const field of ['sLogo', 'sBanner'] as const) {
    ownImagePath(req, field, body[field], MEDIA_PATH, CATEGORY_VALIDATION_KEYS.imagePathInvalid);
  }
  return body;
}

const findLive = (store: Storage, id: string): Category =>
  findOr404(store.data.categories, (item) => item._id === id && item.eStatus !== 'Deleted');

/** The stored fields of a valid body: an explicit list, rich texts as Draft raw. */
function fieldsOf(body: CategoryInput, codec: RichTextCodec) {
  return {
    sTitle: body.sTitle,
    sCategory: body.sCategory,
    sLogo: body.sLogo,
    sBanner: body.sBanner,
    sVideo: body.sVideo,
    nExchangeFees: body.nExchangeFees,
    sShortDesc: codec.normalize(body.sShortDesc),
    sDescription: codec.normalize(body.sDescription),
    sRedeem: codec.normalize(body.sRedeem),
  };
}

const isStatus = (value: string): value is CategoryStatus =>
  (CATEGORY_STATUSES as readonly string[]).includes(value);

export const categoryRoutes = [
  route({
    method: 'get',
    path: '/admin/categories',
    access: readers('list'),
    handler: ({ store }) => {
      const data = store.data.categories.filter((category) => category.eStatus !== 'Deleted');
      return { message: 'categories_success', data, total: data.length };
    },
  }),
  route({
    method: 'get',
    path: '/admin/categories/:id',
    access: readers('show'),
    handler: ({ store, params }) => ({ message: 'category_success', data: findLive(store, params.id) }),
  }),
  route({
    method: 'post',
    path: '/admin/categories',
    access: { resource: 'category', action: 'create' },
    body: categoryShapeSchema,
    async handler({ store, body: raw, req, now, settled }) {
      const codec = await settled(loadRichText());
      const body = checkedBody(req, raw, codec);
      const stamp = new Date(now()).toISOString();
      const record: Category = {
        _id: newId(),
        ...fieldsOf(body, codec),
        eStatus: 'Active',
        dCreatedAt: stamp,
        dUpdatedAt: stamp,
      };
      store.data.categories.push(record);
      await store.save();
      return { message: 'category_created', data: record };
    },
  }),
  route({
    method: 'put',
    path: '/admin/categories/:id',
    access: EDITORS,
    body: categoryShapeSchema,
    async handler({ store, body: raw, req, params, now, settled }) {
      const codec = await settled(loadRichText());
      const body = checkedBody(req, raw, codec);
      const record = findLive(store, params.id);
      const fields = fieldsOf(body, codec);
      Object.assign(record, fields, { dUpdatedAt: new Date(now()).toISOString() });
      await store.save();
      return { message: 'category_updated', data: record };
    },
  }),
  route({
    method: 'put',
    path: '/admin/categories/:eStatus/:id',
    // Active/Disabled need Edit, Deleted needs Delete; an unknown status is refused (400) to either.
    access: {
      param: 'eStatus',
      cases: { Active: EDITORS, Disabled: EDITORS, Deleted: DELETERS },
      otherwise: { anyOf: [EDITORS, DELETERS] },
    },
    async handler({ store, params, now }) {
      const status = params.eStatus;
      if (!isStatus(status)) throw ApiError.of(400, 'category_status_invalid');
      const record = findLive(store, params.id);
      // No cascade (docs/api.md): a category that gift cards still use cannot be deleted.
      if (status === 'Deleted' && store.data.giftCards.some((card) => card.iCategoryId === record._id)) {
        throw ApiError.of(409, 'category_in_use');
      }
      record.eStatus = status;
      record.dUpdatedAt = new Date(now()).toISOString();
      await store.save();
      return {
        message: status === 'Deleted' ? 'category_deleted' : 'category_status_changed',
        data: status === 'Deleted' ? { _id: record._id } : record,
      };
    },
  }),
];
