import { CardEdit } from '../cards/CardPages';
import { REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/** /admin/redeemCards/{id} (and /admin/redeemcard/{id}/edit): back to the list 1 s after saving. */
export const RedeemCardEdit = () => (
  <CardEdit resource="redeemCards" messages="gd.cards.redeem" redirectMs={REDEEM_CARD_REDIRECT_MS}>
    <RedeemCardForm mode="edit" />
  </CardEdit>
);
