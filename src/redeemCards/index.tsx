/** The `redeemCards` resource (catalogue-and-orders.md section 2), with the spec's card paths as aliases. */
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { cardAliases, REDEEM_CARD_PAGES } from '../cards/pages';
import type { FeatureModule } from '../common/feature';
import { guardedPage, guardedViews } from '../common/RequireAccess';
import { lazyView } from '../common/lazyView';
import {
  redeemCardCreateModule,
  redeemCardEditModule,
  redeemCardListModule,
  redeemCardShowModule,
  redeemImportPageModule,
} from './pageModules';

const RedeemCardCreate = lazyView(redeemCardCreateModule, 'RedeemCardCreate');
const RedeemCardEdit = lazyView(redeemCardEditModule, 'RedeemCardEdit');
const RedeemCardList = lazyView(redeemCardListModule, 'RedeemCardList');
const RedeemCardShow = lazyView(redeemCardShowModule, 'RedeemCardShow');
const RedeemImportPage = lazyView(redeemImportPageModule, 'RedeemImportPage');
import { endpoints } from './endpoints';
import { REDEEM_IMPORT_PAGE } from './import/importPage';

const views = {
  list: RedeemCardList,
  create: RedeemCardCreate,
  edit: RedeemCardEdit,
  show: RedeemCardShow,
  icon: ConfirmationNumberIcon,
};

export const redeemCardsFeature: FeatureModule = {
  name: 'redeemCards',
  endpoints,
  resources: ['redeemCards'],
  pages: REDEEM_CARD_PAGES,
  menu: [
    {
      label: 'gd.layout.menu.redeem_cards',
      icon: LocalActivityIcon,
      children: [
        {
          path: REDEEM_CARD_PAGES.redeemCards,
          label: 'gd.cards.redeem.menu_list',
          icon: ConfirmationNumberIcon,
          resource: 'redeemCards',
        },
      ],
    },
  ],
  routes: (
    <Resource name="redeemCards" {...guardedViews('redeemCards', views)}>
      {/* The CSV import creates cards: Add, as the form. */}
      <Route path={REDEEM_IMPORT_PAGE} element={guardedPage('redeemCards', 'create', RedeemImportPage)} />
    </Resource>
  ),
  aliases: cardAliases('redeemCards', {
    add: REDEEM_CARD_PAGES.addRedeemCard,
    show: REDEEM_CARD_PAGES.redeemCard,
    edit: REDEEM_CARD_PAGES.redeemCardEdit,
    byType: REDEEM_CARD_PAGES.redeemCardByType,
  }),
};
