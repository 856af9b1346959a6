import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { ArrayInput, SimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { TextInput } from '../common/inputs';
import { CODE_MAX, VISIBLE_CODE_ROWS } from '../domain/orderCodes';
import { REFUSED, codeField, type CodesValues, type UnitLabel } from './codeRows';

const C = 'gd.orders.codes';
/** One row's height (caption + a small field + the gap), to size the scroll area. */
const ROW_PX = 76;

// What is typed is kept as typed: an emptied field is '' again (react-admin's default makes it null).
const asTyped = (value: string) => value;
const cellProps = {
  size: 'small',
  helperText: false,
  parse: asTyped,
  slotProps: { htmlInput: { maxLength: CODE_MAX, spellCheck: false, dir: 'ltr' } },
} as const;

/** One unit's code and serial, captioned with its product. */
const CodeRowInputs = ({ labels }: { labels: readonly UnitLabel[] }) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const { getFieldState, clearErrors } = useFormContext<CodesValues>();
  const n = index + 1;
  const label = labels[index];
  const captionId = `codes-row-${n}`;
  // The server's refusal of this code stays until the code itself is edited.
  const clearRefusal = () => {
    if (getFieldState(codeField(index)).error?.type === REFUSED) clearErrors(codeField(index));
  };
  return (
    <Box role="group" aria-labelledby={captionId} sx={{ mb: 1.5 }}>
      <Typography id={captionId} variant="caption" color="text.secondary" component="div">
        {label && translate(`${C}.unit_label`, { title: label.title, unit: label.unit, of: label.of })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 0.5 }}>
        <TextInput
          source="sCode"
          label={translate(`${C}.code`, { n })}
          onChange={clearRefusal}
          {...cellProps}
        />
        <TextInput source="sSerialNo" label={translate(`${C}.serial`, { n })} {...cellProps} />
      </Box>
    </Box>
  );
};

/**
 * Puts the form-level check's row errors (validateCodes, run as the rows change) on the code inputs
 * at once: react-hook-form runs that check only at a submit (and for the one field changed, after
 * one), while a duplicate typed in one row flags the other row too. A refusal by the server stays.
 */
function useRowErrors(codeErrors: readonly (string | undefined)[]) {
  const { getFieldState, setError, clearErrors } = useFormContext<CodesValues>();
  useEffect(() => {
    codeErrors.forEach((message, index) => {
      const error = getFieldState(codeField(index)).error;
      if (message !== undefined && !error) setError(codeField(index), { type: 'validate', message });
      else if (message === undefined && error && error.type !== REFUSED) clearErrors(codeField(index));
    });
  }, [codeErrors, getFieldState, setError, clearErrors]);
}

export interface CodeRowsFieldProps {
  labels: readonly UnitLabel[];
  /** Per row, the form-level check's error of its code (a code entered twice in the dialog). */
  codeErrors: readonly (string | undefined)[];
}

/**
 * The form's `rows`, one code + serial row per unit, each captioned with its product: no row is
 * added, removed or moved. About VISIBLE_CODE_ROWS rows show at once and the rest scroll, so an
 * order of 40 units keeps the dialog's buttons in view.
 */
export const CodeRowsField = ({ labels, codeErrors }: CodeRowsFieldProps) => {
  const translate = useTranslate();
  useRowErrors(codeErrors);
  return (
    <Box
      role="group"
      aria-label={translate(`${C}.rows_label`)}
      sx={{ maxHeight: VISIBLE_CODE_ROWS * ROW_PX, overflowY: 'auto', pt: 1, pr: 1 }}
    >
      <ArrayInput source="rows" resource="orders" label={false} helperText={false} margin="none">
        <SimpleFormIterator
          resource="orders"
          disableAdd
          disableRemove
          disableReordering
          disableClear
          fullWidth
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' } }}
        >
          <CodeRowInputs labels={labels} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
