import { CardEdit } from '../cards/CardPages';
import { REDIRECT_MS } from '../domain/timing';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/{id} (and /admin/card/{id}/edit): pessimistic, back to the list 1.5 s after saving. */
export const GiftCardEdit = () => (
  <CardEdit resource="giftCards" messages="gd.cards.gift" redirectMs={REDIRECT_MS.giftCardSaved}>
    <GiftCardForm mode="edit" />
  </CardEdit>
);
