import { CardCreate } from '../cards/CardPages';
import { REDIRECT_MS } from '../domain/timing';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/create (and /admin/add/card): back to the list 1.5 s after saving. */
export const GiftCardCreate = () => (
  <CardCreate resource="giftCards" messages="gd.cards.gift" redirectMs={REDIRECT_MS.giftCardSaved}>
    <GiftCardForm mode="create" />
  </CardCreate>
);
