import { Create, useNotify } from 'react-admin';
import { useDelayedRedirect } from '../cards/useDelayedRedirect';
import { CARD_FORM_NOTICE_MS, REDEEM_CARD_REDIRECT_MS } from '../domain/cards';
import { RedeemCardForm } from './RedeemCardForm';

/**
 * /admin/redeemCards/create (and /admin/add/redeemcard): back to the list 1 s after saving. A
 * duplicate code comes back as 409 and react-admin shows the server's message.
 */
export const RedeemCardCreate = () => {
  const notify = useNotify();
  const backToList = useDelayedRedirect('redeemCards', REDEEM_CARD_REDIRECT_MS);
  return (
    <Create
      resource="redeemCards"
      title="gd.cards.redeem.title_create"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('gd.cards.redeem.created', { type: 'success', autoHideDuration: CARD_FORM_NOTICE_MS });
          backToList();
        },
      }}
    >
      <RedeemCardForm mode="create" />
    </Create>
  );
};
