/**
 * The rich-text toolbar: what the codec carries and nothing more (no colours, alignment or images),
 * in react-admin's rich-text look. Each control reads the caret's formats from the editor's context.
 */
import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useRichTextEditor } from './richTextContext';
import { INLINE_FORMATS, type InlineFormat } from './richTextEngine';
import { RichTextLevelSelect } from './RichTextLevelSelect';
import { RichTextLinkButton } from './RichTextLinkButton';

const T = 'gd.editor';

/** Each inline format's icon; its name is also its message key under gd.editor. */
const INLINE_ICONS: Record<InlineFormat, ReactElement> = {
  bold: <FormatBold fontSize="inherit" />,
  italic: <FormatItalic fontSize="inherit" />,
  underline: <FormatUnderlined fontSize="inherit" />,
  strike: <FormatStrikethrough fontSize="inherit" />,
  code: <Code fontSize="inherit" />,
};

type ListKind = 'bullet' | 'ordered';

// A click on a control must not move the focus, or the editor would lose the selection it applies to.
const keepSelection = (event: MouseEvent) => event.preventDefault();

export function RichTextToolbar() {
  const translate = useTranslate();
  const { quill, editable, formats } = useRichTextEditor();
  const disabled = !quill || !editable;
  const on = INLINE_FORMATS.filter((format) => Boolean(formats[format]));
  const list = formats.list === 'bullet' || formats.list === 'ordered' ? formats.list : null;

  const setInline = (_event: unknown, next: InlineFormat[]) => {
    for (const format of INLINE_FORMATS) {
      if (next.includes(format) !== on.includes(format)) quill?.format(format, next.includes(format), 'user');
    }
  };

  const clear = () => {
    if (!quill) return;
    const range = quill.getSelection(true);
    if (range.length > 0) {
      quill.removeFormat(range.index, range.length, 'user');
      return;
    }
    // A caret alone clears its line, as a selection of it would.
    const [line, offset] = quill.getLine(range.index);
    if (line) quill.removeFormat(range.index - offset, line.length(), 'user');
  };

  // A control's accessible name and its tooltip: the same message.
  const named = (key: string) => {
    const name = translate(`${T}.${key}`);
    return { 'aria-label': name, title: name };
  };
  return (
    <Toolbar role="toolbar" aria-label={translate(`${T}.toolbar`)} onMouseDown={keepSelection}>
      <RichTextLevelSelect />
      <ToggleButtonGroup size="small" value={on} onChange={setInline} disabled={disabled}>
        {INLINE_FORMATS.map((format) => (
          <ToggleButton key={format} value={format} {...named(format)}>
            {INLINE_ICONS[format]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={list}
        onChange={(_event, next: ListKind | null) => quill?.format('list', next ?? false, 'user')}
        disabled={disabled}
      >
        <ToggleButton value="bullet" {...named('list_bulleted')}>
          <FormatListBulleted fontSize="inherit" />
        </ToggleButton>
        <ToggleButton value="ordered" {...named('list_numbered')}>
          <FormatListNumbered fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <RichTextLinkButton />
      <ToggleButton
        size="small"
        value="blockquote"
        selected={Boolean(formats.blockquote)}
        onChange={() => quill?.format('blockquote', !formats.blockquote, 'user')}
        disabled={disabled}
        {...named('blockquote')}
      >
        <FormatQuote fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        size="small"
        value="clear"
        onChange={clear}
        disabled={disabled}
        {...named('clear_format')}
      >
        <FormatClear fontSize="inherit" />
      </ToggleButton>
    </Toolbar>
  );
}

const Toolbar = styled(Box)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(1),
  '& .MuiToggleButton-sizeSmall': { padding: theme.spacing(0.3), fontSize: theme.typography.pxToRem(18) },
}));
