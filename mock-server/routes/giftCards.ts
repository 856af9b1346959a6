/**
 * Gift card products (catalogue-and-orders.md section 7 "Gift cards"). Every answer joins the
 * category's title (sCategoryTitle) so a renamed category shows at once. PUT carries either the
 * full body (edit) or { _id, eStatus } (the list's switch); both need Edit.
 */
import { giftCardSchema, isStatusBody, type GiftCard, type GiftCardInput } from '../../src/domain/cards';
import { newId } from '../auth';
import { ApiError, validate } from '../http';
import type { ListConfig } from '../listQuery';
import { deleteRoute, findById, listRoute, OBJECT_BODY, showRoute, switchCardStatus } from '../records';
import { route } from '../routeTable';
import type { Db } from '../types';

type GiftCardRow = GiftCard & { sCategoryTitle: string };

export const GIFT_CARD_LIST: ListConfig<GiftCardRow> = {
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

function withCategory(db: Db, card: GiftCard): GiftCardRow {
  const category = db.categories.find((item) => item._id === card.iCategoryId);
  return { ...card, sCategoryTitle: category?.sTitle ?? '' };
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
  listRoute({
    path: '/admin/giftcards/list',
    access: { resource: 'giftCards', action: 'list' },
    message: 'gift_cards_success',
    records: (db) => db.giftCards.map((card) => withCategory(db, card)),
    config: GIFT_CARD_LIST,
  }),
  showRoute({
    path: '/admin/giftcards/:id',
    access: { resource: 'giftCards', action: 'show' },
    collection: 'giftCards',
    message: 'gift_card_success',
    present: (card, db) => withCategory(db, card),
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
    body: OBJECT_BODY,
    async handler({ store, body, params, now }) {
      if (isStatusBody(body)) {
        const card = switchCardStatus(store.data.giftCards, params.id, body, now());
        await store.save();
        return { message: 'gift_card_status', data: withCategory(store.data, card) };
      }
      const input = validate(giftCardSchema, body);
      const card = findById(store.data.giftCards, params.id);
      assertCategory(store.data, input.iCategoryId);
      Object.assign(card, fieldsOf(input), { dUpdatedAt: new Date(now()).toISOString() });
      await store.save();
      return { message: 'gift_card_updated', data: withCategory(store.data, card) };
    },
  }),
  deleteRoute({
    path: '/admin/giftcards/:id',
    access: { resource: 'giftCards', action: 'delete' },
    collection: 'giftCards',
    message: 'gift_card_deleted',
  }),
];
