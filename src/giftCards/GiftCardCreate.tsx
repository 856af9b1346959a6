import { Create, useNotify } from 'react-admin';
import { useDelayedRedirect } from '../cards/useDelayedRedirect';
import { CARD_FORM_NOTICE_MS, GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/create (and /admin/add/card): back to the list 1.5 s after saving. */
export const GiftCardCreate = () => {
  const notify = useNotify();
  const backToList = useDelayedRedirect('giftCards', GIFT_CARD_REDIRECT_MS);
  return (
    <Create
      resource="giftCards"
      title="gd.cards.gift.title_create"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('gd.cards.gift.created', { type: 'success', autoHideDuration: CARD_FORM_NOTICE_MS });
          backToList();
        },
      }}
    >
      <GiftCardForm mode="create" />
    </Create>
  );
};
