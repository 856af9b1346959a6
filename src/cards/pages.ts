import type { SpecPathAlias } from '../common/feature';

/** The card screens' paths: react-admin's routes of giftCards and redeemCards, and the spec's (platform.md section 2). */
export const GIFT_CARD_PAGES = {
  giftCards: 'giftCards',
  addCard: 'add/card',
  card: 'card/:id',
  cardEdit: 'card/:id/edit',
  cardByType: 'card/:id/:type',
} as const;

export const REDEEM_CARD_PAGES = {
  redeemCards: 'redeemCards',
  addRedeemCard: 'add/redeemcard',
  redeemCard: 'redeemcard/:id',
  redeemCardEdit: 'redeemcard/:id/edit',
  redeemCardByType: 'redeemcard/:id/:type',
} as const;

/** /admin/add/card -> create, /admin/card/{id} -> show, /admin/card/{id}/{type} -> edit; the same for redeem cards. */
export const cardAliases = (
  resource: 'giftCards' | 'redeemCards',
  pages: { add: string; show: string; edit: string; byType: string },
): SpecPathAlias[] => [
  { path: pages.add, resource, type: 'create' },
  { path: pages.show, resource, type: 'show' },
  { path: pages.edit, resource, type: 'edit' },
  { path: pages.byType, resource, type: 'edit' },
];
