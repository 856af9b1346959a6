import { Create } from 'react-admin';
import { useCardSaveOptions } from '../cards/useCardSaveOptions';
import { GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/create (and /admin/add/card): back to the list 1.5 s after saving. */
export const GiftCardCreate = () => {
  const saveOptions = useCardSaveOptions('giftCards', 'gd.cards.gift.created', GIFT_CARD_REDIRECT_MS);
  return (
    <Create
      resource="giftCards"
      title="gd.cards.gift.title_create"
      redirect={false}
      mutationOptions={saveOptions}
    >
      <GiftCardForm mode="create" />
    </Create>
  );
};
