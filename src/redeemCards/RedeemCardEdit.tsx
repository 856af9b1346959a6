import { CardEdit } from '../cards/CardPages';
import { REDIRECT_MS } from '../domain/timing';
import { RedeemCardForm } from './RedeemCardForm';

/** /admin/redeemCards/{id} (and /admin/redeemcard/{id}/edit): back to the list 1 s after saving. */
export const RedeemCardEdit = () => (
  <CardEdit resource="redeemCards" messages="gd.cards.redeem" redirectMs={REDIRECT_MS.redeemCardSaved}>
    <RedeemCardForm mode="edit" />
  </CardEdit>
);
