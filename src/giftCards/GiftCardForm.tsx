import { Divider, Grid, InputAdornment, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { BooleanInput, useTranslate, type NumberInputProps } from 'react-admin';
import { NumberInput, SelectInput, TextInput } from '../common/inputs';
import { CURRENCY_CHOICES } from '../common/currencies';
import { SaveForm } from '../common/SaveForm';
import { GIFT_CARD_DEFAULTS, PERCENT_MAX, giftCardSchema, type GiftCardInput } from '../domain/cards';
import { CURRENCIES, type Currency } from '../domain/types';
import { useCategoryChoices } from './useCategoryChoices';

const G = 'gd.cards.gift';
// The schema's outer step reads any input (the API's bodies too); the form always hands it an object.
const resolver = zodResolver(giftCardSchema as unknown as z.ZodType<GiftCardInput, FieldValues>);

/** Section 9: service charge 10 %, exchange fee 30 %; the rest starts at 0. */
export const GIFT_CARD_FORM_DEFAULTS = {
  bSellable: false,
  nDiscount: 0,
  nCashBack: 0,
  nQuantity: 0,
  ...GIFT_CARD_DEFAULTS,
};

const percent = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

/** A percentage of the card's price: 0 to 100 unless `min` says otherwise, with its % sign. */
const PercentInput = (props: NumberInputProps) => (
  <NumberInput min={0} max={PERCENT_MAX} slotProps={{ input: percent }} {...props} />
);

/** Section 5: the exchange fee is shown only when the card is sellable. */
const ExchangeFeeInput = () => {
  const sellable = useWatch({ name: 'bSellable' });
  if (sellable !== true) return null;
  return <PercentInput source="nExchangeFees" isRequired helperText={false} />;
};

const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

/**
 * Price and value take digits only (the spec's rule, kept): the helper says so before the error
 * does, in the card's own currency unit ("Whole dollars, no cents"), generic until one is chosen.
 */
const WholeAmountInput = ({ source }: { source: 'nPrice' | 'nValue' }) => {
  const currency: unknown = useWatch({ name: 'eCurrency' });
  return (
    <TextInput
      source={source}
      isRequired
      helperText={`${G}.whole_amount.${isCurrency(currency) ? currency : 'none'}`}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {translate(title)}
        </Typography>
      </Grid>
      {children}
    </>
  );
};

export interface GiftCardFormProps {
  mode: 'create' | 'edit';
}

/** The gift card form (sections 3 and 5), for create and edit. */
export const GiftCardForm = ({ mode }: GiftCardFormProps) => {
  const categories = useCategoryChoices();
  return (
    <SaveForm messages={G} mode={mode} resolver={resolver} defaults={GIFT_CARD_FORM_DEFAULTS}>
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 880 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="sTitle" isRequired autoFocus />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            source="iCategoryId"
            isRequired
            choices={categories.data ?? []}
            optionValue="_id"
            optionText="sTitle"
            translateChoice={false}
            isPending={categories.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput source="eCurrency" choices={CURRENCY_CHOICES} isRequired />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <WholeAmountInput source="nValue" />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <WholeAmountInput source="nPrice" />
        </Grid>
        <Section title={`${G}.section_price`}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PercentInput source="nDiscount" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PercentInput source="nCashBack" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PercentInput source="nServiceCharge" isRequired min={1} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BooleanInput source="bSellable" helperText={`${G}.sellable_hint`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ExchangeFeeInput />
          </Grid>
        </Section>
        <Section title={`${G}.section_offer`}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput source="sValidity" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <NumberInput source="nQuantity" min={0} step={1} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput source="sOfferValidity" />
          </Grid>
        </Section>
      </Grid>
    </SaveForm>
  );
};
