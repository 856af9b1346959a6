import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { GiftCardCreate } from './GiftCardCreate';
import { GiftCardEdit } from './GiftCardEdit';
import { GiftCardList } from './GiftCardList';
import { GiftCardShow } from './GiftCardShow';

/** The `giftCards` resource (catalogue-and-orders.md section 2), spread into <Resource>. */
export const giftCards = {
  list: GiftCardList,
  create: GiftCardCreate,
  edit: GiftCardEdit,
  show: GiftCardShow,
  icon: CardGiftcardIcon,
  recordRepresentation: 'sTitle',
};

export { GiftCardCreate, GiftCardEdit, GiftCardList, GiftCardShow };
