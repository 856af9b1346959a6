import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, InputAdornment } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { TextInput } from '../common/inputs';
import { REDEEM_CODE_LENGTH, REDEEM_CODE_MAX, REDEEM_CODE_MIN, generateRedeemCode } from '../domain/cards';

/**
 * The code field with its Generate button (section 5: 16 characters, cryptographic source). The
 * helper states the rule the schema checks, from the same numbers, then what Generate makes.
 */
export const RedeemCodeInput = () => {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <TextInput
      source="sCode"
      required
      helperText={translate('gd.cards.redeem.code_hint', {
        min: REDEEM_CODE_MIN,
        max: REDEEM_CODE_MAX,
        length: REDEEM_CODE_LENGTH,
      })}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          spellCheck: false,
          dir: 'ltr',
          style: { fontFamily: 'monospace', letterSpacing: '0.05em' },
        },
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
