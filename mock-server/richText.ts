/** The app's rich-text codec (src/api/richText.ts) on a jsdom window, for the mock's validation and storage. */
import { JSDOM } from 'jsdom';
import { createRichTextCodec, type RichTextCodec, type RichTextWindow } from '../src/api/richText';

let codec: RichTextCodec | undefined;

export function richText(): RichTextCodec {
  codec ??= createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);
  return codec;
}
