import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RedeemCard } from '../domain/cards';
import { formatMoney } from '../domain/format';
import { MASKED_CODE, MASKED_PIN } from './reveal';

const R = 'gd.cards.redeem';

/** Code and pin stay masked on the detail page too, until the admin asks to see them. */
const Secrets = () => {
  const card = useRecordContext<RedeemCard>();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  if (!card) return null;
  const mono = { fontFamily: 'monospace', letterSpacing: '0.05em' };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Labeled label="resources.redeemCards.fields.sCode">
        <Typography variant="body2" sx={mono}>
          {shown ? card.sCode : MASKED_CODE}
        </Typography>
      </Labeled>
      <Labeled label="resources.redeemCards.fields.sPin">
        <Typography variant="body2" sx={mono}>
          {shown ? card.sPin : MASKED_PIN}
        </Typography>
      </Labeled>
      <Button
        size="small"
        startIcon={shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
        onClick={() => setShown(!shown)}
        aria-pressed={shown}
      >
        {translate(`${R}.${shown ? 'hide' : 'reveal'}`)}
      </Button>
    </Stack>
  );
};

/* EditButton checks the Edit right itself (see GiftCardShow); a redeemed card has no edit. */
const ShowActions = () => {
  const card = useRecordContext<RedeemCard>();
  return <TopToolbar>{card && !card.bRedeemed && <EditButton />}</TopToolbar>;
};

/** /admin/redeemCards/{id}/show (and /admin/redeemcard/{id}): read-only. */
export const RedeemCardShow = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Show resource="redeemCards" title={`${R}.title_show`} actions={<ShowActions />}>
      <SimpleShowLayout>
        <Secrets />
        <FunctionField<RedeemCard>
          source="nValue"
          render={(card) => formatMoney(card.nValue, card.eCurrency, locale)}
        />
        <FunctionField<RedeemCard>
          source="eCurrency"
          render={(card) => translate(`gd.common.currencies.${card.eCurrency}`)}
        />
        <FunctionField<RedeemCard>
          source="bRedeemed"
          render={(card) => (
            <Chip
              size="small"
              label={translate(`${R}.${card.bRedeemed ? 'redeemed' : 'not_redeemed'}`)}
              color={card.bRedeemed ? 'secondary' : 'default'}
            />
          )}
        />
        <FunctionField<RedeemCard>
          source="eStatus"
          render={(card) => translate(`gd.cards.status.${card.eStatus}`)}
        />
      </SimpleShowLayout>
    </Show>
  );
};
