/**
 * Redeem cards (catalogue-and-orders.md section 7 "Redeem cards"). Codes and pins are secrets: the
 * list never carries them; GET of one card (View) is the reveal. Codes are unique regardless of
 * case (409). A redeemed card can no longer be edited (409); its status can still be switched.
 */
import {
  isStatusBody,
  redeemCardSchema,
  sameCode,
  type RedeemCard,
  type RedeemCardInput,
  type RedeemCardListItem,
} from '../../src/domain/cards';
import { codeKey } from '../../src/domain/orderCodes';
import { newId } from '../auth';
import { ApiError, validate } from '../http';
import type { ListConfig } from '../listQuery';
import { deleteRoute, findById, listRoute, OBJECT_BODY, showRoute, switchCardStatus } from '../records';
import { route } from '../routeTable';
import { redeemCardWithCode } from '../codeIndex';
import type { Storage } from '../storage';

/**
 * The list searches the code (the first column) without ever returning it. Sorting by code or pin is
 * not offered: the order would leak them.
 */
export const REDEEM_CARD_LIST: ListConfig<RedeemCard> = {
  searchFields: ['sCode'],
  sortKeys: {
    nValue: 'nValue',
    eCurrency: 'eCurrency',
    bRedeemed: 'bRedeemed',
    eStatus: 'eStatus',
    dCreatedAt: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: { eStatus: 'eStatus', eCurrency: 'eCurrency', bRedeemed: 'bRedeemed' },
};

/** The list's view of a card: every field but the secrets, listed explicitly. */
const withoutSecrets = (card: RedeemCard): RedeemCardListItem => ({
  _id: card._id,
  nValue: card.nValue,
  eCurrency: card.eCurrency,
  bRedeemed: card.bRedeemed,
  eStatus: card.eStatus,
  dCreatedAt: card.dCreatedAt,
  dUpdatedAt: card.dUpdatedAt,
});

/**
 * Through the code index (codeIndex.ts): a batch of creates would otherwise read every card each
 * time. An edit whose own card holds the code reads them all, as another card may hold it too.
 */
function assertCodeFree(store: Storage, code: string, exceptId?: string): void {
  const holder = redeemCardWithCode(store, codeKey(code));
  const taken =
    holder !== undefined &&
    (holder._id !== exceptId ||
      store.data.redeemCards.some((card) => card._id !== exceptId && sameCode(card.sCode, code)));
  if (taken) throw ApiError.of(409, 'redeem_code_taken');
}

/** Codes are kept upper case: what a customer types is compared without case anyway. */
const fieldsOf = (input: RedeemCardInput) => ({
  sCode: input.sCode.toUpperCase(),
  sPin: input.sPin,
  nValue: input.nValue,
  eCurrency: input.eCurrency,
});

export const redeemCardRoutes = [
  listRoute({
    path: '/admin/redeemcards/list',
    access: { resource: 'redeemCards', action: 'list' },
    message: 'redeem_cards_success',
    records: (db) => db.redeemCards,
    config: REDEEM_CARD_LIST,
    present: withoutSecrets,
  }),
  showRoute({
    path: '/admin/redeemcards/:id',
    access: { resource: 'redeemCards', action: 'show' },
    collection: 'redeemCards',
    message: 'redeem_card_success',
  }),
  route({
    method: 'post',
    path: '/admin/redeemcards',
    access: { resource: 'redeemCards', action: 'create' },
    body: redeemCardSchema,
    async handler({ store, body, now }) {
      assertCodeFree(store, body.sCode);
      const at = new Date(now()).toISOString();
      const card: RedeemCard = {
        _id: newId(),
        ...fieldsOf(body),
        bRedeemed: false,
        eStatus: 'Active',
        dCreatedAt: at,
        dUpdatedAt: at,
      };
      store.data.redeemCards.push(card);
      // Named, so that a batch of creates (the CSV import) does not re-encode every card each time.
      await store.save({ redeemCards: [card] });
      return { status: 201, message: 'redeem_card_created', data: withoutSecrets(card) };
    },
  }),
  route({
    method: 'put',
    path: '/admin/redeemcards/:id',
    access: { resource: 'redeemCards', action: 'edit' },
    body: OBJECT_BODY,
    async handler({ store, body, params, now }) {
      if (isStatusBody(body)) {
        const card = switchCardStatus(store.data.redeemCards, params.id, body, now());
        await store.save();
        return { message: 'redeem_card_status', data: withoutSecrets(card) };
      }
      const input = validate(redeemCardSchema, body);
      const card = findById(store.data.redeemCards, params.id);
      if (card.bRedeemed) throw ApiError.of(409, 'redeem_card_redeemed');
      assertCodeFree(store, input.sCode, card._id);
      Object.assign(card, fieldsOf(input), { dUpdatedAt: new Date(now()).toISOString() });
      await store.save();
      return { message: 'redeem_card_updated', data: withoutSecrets(card) };
    },
  }),
  deleteRoute({
    path: '/admin/redeemcards/:id',
    access: { resource: 'redeemCards', action: 'delete' },
    collection: 'redeemCards',
    message: 'redeem_card_deleted',
  }),
];
