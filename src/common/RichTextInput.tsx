/**
 * ra-input-rich-text's editor limited to what the rich-text codec carries (src/domain/richText.ts):
 * headings, bold/italic/underline/strike/code, lists, links (http(s) and mailto only) and quotes.
 * No colours, alignment, images, code blocks or rules: the codec would drop them on save.
 * The value is HTML; the data provider converts it to the stored Draft raw.
 */
import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';
import { SAFE_LINK } from '../domain/richText';
import { RichTextLevelSelect } from './RichTextLevelSelect';
import { RichTextLinkButton } from './RichTextLinkButton';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;
type Extensions = NonNullable<EditorOptions['extensions']>;

export const RICH_TEXT_EDITOR_OPTIONS: EditorOptions = {
  // ra-input-rich-text nests its own copy of @tiptap/core (types only differ): StarterKit is the
  // one ra-input-rich-text itself loads, so the cast joins two identical declarations.
  extensions: [
    StarterKit.configure({
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        protocols: ['mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => SAFE_LINK.test(url.trim()),
      },
    }),
  ] as unknown as Extensions,
};

export function RichTextToolbar({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  return (
    <RichTextInputToolbar size={size}>
      <RichTextLevelSelect size={size} />
      <FormatButtons size={size} />
      <ListButtons size={size} />
      <RichTextLinkButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  );
}

export function RichTextInput(props: RichTextInputProps) {
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  const shown = translateLabel({ label: props.label, source: props.source, resource });
  const name = typeof shown === 'string' ? shown : props.source;
  const required = props.isRequired === true;
  // The editable area (a textbox) names itself (axe: aria-input-field-name) and says it is required, as
  // src/common/inputs.tsx's fields do. Memoised: a new options object would make ra-input-rich-text
  // build a new editor on every render.
  const editorOptions = useMemo<EditorOptions>(
    () => ({
      ...RICH_TEXT_EDITOR_OPTIONS,
      editorProps: { attributes: { 'aria-label': name, ...(required && { 'aria-required': 'true' }) } },
    }),
    [name, required],
  );
  return <RaRichTextInput editorOptions={editorOptions} toolbar={<RichTextToolbar />} {...props} />;
}
