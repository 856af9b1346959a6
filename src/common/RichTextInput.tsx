/**
 * The rich-text input: react-admin's input contract (label, required mark, validation message, touched
 * on blur) around the Quill editor of richTextEngine.ts, with the toolbar of RichTextToolbar.tsx.
 * The value is HTML; the data provider converts it to the stored Draft raw (src/api/richTextFields.ts).
 */
import { FormHelperText } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  InputHelperText,
  Labeled,
  useInput,
  useResourceContext,
  useTranslateLabel,
  type InputProps,
} from 'react-admin';
import { NO_EDITOR, RichTextEditorContext, type RichTextEditorState } from './richTextContext';
import { createEditor, editorHtml, loadHtml } from './richTextEngine';
import { RichTextToolbar } from './RichTextToolbar';

export type RichTextInputProps = InputProps & {
  fullWidth?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
};

/** What the editor reports; the toolbar gets it with `editable`, which the input's props decide. */
type EditorState = Omit<RichTextEditorState, 'editable'>;

export function RichTextInput(props: RichTextInputProps) {
  // Full width by default, as react-admin 5's own inputs.
  const { label, helperText, fullWidth = true, disabled = false, readOnly = false, source } = props;
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput({ ...props, resource });
  const translateLabel = useTranslateLabel();
  const shown = translateLabel({ label, source, resource });
  const name = typeof shown === 'string' ? shown : source;
  const editable = !disabled && !readOnly;

  const container = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<EditorState>(NO_EDITOR);
  // The HTML the editor holds as far as the form knows: a form value equal to it is the editor's own
  // echo, anything else (a record loaded, a reset) is loaded into the editor.
  const shownHtml = useRef<string | undefined>(undefined);

  const onEdit = useEffectEvent((html: string) => field.onChange(html));
  const onBlur = useEffectEvent(() => field.onBlur());

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const quill = createEditor(element);
    const refresh = () => {
      const range = quill.getSelection();
      const next = {
        quill,
        formats: range ? quill.getFormat(range) : {},
        selected: (range?.length ?? 0) > 0,
      };
      // Quill reports every caret move: the form re-renders only when the toolbar would change.
      setEditor((shown) => (sameState(shown, next) ? shown : next));
    };
    const changed = (_change: unknown, _before: unknown, origin: string) => {
      if (origin !== 'user') return;
      const html = editorHtml(quill);
      shownHtml.current = html;
      onEdit(html);
    };
    quill.on('editor-change', refresh);
    quill.on('text-change', changed);
    quill.root.addEventListener('blur', onBlur);
    refresh();
    return () => {
      quill.off('editor-change', refresh);
      quill.off('text-change', changed);
      quill.root.removeEventListener('blur', onBlur);
      // A remount (StrictMode, a new key) makes a new editor in the same element, and loads the value anew.
      element.replaceChildren();
      element.className = '';
      shownHtml.current = undefined;
      setEditor(NO_EDITOR);
    };
  }, []);

  const { quill } = editor;
  // A new context only when the editor's state or `editable` changes: the toolbar re-renders then,
  // not at each keystroke's render of the input.
  const context = useMemo(() => ({ ...editor, editable }), [editor, editable]);
  useEffect(() => {
    quill?.enable(editable);
  }, [quill, editable]);

  // The editable area is a textbox with a name (axe: aria-input-field-name) that says when it is
  // required, as src/common/inputs.tsx's fields do.
  useEffect(() => {
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', name);
    if (isRequired) root.setAttribute('aria-required', 'true');
    else root.removeAttribute('aria-required');
  }, [quill, name, isRequired]);

  const value = typeof field.value === 'string' ? field.value : '';
  useEffect(() => {
    if (!quill || value === shownHtml.current) return;
    shownHtml.current = value;
    loadHtml(quill, value);
  }, [quill, value]);

  const { error, invalid } = fieldState;
  return (
    <Root className={`ra-input ra-input-${source}${fullWidth ? ' fullWidth' : ''}`}>
      <Labeled
        isRequired={isRequired}
        label={label}
        id={`${id}-label`}
        color={invalid ? 'error' : undefined}
        source={source}
        resource={resource}
        fullWidth={fullWidth}
      >
        <RichTextEditorContext.Provider value={context}>
          <RichTextToolbar />
          <div ref={container} className={`${PREFIX}-editor`} />
          <FormHelperText error={invalid}>
            <InputHelperText error={error?.message} helperText={helperText} />
          </FormHelperText>
        </RichTextEditorContext.Provider>
      </Labeled>
    </Root>
  );
}

function sameState(a: EditorState, b: EditorState): boolean {
  return (
    a.quill === b.quill &&
    a.selected === b.selected &&
    JSON.stringify(a.formats) === JSON.stringify(b.formats)
  );
}

const PREFIX = 'GdRichTextInput';

/** react-admin's rich-text look, and the few rules of Quill's stylesheet its formats need. */
const Root = styled('div', { name: PREFIX })(({ theme }) => ({
  '&.fullWidth': { width: '100%' },
  [`& .${PREFIX}-editor .ql-editor`]: {
    minHeight: '2.75em',
    padding: theme.spacing(1),
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    outline: 'none',
    lineHeight: 1.5,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    textAlign: 'left',
    '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
    '&:focus': {
      backgroundColor: (theme.vars ?? theme).palette.background.default,
      borderColor: (theme.vars ?? theme).palette.primary.main,
    },
    '&[contenteditable="false"]': {
      backgroundColor: (theme.vars ?? theme).palette.action.disabledBackground,
    },
    '& p, & ol, & blockquote, & h1, & h2, & h3, & h4, & h5, & h6': { margin: '0 0 0.5em 0' },
    '& > :last-child': { marginBottom: 0 },
    '& blockquote': {
      borderLeft: `4px solid ${(theme.vars ?? theme).palette.divider}`,
      paddingLeft: theme.spacing(1.5),
    },
    '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
    // Quill writes every list as an <ol> of items that say their kind; the marks are drawn here.
    '& ol': { paddingLeft: '1.5em', counterReset: 'list-0' },
    '& li': { listStyleType: 'none', paddingLeft: '1.5em', position: 'relative' },
    // At the item's start edge, not where its text starts: a right-to-left page reads each item in the
    // direction of its first letter (index.html), so an English item's text starts on the left.
    '& li > .ql-ui': { position: 'absolute', left: 0 },
    '& li > .ql-ui::before': {
      display: 'inline-block',
      textAlign: 'right',
      whiteSpace: 'nowrap',
      width: '1.2em',
    },
    '& li[data-list="bullet"] > .ql-ui::before': { content: '"\\2022"' },
    '& li[data-list="ordered"]': { counterIncrement: 'list-0' },
    '& li[data-list="ordered"] > .ql-ui::before': { content: 'counter(list-0, decimal) ". "' },
  },
}));
