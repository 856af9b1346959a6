import { CardCreate } from '../cards/CardPages';
import { GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/create (and /admin/add/card): back to the list 1.5 s after saving. */
export const GiftCardCreate = () => (
  <CardCreate resource="giftCards" messages="gd.cards.gift" redirectMs={GIFT_CARD_REDIRECT_MS}>
    <GiftCardForm mode="create" />
  </CardCreate>
);
