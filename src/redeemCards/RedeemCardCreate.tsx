import { CardCreate } from '../cards/CardPages';
import { REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/**
 * /admin/redeemCards/create (and /admin/add/redeemcard): back to the list 1 s after saving. A
 * duplicate code comes back as 409 and its server message is shown.
 */
export const RedeemCardCreate = () => (
  <CardCreate resource="redeemCards" messages="gd.cards.redeem" redirectMs={REDEEM_CARD_REDIRECT_MS}>
    <RedeemCardForm mode="create" />
  </CardCreate>
);
