import { CardEdit } from '../cards/CardPages';
import { GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/{id} (and /admin/card/{id}/edit): pessimistic, back to the list 1.5 s after saving. */
export const GiftCardEdit = () => (
  <CardEdit resource="giftCards" messages="gd.cards.gift" redirectMs={GIFT_CARD_REDIRECT_MS}>
    <GiftCardForm mode="edit" />
  </CardEdit>
);
