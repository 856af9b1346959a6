import InsertLink from '@mui/icons-material/InsertLink';
import { ToggleButton } from '@mui/material';
import { useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { useNotify, useTranslate } from 'react-admin';
import { SAFE_LINK } from '../domain/richText';

interface LinkChain {
  setLink(attributes: { href: string }): { run(): boolean };
  unsetLink(): { run(): boolean };
}

/**
 * "Add a link" that works with the editor's link rule: ra-input-rich-text's own button first asks the
 * editor whether an empty href may be set, which the http(s)/mailto rule refuses, so it did nothing.
 * An empty answer removes the link; an address outside the rule is refused with a notice.
 */
export function RichTextLinkButton({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const selection = useEditorSelection();
  // Read at each render: the selection hook above re-renders on every move of the caret.
  const active = editor?.isActive('link') ?? false;
  const label = translate('ra.tiptap.link', { _: 'Add a link' });

  const addLink = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const answer = window.prompt(translate('gd.common.link_prompt'), current);
    if (answer === null) return;
    const url = answer.trim();
    // The link commands come from StarterKit's Link, whose typings augment another copy of tiptap's
    // core than the one ra-input-rich-text's editor is typed with.
    const chain = editor.chain().focus().extendMarkRange('link') as unknown as LinkChain;
    if (url === '') {
      chain.unsetLink().run();
    } else if (SAFE_LINK.test(url)) {
      chain.setLink({ href: url }).run();
    } else {
      notify('gd.common.link_invalid', { type: 'warning' });
    }
  };

  return (
    <ToggleButton
      aria-label={label}
      title={label}
      size={size}
      value="link"
      disabled={!editor?.isEditable || (!selection && !active)}
      onClick={addLink}
      selected={active}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}
