import { Edit, useNotify } from 'react-admin';
import { useDelayedRedirect } from '../cards/useDelayedRedirect';
import { CARD_FORM_NOTICE_MS, GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/{id} (and /admin/card/{id}/edit): pessimistic, back to the list 1.5 s after saving. */
export const GiftCardEdit = () => {
  const notify = useNotify();
  const backToList = useDelayedRedirect('giftCards', GIFT_CARD_REDIRECT_MS);
  return (
    <Edit
      resource="giftCards"
      title="gd.cards.gift.title_edit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          notify('gd.cards.gift.updated', { type: 'success', autoHideDuration: CARD_FORM_NOTICE_MS });
          backToList();
        },
      }}
    >
      <GiftCardForm mode="edit" />
    </Edit>
  );
};
