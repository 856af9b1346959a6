import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CODE_MAX, VISIBLE_CODE_ROWS } from '../domain/orders';
import type { CodeRow, UnitLabel } from './codeRows';

const C = 'gd.orders.codes';
/** One row's height (caption + a small field + the gap), to size the scroll area. */
const ROW_PX = 76;

// A value set by the paste (not typed) must lift the label too.
const shrink = (value: string) => (value !== '' ? { shrink: true } : {});

export interface CodeRowsFieldProps {
  rows: readonly CodeRow[];
  labels: readonly UnitLabel[];
  /** Rows whose code is entered twice in the dialog. */
  duplicates: ReadonlySet<number>;
  /** A row the server refused (its code is sold elsewhere), with the server's message. */
  refused: { index: number; message: string } | null;
  onChange: (index: number, field: keyof CodeRow, value: string) => void;
}

/**
 * One code + serial row per unit, each captioned with its product. About VISIBLE_CODE_ROWS rows
 * show at once and the rest scroll, so an order of 40 units keeps the dialog's buttons in view.
 */
export const CodeRowsField = ({ rows, labels, duplicates, refused, onChange }: CodeRowsFieldProps) => {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate(`${C}.rows_label`)}
      sx={{ maxHeight: VISIBLE_CODE_ROWS * ROW_PX, overflowY: 'auto', pt: 1, pr: 1 }}
    >
      {rows.map((row, index) => {
        const n = index + 1;
        const label = labels[index];
        const captionId = `codes-row-${n}`;
        const serverMessage = refused?.index === index ? refused.message : undefined;
        const codeError = serverMessage ?? (duplicates.has(index) ? translate(`${C}.duplicate`) : undefined);
        return (
          <Box key={index} role="group" aria-labelledby={captionId} sx={{ mb: 1.5 }}>
            <Typography id={captionId} variant="caption" color="text.secondary" component="div">
              {label && translate(`${C}.unit_label`, { title: label.title, unit: label.unit, of: label.of })}
            </Typography>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 0.5 }}
            >
              <TextField
                size="small"
                label={translate(`${C}.code`, { n })}
                value={row.sCode}
                onChange={(event) => onChange(index, 'sCode', event.target.value)}
                error={codeError !== undefined}
                helperText={codeError}
                slotProps={{
                  htmlInput: { maxLength: CODE_MAX, spellCheck: false },
                  inputLabel: shrink(row.sCode),
                }}
              />
              <TextField
                size="small"
                label={translate(`${C}.serial`, { n })}
                value={row.sSerialNo}
                onChange={(event) => onChange(index, 'sSerialNo', event.target.value)}
                slotProps={{
                  htmlInput: { maxLength: CODE_MAX, spellCheck: false },
                  inputLabel: shrink(row.sSerialNo),
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
