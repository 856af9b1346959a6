/**
 * Gift card products (catalogue-and-orders.md section 7 "Gift cards"). Every answer joins the
 * category's title (sCategoryTitle) so a renamed category shows at once. PUT carries either the
 * full body (edit) or { _id, eStatus } (the list's switch); both need Edit.
 */
import { z } from 'zod';
import {
  cardStatusSchema,
  giftCardSchema,
  isStatusBody,
  type GiftCard,
  type GiftCardInput,
} from '../../src/domain/cards';
import { newId } from '../auth';
import { ApiError, validate } from '../http';
import { listQuery, type ListConfig } from '../listQuery';
import { route } from '../routeTable';
import type { Db } from '../types';

type GiftCardRow = GiftCard & { sCategoryTitle: string };

const LIST: ListConfig<GiftCardRow> = {
  searchFields: ['sTitle', 'sCategoryTitle', 'eCurrency'],
  sortKeys: {
    sProductName: 'sTitle',
    sTitle: 'sTitle',
    nOffer: 'nOfferPercentage',
    nOfferPercentage: 'nOfferPercentage',
    sCategoryTitle: 'sCategoryTitle',
    eCurrency: 'eCurrency',
    nPrice: 'nPrice',
    nValue: 'nValue',
    sValidity: 'sValidity',
    nQuantity: 'nQuantity',
    sOfferValidity: 'sOfferValidity',
    eStatus: 'eStatus',
    dCreatedAt: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: { eStatus: 'eStatus', eCurrency: 'eCurrency', iCategoryId: 'iCategoryId' },
};

/** Any JSON object: PUT decides which of its two bodies it is, then validates that one. */
const anyObject = z.record(z.string(), z.unknown());

function withCategory(db: Db, card: GiftCard): GiftCardRow {
  const category = db.categories.find((item) => item._id === card.iCategoryId);
  return { ...card, sCategoryTitle: category?.sTitle ?? '' };
}

function findCard(db: Db, id: string): GiftCard {
  const card = db.giftCards.find((item) => item._id === id);
  if (!card) throw ApiError.of(404, 'not_found');
  return card;
}

/** The category must exist and not be deleted (a disabled one may still hold products). */
function assertCategory(db: Db, id: string): void {
  const category = db.categories.find((item) => item._id === id);
  if (!category || category.eStatus === 'Deleted') throw ApiError.of(404, 'category_not_found');
}

/** The stored fields of a validated body: an explicit list, nothing else from the request. */
const fieldsOf = (input: GiftCardInput) => ({
  sTitle: input.sTitle,
  iCategoryId: input.iCategoryId,
  eCurrency: input.eCurrency,
  nValue: input.nValue,
  nPrice: input.nPrice,
  nDiscount: input.nDiscount,
  nCashBack: input.nCashBack,
  nServiceCharge: input.nServiceCharge,
  bSellable: input.bSellable,
  nExchangeFees: input.nExchangeFees,
  nOfferPercentage: input.nDiscount,
  sValidity: input.sValidity,
  nQuantity: input.nQuantity,
  sOfferValidity: input.sOfferValidity,
});

export const giftCardRoutes = [
  route({
    method: 'post',
    path: '/admin/giftcards/list',
    access: { resource: 'giftCards', action: 'list' },
    body: anyObject,
    handler: ({ store, body }) => {
      const rows = store.data.giftCards.map((card) => withCategory(store.data, card));
      const { data, total } = listQuery(rows, body, LIST);
      return { message: 'gift_cards_success', data, total };
    },
  }),
  route({
    method: 'get',
    path: '/admin/giftcards/:id',
    access: { resource: 'giftCards', action: 'show' },
    handler: ({ store, params }) => ({
      message: 'gift_card_success',
      data: withCategory(store.data, findCard(store.data, params.id)),
    }),
  }),
  route({
    method: 'post',
    path: '/admin/giftcards',
    access: { resource: 'giftCards', action: 'create' },
    body: giftCardSchema,
    async handler({ store, body, now }) {
      assertCategory(store.data, body.iCategoryId);
      const at = new Date(now()).toISOString();
      const card: GiftCard = {
        _id: newId(),
        ...fieldsOf(body),
        eStatus: 'Active',
        dCreatedAt: at,
        dUpdatedAt: at,
      };
      store.data.giftCards.push(card);
      await store.save();
      return { status: 201, message: 'gift_card_created', data: withCategory(store.data, card) };
    },
  }),
  route({
    method: 'put',
    path: '/admin/giftcards/:id',
    access: { resource: 'giftCards', action: 'edit' },
    body: anyObject,
    async handler({ store, body, params, now }) {
      const at = new Date(now()).toISOString();
      if (isStatusBody(body)) {
        const { eStatus } = validate(cardStatusSchema, { _id: params.id, ...body });
        const card = findCard(store.data, params.id);
        Object.assign(card, { eStatus, dUpdatedAt: at });
        await store.save();
        return { message: 'gift_card_status', data: withCategory(store.data, card) };
      }
      const input = validate(giftCardSchema, body);
      const card = findCard(store.data, params.id);
      assertCategory(store.data, input.iCategoryId);
      Object.assign(card, fieldsOf(input), { dUpdatedAt: at });
      await store.save();
      return { message: 'gift_card_updated', data: withCategory(store.data, card) };
    },
  }),
  route({
    method: 'delete',
    path: '/admin/giftcards/:id',
    access: { resource: 'giftCards', action: 'delete' },
    async handler({ store, params }) {
      const card = findCard(store.data, params.id);
      store.data.giftCards = store.data.giftCards.filter((item) => item !== card);
      await store.save();
      return { message: 'gift_card_deleted', data: { _id: card._id } };
    },
  }),
];
