/** The rich-text codec: round trips of every toolbar feature, both stored formats, and XSS. */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  RichTextLimitError,
  createRichTextCodec,
  nestingDepth,
  parseRaw,
  type RichTextWindow,
} from '../../src/domain/richText';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

/** HTML -> stored -> HTML, compared without the exporter's indentation. */
const roundTrip = (html: string) => codec.toHtml(codec.toStored(html)).replace(/\n\s*/g, '');

describe('rich-text codec round trips (every toolbar feature)', () => {
  it.each([
    ['heading 1', '<h1>Title</h1>'],
    ['heading 2', '<h2>Title</h2>'],
    ['heading 3', '<h3>Title</h3>'],
    ['heading 4', '<h4>Title</h4>'],
    ['heading 5', '<h5>Title</h5>'],
    ['heading 6', '<h6>Title</h6>'],
    ['paragraph', '<p>Plain text</p>'],
    ['bold', '<p>a <strong>bold</strong> word</p>'],
    ['italic', '<p>an <em>italic</em> word</p>'],
    ['underline', '<p>an <u>underlined</u> word</p>'],
    ['strike', '<p>a <del>struck</del> word</p>'],
    ['code', '<p>run <code>npm start</code></p>'],
    ['bullet list', '<ul><li>one</li><li>two</li></ul>'],
    ['ordered list', '<ol><li>first</li><li>second</li></ol>'],
    ['link', '<p>see <a href="https://example.com/x?y=1">the site</a></p>'],
    ['mail link', '<p><a href="mailto:help@example.com">mail us</a></p>'],
    ['quote', '<blockquote>Quoted</blockquote>'],
  ])('%s survives HTML -> Draft raw -> HTML', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('stores Draft raw content', () => {
    const raw = parseRaw(codec.toStored('<p>a <strong>b</strong></p>'));
    expect(raw?.blocks[0]).toMatchObject({ text: 'a b', type: 'unstyled' });
    expect(raw?.blocks[0].inlineStyleRanges).toEqual([{ offset: 2, length: 1, style: 'BOLD' }]);
  });

  it('reads what the editor (Quill) writes: its semantic HTML, with empty lines and link targets', () => {
    expect(
      roundTrip(
        '<h2>T</h2><p>Two  words</p><ul><li>a</li></ul><ol><li><strong>b</strong></li></ol><p></p>' +
          '<blockquote>q</blockquote><p><a href="https://a.io" rel="noopener noreferrer" target="_blank">l</a> <s>s</s> <code>c</code></p>',
      ),
    ).toBe(
      // Runs of spaces read as HTML does, as they always have (TipTap wrote them as typed too).
      '<h2>T</h2><p>Two words</p><ul><li>a</li></ul><ol><li><strong>b</strong></li></ol><p><br></p>' +
        '<blockquote>q</blockquote><p><a href="https://a.io">l</a> <del>s</del> <code>c</code></p>',
    );
  });

  it("reads what the older editor (TipTap) wrote: <s>, <p> in list items and quotes, a link's target", () => {
    expect(roundTrip('<p><s>x</s></p>')).toBe('<p><del>x</del></p>');
    expect(roundTrip('<ul><li><p>one</p></li></ul>')).toBe('<ul><li>one</li></ul>');
    expect(roundTrip('<blockquote><p>q</p></blockquote>')).toBe('<blockquote>q</blockquote>');
    expect(roundTrip('<p><a target="_blank" rel="noopener" href="https://a.io">l</a></p>')).toBe(
      '<p><a href="https://a.io">l</a></p>',
    );
  });

  it('underline round-trips whether written as <u> or <ins>', () => {
    expect(roundTrip('<p><ins>x</ins></p>')).toBe('<p><u>x</u></p>');
    expect(roundTrip('<p><u>x</u></p>')).toBe('<p><u>x</u></p>');
  });

  it('combined styles keep their order', () => {
    expect(roundTrip('<p><strong><em>both</em></strong></p>')).toBe('<p><em><strong>both</strong></em></p>');
  });

  it('reads older records stored as plain HTML', () => {
    expect(codec.toHtml('<ol><li>Open</li><li>Choose <em>Redeem</em></li></ol>').replace(/\n\s*/g, '')).toBe(
      '<ol><li>Open</li><li>Choose <em>Redeem</em></li></ol>',
    );
    expect(codec.toHtml('')).toBe('');
    expect(codec.toHtml(null)).toBe('');
  });

  it('blank content is blank in both formats', () => {
    expect(codec.isBlank('<p></p>')).toBe(true);
    expect(codec.isBlank('<p>  <br></p>')).toBe(true);
    expect(codec.isBlank(codec.toStored('<p></p>'))).toBe(true);
    expect(codec.isBlank('')).toBe(true);
    expect(codec.isBlank('<p><img src="x"></p>')).toBe(true);
    expect(codec.isBlank('<p>x</p>')).toBe(false);
    expect(codec.isBlank(codec.toStored('<p>x</p>'))).toBe(false);
  });

  it('normalize turns HTML or Draft raw into the same Draft raw shape', () => {
    const fromHtml = parseRaw(codec.normalize('<p>x</p>'));
    const fromRaw = parseRaw(codec.normalize(codec.toStored('<p>x</p>')));
    expect(fromHtml?.blocks.map((b) => b.text)).toEqual(['x']);
    expect(fromRaw?.blocks.map((b) => b.text)).toEqual(['x']);
  });
});

describe('rich-text codec never lets script through', () => {
  const payloads = [
    '<p>hi<script>window.__xss = 1</script></p>',
    '<p><img src=x onerror="window.__xss=1">hi</p>',
    '<p onclick="window.__xss=1">hi</p>',
    '<p><a href="javascript:window.__xss=1">hi</a></p>',
    '<p><a href="JaVaScRiPt:alert(1)">hi</a></p>',
    '<p><a href=" javascript:alert(1)">hi</a></p>',
    '<p><a href="data:text/html,<script>alert(1)</script>">hi</a></p>',
    '<p><a href="vbscript:msgbox(1)">hi</a></p>',
    '<svg onload="alert(1)"><p>hi</p></svg>',
    '<iframe src="https://evil.example"></iframe><p>hi</p>',
    '<p style="background:url(javascript:alert(1))">hi</p>',
  ];

  it.each(payloads)('%s', (payload) => {
    for (const html of [
      codec.sanitize(payload),
      codec.toHtml(codec.toStored(payload)),
      codec.toHtml(payload),
    ]) {
      expect(html).not.toMatch(
        /<script|onerror|onclick|onload|javascript:|vbscript:|data:|<iframe|<svg|<img|style=/i,
      );
    }
  });

  it('a stored Draft raw with a javascript: link entity loses the link, keeps the text', () => {
    const raw = {
      blocks: [
        {
          key: 'a',
          text: 'click',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [{ offset: 0, length: 5, key: 0 }],
          data: {},
        },
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } } },
    };
    const html = codec.toHtml(JSON.stringify(raw));
    expect(html).toContain('click');
    expect(html).not.toMatch(/javascript:/i);
    expect(codec.normalize(JSON.stringify(raw))).not.toMatch(/javascript:/i);
  });

  it('keeps safe links', () => {
    expect(codec.toHtml(codec.toStored('<p><a href="http://a.io">a</a></p>'))).toContain(
      'href="http://a.io"',
    );
  });
});

describe('stored Draft raw keeps no unsafe entity (docs/security.md)', () => {
  const rawWith = (entity: Record<string, unknown>) =>
    JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'click me',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [{ offset: 0, length: 5, key: 0 }],
          data: {},
        },
      ],
      entityMap: { 0: entity },
    });

  it.each([
    ['a lower-case link', { type: 'link', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } }],
    [
      'a mixed-case link with href',
      { type: 'Link', mutability: 'MUTABLE', data: { href: 'javascript:alert(1)' } },
    ],
    ['an image', { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: 'https://evil.example/x.png' } }],
    ['an embed', { type: 'EMBED', mutability: 'IMMUTABLE', data: { url: 'javascript:alert(1)' } }],
  ])('%s is stored as plain text', (_name, entity) => {
    const stored = codec.normalize(rawWith(entity));
    expect(stored).not.toMatch(/javascript|evil\.example|IMAGE|EMBED|src/i);
    expect(parseRaw(stored)?.blocks[0]?.text).toBe('click me');
    expect(codec.toHtml(stored)).not.toContain('href');
  });

  it('keeps a safe lower-case link as a link', () => {
    const stored = codec.normalize(
      rawWith({ type: 'link', mutability: 'MUTABLE', data: { url: 'https://ok.example' } }),
    );
    expect(codec.toHtml(stored)).toContain('href="https://ok.example"');
  });
});

describe('rich-text limits (docs/security.md)', () => {
  it('refuses over-deep or over-long input before parsing, and shows it as empty', () => {
    for (const hostile of [
      `${'<b>'.repeat(40)}x`,
      `<p>${'x'.repeat(60_000)}</p>`,
      `{"blocks":[],"entityMap":{},"x":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      expect(() => codec.normalize(hostile)).toThrow(RichTextLimitError);
      expect(codec.toHtml(hostile)).toBe('');
    }
  });

  it('counts nesting by tags (void ones aside) and by brackets outside JSON strings', () => {
    expect(nestingDepth('<ul><li><p><b>a</b><br></p></li></ul>')).toBe(4);
    expect(nestingDepth('{"a":[{"b":"[[[[{{{"}]}')).toBe(3);
  });
});
