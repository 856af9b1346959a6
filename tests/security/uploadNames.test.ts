/**
 * Suite 7, uploads: what tests/api/uploads.test.ts leaves out. The file name's extension must fit the
 * declared type, the name never reaches the stored path, and a polyglot (PNG signature, then HTML) that
 * passes the magic-byte check is served as an inert image.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, startMock, type TestMock } from '../api/helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const REFUSED_NAMES: [name: string, type: string][] = [
  ['logo.svg', 'image/png'],
  ['page.html', 'image/png'],
  ['logo.png.html', 'image/png'],
  ['logo.htm', 'image/jpeg'],
  ['logo.svgz', 'image/gif'],
  ['logo.png', 'image/jpeg'],
  ['logo', 'image/png'],
  ['logo.', 'image/webp'],
];
const ACCEPTED_NAMES: [name: string, type: string][] = [
  ['logo.PNG', 'image/png'],
  ['photo.jpeg', 'image/jpeg'],
  ['scan.jfif', 'image/jpeg'],
  ['../../../etc/passwd.png', 'image/png'],
];

let mock: TestMock;
let admin: string;
const mediaDir = mkdtempSync(join(tmpdir(), 'giftdesk-media-'));
beforeAll(async () => {
  mock = await startMock({ seedOrders: 10, mediaDir });
  ({ admin } = await mock.loginAll());
});
afterAll(async () => {
  console.log(
    `[security] suite 7 uploads: ${REFUSED_NAMES.length} names not fitting their type refused, ` +
      `${ACCEPTED_NAMES.length} fitting names accepted (none reaching the stored path), polyglot served inert`,
  );
  await mock.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const sign = (sFileName: string, sContentType: string) =>
  mock.call('post', '/admin/signedurl/categoryimages', admin).send({ sFileName, sContentType });

it('refuses a file name whose extension does not fit the declared type (400)', async () => {
  for (const [name, type] of REFUSED_NAMES) {
    const res = await sign(name, type);
    expect(res.status, name).toBe(400);
    expect(res.body.message, name).toBe('It is not valid Image file.');
  }
});

it('accepts fitting names, in any case, and never uses the name in the stored path', async () => {
  for (const [name, type] of ACCEPTED_NAMES) {
    const res = await sign(name, type);
    expect(res.status, name).toBe(200);
    expect(res.body.data.sPath, name).toMatch(/^categoryimages\/[0-9a-f]{24}\.(png|jpg)$/);
  }
});

it('serves a PNG-signed polyglot as an image the browser will not sniff or run', async () => {
  const { sUrl, sPath } = (await sign('logo.png', 'image/png').expect(200)).body.data;
  const polyglot = Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]);
  await mock.api.put(sUrl).set('Content-Type', 'image/png').send(polyglot).expect(200);
  const served = await mock.api.get(`/media/${sPath}`).expect(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  await mock.api.get(`${API}/uploads/${sUrl.split('/').pop() ?? ''}`).expect(404);
});
