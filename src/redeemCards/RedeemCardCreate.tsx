import { CardCreate } from '../cards/CardPages';
import { REDIRECT_MS } from '../domain/timing';
import { RedeemCardForm } from './RedeemCardForm';

/**
 * /admin/redeemCards/create (and /admin/add/redeemcard): back to the list 1 s after saving. A
 * duplicate code comes back as 409 and its server message is shown.
 */
export const RedeemCardCreate = () => (
  <CardCreate resource="redeemCards" messages="gd.cards.redeem" redirectMs={REDIRECT_MS.redeemCardSaved}>
    <RedeemCardForm mode="create" />
  </CardCreate>
);
