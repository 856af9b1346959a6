import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { RedeemCardCreate } from './RedeemCardCreate';
import { RedeemCardEdit } from './RedeemCardEdit';
import { RedeemCardList } from './RedeemCardList';
import { RedeemCardShow } from './RedeemCardShow';

/** The `redeemCards` resource (catalogue-and-orders.md section 2), spread into <Resource>. */
export const redeemCards = {
  list: RedeemCardList,
  create: RedeemCardCreate,
  edit: RedeemCardEdit,
  show: RedeemCardShow,
  icon: ConfirmationNumberIcon,
};

export { RedeemCardCreate, RedeemCardEdit, RedeemCardList, RedeemCardShow };
