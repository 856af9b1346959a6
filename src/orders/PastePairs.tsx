import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { parsePairs } from '../domain/orders';
import { emptyRows, type CodesValues } from './codeRows';

const C = 'gd.orders.codes';
/**
 * A whole file pasted by mistake (thousands of bad lines) is named in a few lines, not in thousands
 * of list items that froze the dialog: the first ones say enough to fix the block.
 */
const SHOWN_PROBLEMS = 10;
const lineList = (lines: number[]) =>
  lines.length > SHOWN_PROBLEMS ? `${lines.slice(0, SHOWN_PROBLEMS).join(', ')}, …` : lines.join(', ');

/**
 * A block of 'code,serial' lines fills the form's rows in order (the rows after it are emptied). A
 * block with a line of three fields or a code repeated fills nothing: its lines are named so that
 * the user fixes the block itself.
 */
export const PastePairs = () => {
  const translate = useTranslate();
  const { getValues, setValue, clearErrors } = useFormContext<CodesValues>();
  const [paste, setPaste] = useState('');
  const [cut, setCut] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  const fill = () => {
    const parsed = parsePairs(paste);
    if (!parsed.ok) {
      setCut(0);
      // Only the problems shown are written out: a pasted file may hold thousands.
      const tooMany = parsed.tooManyFields.slice(0, SHOWN_PROBLEMS);
      const repeated = parsed.repeated.slice(0, SHOWN_PROBLEMS - tooMany.length);
      const more = parsed.tooManyFields.length + parsed.repeated.length - tooMany.length - repeated.length;
      setProblems([
        ...tooMany.map((line) => translate(`${C}.paste_too_many_fields`, { line })),
        ...repeated.map((lines) => translate(`${C}.paste_repeated`, { lines: lineList(lines) })),
        ...(more > 0 ? [translate(`${C}.paste_more`, { smart_count: more })] : []),
      ]);
      return;
    }
    setProblems([]);
    const capacity = getValues('rows').length;
    const rows = emptyRows(capacity);
    parsed.pairs.slice(0, capacity).forEach((pair, index) => (rows[index] = pair));
    // Filled as if typed: the dialog then asks before they are thrown away.
    setValue('rows', rows, { shouldDirty: true, shouldTouch: true });
    // New codes: a refusal of the former ones no longer applies.
    clearErrors('rows');
    setCut(parsed.pairs.length > capacity ? capacity : 0);
  };

  return (
    <>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate(`${C}.paste_label`)}
          helperText={translate(`${C}.paste_help`)}
          value={paste}
          onChange={(event) => setPaste(event.target.value)}
          multiline
          minRows={2}
          maxRows={6}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Button
          variant="outlined"
          onClick={fill}
          disabled={paste.trim() === ''}
          sx={{ flexShrink: 0, mt: 0.5 }}
        >
          {translate(`${C}.paste_apply`)}
        </Button>
      </Box>
      <Stack spacing={1} sx={{ mt: problems.length + cut > 0 ? 2 : 0 }}>
        {problems.length > 0 && (
          <Alert severity="error">
            {translate(`${C}.paste_refused`)}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </Alert>
        )}
        {cut > 0 && <Alert severity="info">{translate(`${C}.paste_cut`, { count: cut })}</Alert>}
      </Stack>
    </>
  );
};
