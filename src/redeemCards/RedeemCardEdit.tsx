import { Edit } from 'react-admin';
import { useCardSaveOptions } from '../cards/useCardSaveOptions';
import { REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/** /admin/redeemCards/{id} (and /admin/redeemcard/{id}/edit): back to the list 1 s after saving. */
export const RedeemCardEdit = () => {
  const saveOptions = useCardSaveOptions('redeemCards', 'gd.cards.redeem.updated', REDEEM_CARD_REDIRECT_MS);
  return (
    <Edit
      resource="redeemCards"
      title="gd.cards.redeem.title_edit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={saveOptions}
    >
      <RedeemCardForm mode="edit" />
    </Edit>
  );
};
