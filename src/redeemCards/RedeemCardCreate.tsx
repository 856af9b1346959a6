import { Create } from 'react-admin';
import { useCardSaveOptions } from '../cards/useCardSaveOptions';
import { REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/**
 * /admin/redeemCards/create (and /admin/add/redeemcard): back to the list 1 s after saving. A
 * duplicate code comes back as 409 and its server message is shown.
 */
export const RedeemCardCreate = () => {
  const saveOptions = useCardSaveOptions('redeemCards', 'gd.cards.redeem.created', REDEEM_CARD_REDIRECT_MS);
  return (
    <Create
      resource="redeemCards"
      title="gd.cards.redeem.title_create"
      redirect={false}
      mutationOptions={saveOptions}
    >
      <RedeemCardForm mode="create" />
    </Create>
  );
};
