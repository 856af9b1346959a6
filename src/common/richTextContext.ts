/** What the rich-text toolbar reads from its input (RichTextInput.tsx): the editor, the caret's formats. */
import { createContext, useContext } from 'react';
import type { Formats, Quill } from './richTextEngine';

export interface RichTextEditorState {
  /** Null until the editor is made (after the first render). */
  readonly quill: Quill | null;
  readonly editable: boolean;
  /** The formats where the caret is; empty while the editor has no focus. */
  readonly formats: Formats;
  /** True when some text is selected (a link needs text or an existing link). */
  readonly selected: boolean;
}

export const NO_EDITOR: RichTextEditorState = { quill: null, editable: false, formats: {}, selected: false };

export const RichTextEditorContext = createContext<RichTextEditorState>(NO_EDITOR);

export const useRichTextEditor = () => useContext(RichTextEditorContext);
