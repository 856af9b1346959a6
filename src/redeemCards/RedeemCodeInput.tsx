import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, InputAdornment } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { generateRedeemCode } from '../domain/cards';

/** The code field with its Generate button (section 5: 16 characters, cryptographic source). */
export const RedeemCodeInput = () => {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <TextInput
      source="sCode"
      helperText="gd.cards.redeem.generate_hint"
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.05em' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                startIcon={<AutorenewIcon />}
                onClick={() =>
                  setValue('sCode', generateRedeemCode(), { shouldDirty: true, shouldValidate: true })
                }
              >
                {translate('gd.cards.actions.generate')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
