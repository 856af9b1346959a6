import {
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Grid, Typography } from '@mui/material';
import type { GiftCard } from '../domain/cards';
import { formatMoney } from '../domain/format';

const G = 'gd.cards.gift';

const Money = ({ source }: { source: 'nPrice' | 'nValue' }) => {
  const [locale] = useLocaleState();
  return (
    <FunctionField<GiftCard & { id: string }>
      source={source}
      render={(card) => formatMoney(card[source], card.eCurrency, locale)}
    />
  );
};

const Percent = ({ source }: { source: 'nDiscount' | 'nCashBack' | 'nServiceCharge' | 'nExchangeFees' }) => (
  <FunctionField<GiftCard & { id: string }> source={source} render={(card) => `${card[source]} %`} />
);

/** Section 5: the exchange fee only means something for a sellable card. */
const SellableFields = () => {
  const card = useRecordContext<GiftCard & { id: string }>();
  const translate = useTranslate();
  if (!card) return null;
  return (
    <Grid container columnSpacing={4} rowSpacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Labeled label="resources.giftCards.fields.bSellable">
          <Typography variant="body2">{translate(`${G}.${card.bSellable ? 'yes' : 'no'}`)}</Typography>
        </Labeled>
      </Grid>
      {card.bSellable && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <Labeled source="nExchangeFees">
            <Percent source="nExchangeFees" />
          </Labeled>
        </Grid>
      )}
    </Grid>
  );
};

/*
 * EditButton checks the Edit right itself. No useCanAccess for 'show' in here: while the page loads,
 * a second, unmounted check of the page's own right would stay pending and keep it loading.
 */
const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** /admin/giftCards/{id}/show (and /admin/card/{id}): 'Gift Card Detail', read-only. */
export const GiftCardShow = () => {
  const translate = useTranslate();
  return (
    <Show resource="giftCards" title="gd.cards.gift.title_show" actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="sTitle" />
        <TextField source="sCategoryTitle" />
        <FunctionField<GiftCard & { id: string }>
          source="eCurrency"
          render={(card) => translate(`gd.common.currencies.${card.eCurrency}`)}
        />
        <Money source="nValue" />
        <Money source="nPrice" />
        <Percent source="nDiscount" />
        <Percent source="nCashBack" />
        <Percent source="nServiceCharge" />
        <SellableFields />
        <TextField source="sValidity" emptyText="-" />
        <NumberField source="nQuantity" />
        <TextField source="sOfferValidity" emptyText="-" />
        <FunctionField<GiftCard & { id: string }>
          source="eStatus"
          render={(card) => translate(`gd.cards.status.${card.eStatus}`)}
        />
      </SimpleShowLayout>
    </Show>
  );
};
