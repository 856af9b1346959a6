import { Edit, useNotify } from 'react-admin';
import { useDelayedRedirect } from '../cards/useDelayedRedirect';
import { CARD_FORM_NOTICE_MS, REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/** /admin/redeemCards/{id} (and /admin/redeemcard/{id}/edit): back to the list 1 s after saving. */
export const RedeemCardEdit = () => {
  const notify = useNotify();
  const backToList = useDelayedRedirect('redeemCards', REDEEM_CARD_REDIRECT_MS);
  return (
    <Edit
      resource="redeemCards"
      title="gd.cards.redeem.title_edit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          notify('gd.cards.redeem.updated', { type: 'success', autoHideDuration: CARD_FORM_NOTICE_MS });
          backToList();
        },
      }}
    >
      <RedeemCardForm mode="edit" />
    </Edit>
  );
};
