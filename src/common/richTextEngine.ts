/**
 * The rich-text editor's engine: Quill's core with exactly the formats the codec carries
 * (src/domain/richText.ts): headings, bold/italic/underline/strike/code, lists, links and quotes.
 *
 * Why Quill and not TipTap (ra-input-rich-text): the same editing (typing, IME, right to left, undo,
 * paste) for 35 kB gzip instead of 135 kB, which was a fifth of the whole build (issue 23). Quill's
 * core ships no UI, so the toolbar stays react-admin's look (RichTextToolbar.tsx). Anything a paste
 * brings that the formats below cannot hold (images, colours, tables) never enters the document.
 */
import Quill, { Delta } from 'quill/core';
import Blockquote from 'quill/formats/blockquote';
import Bold from 'quill/formats/bold';
import { Code } from 'quill/formats/code';
import Header from 'quill/formats/header';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import ListItem from 'quill/formats/list';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import { SAFE_LINK } from '../domain/richText';

export type { Quill };

/** The inline formats of the toolbar's toggle group, in its order. */
export const INLINE_FORMATS = ['bold', 'italic', 'underline', 'strike', 'code'] as const;
export type InlineFormat = (typeof INLINE_FORMATS)[number];

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** What the toolbar shows for the caret's place: Quill's formats there, by name. */
export type Formats = Readonly<Record<string, unknown>>;

// The codec keeps only http(s) and mailto links; Quill's default also lets tel: and sms: in.
Link.PROTOCOL_WHITELIST = ['http', 'https', 'mailto'];

Quill.register(
  {
    'formats/blockquote': Blockquote,
    'formats/bold': Bold,
    'formats/code': Code,
    'formats/header': Header,
    'formats/italic': Italic,
    'formats/link': Link,
    'formats/list': ListItem,
    'formats/strike': Strike,
    'formats/underline': Underline,
  },
  true,
);

const FORMATS = ['header', 'list', 'blockquote', 'link', ...INLINE_FORMATS];
/** Quill's checklist items: the codec has no checklist. */
const CHECKLIST: ReadonlySet<unknown> = new Set(['checked', 'unchecked']);

/** Read-only until its input enables it: an editor is never editable in a form that says it is not. */
export function createEditor(container: HTMLElement): Quill {
  const quill = new Quill(container, {
    formats: FORMATS,
    readOnly: true,
    modules: {
      // No file drops or pastes: the codec has no images.
      uploader: { mimetypes: [] },
      // Tab leaves the editor for the next field, as from any other input (WCAG 2.1.2): Quill's own
      // bindings would write a tab or indent a list, which the codec does not keep anyway.
      keyboard: {
        bindings: {
          tab: false,
          'remove tab': false,
          indent: false,
          outdent: false,
          // "- " and "1. " start lists; "[ ] " would start a checklist, which the codec has not.
          'list autofill': { prefix: /^\s*?(\d+\.|-|\*)$/ },
        },
      },
    },
  });
  // A pasted link outside the rule stays its text: Quill would keep it as a link to about:blank.
  quill.clipboard.addMatcher('A', (node, delta) =>
    SAFE_LINK.test((node as Element).getAttribute('href')?.trim() ?? '')
      ? delta
      : delta.compose(new Delta().retain(delta.length(), { link: null })),
  );
  // A pasted checklist (Quill's own HTML) becomes bullets, as the codec would store it: kept as
  // checklist items, the editor drew no mark for them and split them into one list each.
  quill.clipboard.addMatcher(
    'LI',
    (_node, delta) =>
      new Delta(
        delta.ops.map((op) =>
          CHECKLIST.has(op.attributes?.list)
            ? { ...op, attributes: { ...op.attributes, list: 'bullet' } }
            : op,
        ),
      ),
  );
  return quill;
}

/** The editor's content as the codec reads it; '' when it holds nothing but its empty line. */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  // Quill 2 writes every space as &nbsp; in its semantic HTML; the stored text keeps plain spaces.
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

/** Replaces the content without an undo step or a change event: a value loaded, not an edit. */
export function loadHtml(quill: Quill, html: string): void {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
  quill.history.clear();
}

/** The range a link command applies to: the selection, or the whole link the caret sits in. */
export function linkRange(quill: Quill): { index: number; length: number } | null {
  const range = quill.getSelection(true);
  if (range.length > 0) return range;
  // The character before the caret, as Quill's own formats at a caret (the toolbar's link state).
  const at = Math.max(0, range.index - 1);
  const [link, offset] = quill.scroll.descendant(Link, at);
  return link ? { index: at - offset, length: link.length() } : null;
}
