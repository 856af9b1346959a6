/** The `giftCards` resource (catalogue-and-orders.md section 2), with the spec's card paths as aliases. */
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Resource } from 'react-admin';
import { cardAliases, GIFT_CARD_PAGES } from '../cards/pages';
import type { FeatureModule } from '../common/feature';
import { guardedViews } from '../common/RequireAccess';
import { lazyView } from '../common/lazyView';
import {
  giftCardCreateModule,
  giftCardEditModule,
  giftCardListModule,
  giftCardShowModule,
} from './pageModules';
import { endpoints } from './endpoints';

const GiftCardCreate = lazyView(giftCardCreateModule, 'GiftCardCreate');
const GiftCardEdit = lazyView(giftCardEditModule, 'GiftCardEdit');
const GiftCardList = lazyView(giftCardListModule, 'GiftCardList');
const GiftCardShow = lazyView(giftCardShowModule, 'GiftCardShow');

const views = {
  list: GiftCardList,
  create: GiftCardCreate,
  edit: GiftCardEdit,
  show: GiftCardShow,
  icon: CardGiftcardIcon,
  recordRepresentation: 'sTitle',
};

export const giftCardsFeature: FeatureModule = {
  name: 'giftCards',
  endpoints,
  resources: ['giftCards'],
  pages: GIFT_CARD_PAGES,
  menu: [
    {
      label: 'gd.layout.menu.gift_cards',
      icon: CardGiftcardIcon,
      children: [
        {
          path: GIFT_CARD_PAGES.giftCards,
          label: 'gd.cards.gift.menu_list',
          icon: ListAltIcon,
          resource: 'giftCards',
        },
      ],
    },
  ],
  routes: <Resource name="giftCards" {...guardedViews('giftCards', views)} />,
  aliases: cardAliases('giftCards', {
    add: GIFT_CARD_PAGES.addCard,
    show: GIFT_CARD_PAGES.card,
    edit: GIFT_CARD_PAGES.cardEdit,
    byType: GIFT_CARD_PAGES.cardByType,
  }),
};
