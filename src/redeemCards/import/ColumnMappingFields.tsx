import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ColumnMapping } from './redeemImport';

const R = 'gd.redeemImport';
const NONE = '';

/**
 * One select per field of the card: which column of the file holds it. Memoised: the import's
 * progress redraws the page several times a second, and the selects do not change meanwhile.
 */
export const ColumnMappingFields = memo(function ColumnMappingFields({
  header,
  mapping,
  onChange,
  disabled,
}: {
  header: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {translate(`${R}.columns`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${R}.columns_help`)}
      </Typography>
      <Grid container spacing={2}>
        {IMPORT_FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              fullWidth
              size="small"
              disabled={disabled}
              label={translate(`resources.redeemCards.fields.${field}`)}
              value={mapping[field] === null ? NONE : String(mapping[field])}
              onChange={(event) =>
                onChange({
                  ...mapping,
                  [field]: event.target.value === NONE ? null : Number(event.target.value),
                })
              }
            >
              <MenuItem value={NONE}>{translate(`${R}.no_column`)}</MenuItem>
              {header.map((name, column) => (
                <MenuItem key={column} value={String(column)} dir="auto">
                  {name || `#${column + 1}`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
    </>
  );
});
