import InsertLink from '@mui/icons-material/InsertLink';
import { ToggleButton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { SAFE_LINK } from '../domain/richText';
import { useRichTextEditor } from './richTextContext';
import { linkRange } from './richTextEngine';

/**
 * "Add a link" on the selected text, or changes the link the caret is in. An empty answer removes the
 * link; an address outside the codec's rule (http(s) and mailto) is refused with a notice.
 */
export function RichTextLinkButton() {
  const { quill, editable, formats, selected } = useRichTextEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const current = typeof formats.link === 'string' ? formats.link : undefined;
  const label = translate('gd.editor.link');

  const addLink = () => {
    const range = quill && linkRange(quill);
    if (!quill || !range) return;
    const answer = window.prompt(translate('gd.common.link_prompt'), current ?? 'https://');
    if (answer === null) return;
    const url = answer.trim();
    if (url !== '' && !SAFE_LINK.test(url)) {
      notify('gd.common.link_invalid', { type: 'warning' });
      return;
    }
    quill.formatText(range.index, range.length, 'link', url === '' ? false : url, 'user');
  };

  return (
    <ToggleButton
      aria-label={label}
      title={label}
      size="small"
      value="link"
      disabled={!quill || !editable || (!selected && !current)}
      onChange={addLink}
      selected={current !== undefined}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}
