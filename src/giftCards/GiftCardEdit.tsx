import { Edit } from 'react-admin';
import { useCardSaveOptions } from '../cards/useCardSaveOptions';
import { GIFT_CARD_REDIRECT_MS } from '../domain/cards';
import { GiftCardForm } from './GiftCardForm';

/** /admin/giftCards/{id} (and /admin/card/{id}/edit): pessimistic, back to the list 1.5 s after saving. */
export const GiftCardEdit = () => {
  const saveOptions = useCardSaveOptions('giftCards', 'gd.cards.gift.updated', GIFT_CARD_REDIRECT_MS);
  return (
    <Edit
      resource="giftCards"
      title="gd.cards.gift.title_edit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={saveOptions}
    >
      <GiftCardForm mode="edit" />
    </Edit>
  );
};
