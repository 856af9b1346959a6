import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';

/** The data URL of index.html's icon link. */
function faviconHref(): string {
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const link = /<link\s[^>]*rel="icon"[^>]*>/.exec(html)?.[0] ?? '';
  return /href="([^"]*)"/.exec(link)?.[1] ?? '';
}

describe("index.html's icon", () => {
  // Chromium draws an SVG favicon by building a document on the page's main thread, during the cold
  // load (10-28 ms on the bench machine, issue 23); a raster one costs a few milliseconds.
  it('is a whole 32 x 32 PNG, inline (no request, nothing for the policy to allow beyond data:)', () => {
    const href = faviconHref();
    expect(href).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(href.slice(href.indexOf(',') + 1), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
    expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND');
  });
});
