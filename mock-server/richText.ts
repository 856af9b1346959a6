/**
 * The app's rich-text codec (src/domain/richText.ts) on a jsdom window, for the mock's validation and
 * storage. Loaded on first use (jsdom takes most of a second to import): the mock starts without it.
 * The codec is our own Draft raw converter (src/domain/draftRaw.ts), so jsdom is all it needs here.
 */
import type { RichTextCodec, RichTextWindow } from '../src/domain/richText';

let codec: Promise<RichTextCodec> | undefined;

export function loadRichText(): Promise<RichTextCodec> {
  codec ??= Promise.all([import('jsdom'), import('../src/domain/richText')]).then(([{ JSDOM }, module]) =>
    module.createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow),
  );
  return codec;
}
