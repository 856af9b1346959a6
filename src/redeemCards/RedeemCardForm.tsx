import { Alert, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { SelectInput, TextInput } from '../common/inputs';
import { CURRENCY_CHOICES } from '../common/currencies';
import { SaveToolbar } from '../common/SaveToolbar';
import { redeemCardSchema, type RedeemCard } from '../domain/cards';
import { RedeemCodeInput } from './RedeemCodeInput';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const R = 'gd.cards.redeem';
const resolver = zodResolver(redeemCardSchema);

/** The redeem card form (section 5): code (with Generate), pin, value, currency. */
export const RedeemCardForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext<RedeemCard & { id: string }>();
  const translate = useTranslate();
  const locked = mode === 'edit' && record?.bRedeemed === true;
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
      resolver={resolver}
      noValidate
      disabled={locked}
      toolbar={locked ? false : <SaveToolbar messages={R} mode={mode} />}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate(`${R}.redeemed_locked`)}
        </Alert>
      )}
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 720 }}>
        <Grid size={12}>
          <RedeemCodeInput />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput
            source="sPin"
            required
            helperText={`${R}.pin_hint`}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="nValue" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SelectInput source="eCurrency" choices={CURRENCY_CHOICES} required />
        </Grid>
      </Grid>
    </SimpleForm>
  );
};
