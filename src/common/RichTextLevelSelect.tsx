/**
 * The paragraph / heading choice of the rich-text toolbar. ra-input-rich-text's LevelSelect puts an
 * <li> in a <nav> and names its button apart from the level it shows (axe: listitem,
 * label-content-name-mismatch); a labelled select says the same to a screen reader.
 */
import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];
const label = (level: Level) =>
  level === 0
    ? { key: 'ra.tiptap.paragraph', fallback: 'Normal' }
    : { key: `ra.tiptap.heading${level}`, fallback: `Heading ${level}` };

export function RichTextLevelSelect({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [current, setCurrent] = useState<Level>(0);

  useEffect(() => {
    if (!editor) return undefined;
    const update = () =>
      setCurrent(LEVELS.find((level) => level > 0 && editor.isActive('heading', { level })) ?? 0);
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);

  const choose = (event: SelectChangeEvent<Level>) => {
    const level = Number(event.target.value) as Level;
    // setNode is a core command: its type needs no extension's declarations.
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };

  return (
    <Select<Level>
      size={size === 'large' ? 'medium' : 'small'}
      variant="standard"
      disableUnderline
      value={current}
      onChange={choose}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level', { _: 'Select the level' }) }}
      sx={{ minWidth: 120, px: 1 }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {translate(label(level).key, { _: label(level).fallback })}
        </MenuItem>
      ))}
    </Select>
  );
}
