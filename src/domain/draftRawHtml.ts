/**
 * The model of src/domain/draftRaw.ts to HTML and back. Writing follows draft-js-export-html 1.4.1
 * (same tags, same nesting of styles and lists, same line breaks and indentation) so records look as
 * they did; reading walks a DOM that DOMPurify has already cleaned, without recursion (an explicit
 * stack), so no input can overflow the call stack.
 *
 * The two sides agree on everything HTML cannot say directly: a `<br>` is a "\n" in the text, a
 * block's last `<br>` only holds the line open (so an empty block, or one ending in "\n", gets one
 * more), and whitespace collapses as a browser shows it (no-break spaces keep their place).
 */
import {
  NO_LINK,
  STYLES,
  canonical,
  isListItem,
  runs,
  safeUrl,
  styleBit,
  type BlockType,
  type Model,
  type ModelBlock,
  type Style,
} from './draftRaw';

const BLOCK_TAGS: Record<BlockType, string> = {
  unstyled: 'p',
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  'unordered-list-item': 'li',
  'ordered-list-item': 'li',
  blockquote: 'blockquote',
  // <pre> alone, not <pre><code>: inline code inside a code block stays a style of its own.
  'code-block': 'pre',
};
const STYLE_TAGS: Record<Style, string> = {
  BOLD: 'strong',
  ITALIC: 'em',
  UNDERLINE: 'u',
  STRIKETHROUGH: 'del',
  CODE: 'code',
};
const INDENT = '  ';

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrapStyles(html: string, bits: number): string {
  return STYLES.reduce(
    (inner, style) =>
      bits & styleBit(style) ? `<${STYLE_TAGS[style]}>${inner}</${STYLE_TAGS[style]}>` : inner,
    html,
  );
}

/** A block's inner HTML: link runs, each split into style runs, each wrapped on its own. */
function blockContent(block: ModelBlock, urls: string[]): string {
  if (block.chars.length === 0) return '<br>';
  // Inside <pre> a newline is text, so a break there is the <br> alone.
  const lineBreak = block.type === 'code-block' ? '<br>' : '<br>\n';
  const html = runs(block.links, () => true).map(([start, end, link]) => {
    const inner = runs(block.styles.slice(start, end), () => true)
      .map(([from, to, bits]) => {
        const text = escapeText(block.chars.slice(start + from, start + to).join(''));
        return wrapStyles(text.replace(/\n/g, lineBreak), bits);
      })
      .join('');
    return link === NO_LINK ? inner : `<a href="${escapeAttribute(urls[link])}">${inner}</a>`;
  });
  return html.join('') + (block.chars[block.chars.length - 1] === '\n' ? '<br>' : '');
}

/** HTML of a canonical model: consecutive list items share a list, a deeper item nests in the one before. */
export function modelToHtml({ blocks, urls }: Model): string {
  const output: string[] = [];
  let index = 0;
  let indent = 0;
  let list: string | undefined;
  const pad = () => output.push(INDENT.repeat(indent));
  const closeList = () => {
    if (!list) return;
    indent -= 1;
    pad();
    output.push(`</${list}>\n`);
    list = undefined;
  };
  // Recursion as deep as the list nesting, which canonical() bounds to MAX_LIST_DEPTH.
  const writeBlock = (): void => {
    const block = blocks[index];
    const listTag = isListItem(block.type) ? (block.type === 'ordered-list-item' ? 'ol' : 'ul') : undefined;
    if (list !== listTag) {
      closeList();
      if (listTag) {
        pad();
        output.push(`<${listTag}>\n`);
        list = listTag;
        indent += 1;
      }
    }
    const tag = BLOCK_TAGS[block.type];
    pad();
    output.push(`<${tag}>`, blockContent(block, urls));
    index += 1;
    const nestedDepth = block.depth + 1;
    if (listTag && blocks[index]?.depth === nestedDepth) {
      output.push('\n');
      const outerList = list;
      list = undefined;
      indent += 1;
      while (blocks[index]?.depth === nestedDepth) writeBlock();
      closeList();
      list = outerList;
      indent -= 1;
      pad();
    }
    output.push(`</${tag}>\n`);
  };
  while (index < blocks.length) writeBlock();
  closeList();
  return output.join('').trim();
}

const HEADINGS: Record<string, BlockType> = {
  h1: 'header-one',
  h2: 'header-two',
  h3: 'header-three',
  h4: 'header-four',
  h5: 'header-five',
  h6: 'header-six',
};
const STYLE_OF_TAG: Record<string, Style> = {
  strong: 'BOLD',
  b: 'BOLD',
  em: 'ITALIC',
  i: 'ITALIC',
  u: 'UNDERLINE',
  ins: 'UNDERLINE',
  s: 'STRIKETHROUGH',
  del: 'STRIKETHROUGH',
  strike: 'STRIKETHROUGH',
  code: 'CODE',
};
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COLLAPSIBLE_WHITESPACE = /^[ \t\n\r\f]$/;

/** Where text lands: the block type and depth an element sets, and whether whitespace is kept. */
interface Context {
  type: BlockType;
  depth: number;
  preformatted: boolean;
}
/** How a character came in: only a collapsible space or a break may be dropped at a block's end. */
const Kind = { Text: 0, CollapsibleSpace: 1, Break: 2 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];
type OpenBlock = ModelBlock & { kinds: Kind[] };

/** The model of a sanitized DOM: block elements make blocks, marks and links make styles and links. */
export function modelFromDom(root: Node): Model {
  const blocks: ModelBlock[] = [];
  const urls: string[] = [];
  const contexts: Context[] = [{ type: 'unstyled', depth: 0, preformatted: false }];
  const lists: string[] = [];
  const styles = [0];
  const links = [NO_LINK];
  let open: OpenBlock | undefined;
  const context = () => contexts[contexts.length - 1];

  const flush = () => {
    if (!open) return;
    const { kinds, ...block } = open;
    const pop = () => [block.chars, block.styles, block.links, kinds].forEach((values) => values.pop());
    if (kinds[kinds.length - 1] === Kind.Break) pop();
    while (kinds[kinds.length - 1] === Kind.CollapsibleSpace) pop();
    blocks.push(block);
    open = undefined;
  };
  const start = ({ type, depth }: Context): OpenBlock => ({
    type,
    depth,
    chars: [],
    styles: [],
    links: [],
    kinds: [],
  });
  const append = (char: string, kind: Kind) => {
    open ??= start(context());
    open.chars.push(char);
    open.styles.push(styles[styles.length - 1]);
    open.links.push(links[links.length - 1]);
    open.kinds.push(kind);
  };
  const appendText = (text: string) => {
    const { preformatted } = context();
    for (const char of text) {
      if (preformatted || !COLLAPSIBLE_WHITESPACE.test(char)) append(char, Kind.Text);
      // A space shows only after text: not at a block's or a line's start, nor after another space.
      else if (open?.kinds[open.kinds.length - 1] === Kind.Text) append(' ', Kind.CollapsibleSpace);
    }
  };
  const blockContext = (tag: string): Context | undefined => {
    if (tag === 'p') return context();
    if (tag === 'li') {
      const type = lists[lists.length - 1] === 'ol' ? 'ordered-list-item' : 'unordered-list-item';
      return { type, depth: Math.max(0, lists.length - 1), preformatted: false };
    }
    if (tag === 'pre') return { type: 'code-block', depth: 0, preformatted: true };
    if (tag === 'blockquote') return { type: 'blockquote', depth: 0, preformatted: false };
    return HEADINGS[tag] && { type: HEADINGS[tag], depth: 0, preformatted: false };
  };

  const enter = (element: Element) => {
    const tag = element.localName;
    const block = blockContext(tag);
    if (block) {
      // A block opened and still empty (an <li> around a <p>) takes the inner element's type.
      if (open && open.chars.length === 0) Object.assign(open, { type: block.type, depth: block.depth });
      else {
        flush();
        open = start(block);
      }
      contexts.push(block);
    } else if (tag === 'br') append('\n', Kind.Break);
    else if (tag === 'ul' || tag === 'ol') lists.push(tag);
    else if (STYLE_OF_TAG[tag]) styles.push(styles[styles.length - 1] | styleBit(STYLE_OF_TAG[tag]));
    else if (tag === 'a') {
      const url = safeUrl(element.getAttribute('href'));
      links.push(url ? urls.push(url) - 1 : links[links.length - 1]);
    }
  };
  const leave = (element: Element) => {
    const tag = element.localName;
    if (blockContext(tag)) {
      contexts.pop();
      // An element's own block ends with it, even empty (<p></p> is an empty line).
      flush();
    } else if (tag === 'ul' || tag === 'ol') lists.pop();
    else if (STYLE_OF_TAG[tag]) styles.pop();
    else if (tag === 'a') links.pop();
  };

  const stack: [Node, boolean][] = [[root, false]];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const [node, leaving] = frame;
    if (node.nodeType === TEXT_NODE) appendText(node.nodeValue ?? '');
    if (node.nodeType !== ELEMENT_NODE) continue;
    if (leaving) {
      leave(node as Element);
      continue;
    }
    if (node !== root) enter(node as Element);
    stack.push([node, true]);
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push([child, false]);
  }
  flush();
  return canonical({ blocks, urls });
}
