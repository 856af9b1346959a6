/**
 * The paragraph / heading choice of the rich-text toolbar: a labelled select, so a screen reader hears
 * the level it shows under the name it has (axe: label-content-name-mismatch).
 */
import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRichTextEditor } from './richTextContext';
import { HEADING_LEVELS } from './richTextEngine';

const LEVELS = [0, ...HEADING_LEVELS] as const;
type Level = (typeof LEVELS)[number];
const labelKey = (level: Level) => (level === 0 ? 'gd.editor.paragraph' : `gd.editor.heading${level}`);

export function RichTextLevelSelect() {
  const translate = useTranslate();
  const { quill, editable, formats } = useRichTextEditor();
  const current = LEVELS.find((level) => level > 0 && formats.header === level) ?? 0;

  const choose = (event: SelectChangeEvent<Level>) => {
    const level = Number(event.target.value) as Level;
    quill?.format('header', level === 0 ? false : level, 'user');
  };

  return (
    <Select<Level>
      size="small"
      variant="standard"
      disableUnderline
      value={current}
      onChange={choose}
      disabled={!quill || !editable}
      inputProps={{ 'aria-label': translate('gd.editor.select_level') }}
      // Back to the text, where the typing goes on, instead of to the select. After this event: while the
      // menu is still open its focus trap would take the focus back.
      MenuProps={{ disableRestoreFocus: true }}
      onClose={() => setTimeout(() => quill?.focus())}
      sx={{ minWidth: 120, px: 1 }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {translate(labelKey(level))}
        </MenuItem>
      ))}
    </Select>
  );
}
