/** Signed upload URLs: permission, folder and type checks, one use, expiry, size cap, served file. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/domain/catalogue';
import { UPLOAD_QUOTA, UPLOAD_URL_TTL_MS } from '../../mock-server/routes/uploads';
import { API, startMock, testClock, type TestMock } from './helpers';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let mock: TestMock;
let admin: string;
let editor: string;
let nobody: string;
const clock = testClock();
const mediaDir = mkdtempSync(join(tmpdir(), 'giftdesk-media-'));
beforeAll(async () => {
  mock = await startMock({ seedOrders: 10, now: clock.now, mediaDir });
  ({ admin, editor, nobody } = await mock.loginAll());
});
afterAll(async () => {
  await mock.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const sign = (token: string, contentType = 'image/png', folder = 'categoryimages') =>
  mock.api
    .post(`${API}/admin/signedurl/${folder}`)
    .set('Authorization', token)
    .send({ sFileName: `logo.${contentType.split('/')[1]}`, sContentType: contentType });

const put = (url: string, bytes: Buffer, contentType = 'image/png') =>
  mock.api.put(url).set('Content-Type', contentType).send(bytes);

describe('POST /admin/signedurl/{folder}', () => {
  it('gives an upload URL on the mock and the path to store', async () => {
    const res = await sign(editor).expect(200);
    expect(res.body.data.sUrl).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{64}$/);
    expect(res.body.data.sPath).toMatch(/^categoryimages\/[0-9a-f]{24}\.png$/);
  });

  it('refuses non-image types (SVG included) and unknown folders with 400', async () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      expect((await sign(admin, type).expect(400)).body.message).toBe('It is not valid Image file.');
    }
    expect((await sign(admin, 'image/png', 'etc').expect(400)).body.message).toBe(
      'This upload folder is not allowed.',
    );
    await mock.api
      .post(`${API}/admin/signedurl/categoryimages`)
      .set('Authorization', admin)
      .send({})
      .expect(400);
  });

  it('answers 401 without a token and 403 without Add or Edit', async () => {
    await mock.api
      .post(`${API}/admin/signedurl/categoryimages`)
      .send({ sFileName: 'a.png', sContentType: 'image/png' })
      .expect(401);
    await sign(nobody).expect(403);
  });
});

describe('PUT <sUrl>', () => {
  it('stores the file, then serves it under /media/<sPath>', async () => {
    const { sUrl, sPath } = (await sign(editor).expect(200)).body.data;
    const res = await put(sUrl, PNG).expect(200);
    expect(res.body.data.sPath).toBe(sPath);
    const served = await mock.api.get(`/media/${sPath}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('works once only', async () => {
    const { sUrl } = (await sign(admin).expect(200)).body.data;
    await put(sUrl, PNG).expect(200);
    expect((await put(sUrl, PNG).expect(403)).body.message).toBe(
      'The upload link is invalid, used or expired.',
    );
    await put('/api/v1/uploads/' + 'f'.repeat(64), PNG).expect(403);
  });

  it('expires', async () => {
    const { sUrl } = (await sign(admin).expect(200)).body.data;
    clock.advance(UPLOAD_URL_TTL_MS + 1);
    await put(sUrl, PNG).expect(403);
  });

  it('refuses a type other than the signed one, and bytes that are not that image (415)', async () => {
    const first = (await sign(admin).expect(200)).body.data;
    expect((await put(first.sUrl, GIF, 'image/gif').expect(415)).body.message).toBe(
      'It is not valid Image file.',
    );
    const second = (await sign(admin).expect(200)).body.data;
    await put(second.sUrl, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png').expect(415);
    const third = (await sign(admin, 'image/gif').expect(200)).body.data;
    await put(third.sUrl, GIF, 'image/gif').expect(200);
    expect(existsSync(join(mediaDir, first.sPath))).toBe(false);
  });

  it('answers 413 above the size cap', async () => {
    const { sUrl, sPath } = (await sign(admin).expect(200)).body.data;
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect((await put(sUrl, big).expect(413)).body.message).toBe('The image is too large (2 MB at most).');
    await mock.api.get(`/media/${sPath}`).expect(404);
  });
});

describe('seeded category images', () => {
  it('are served for every seeded category', async () => {
    const list = (await mock.api.get(`${API}/admin/categories`).set('Authorization', admin).expect(200)).body
      .data as { sLogo: string; sBanner: string }[];
    for (const item of list) {
      await mock.api.get(`/media/${item.sLogo}`).expect(200);
      await mock.api.get(`/media/${item.sBanner}`).expect(200);
    }
  });
});

describe('the upload quota (docs/security.md)', () => {
  const FULL = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
  const PER_HOUR = UPLOAD_QUOTA.bytes / UPLOAD_MAX_BYTES;

  it('stops an admin at 50 MB an hour with a message, then lets it upload again', async () => {
    let uploaded = 0;
    let refusal: { status: number; body: { message?: string } } | undefined;
    for (let i = 0; i <= PER_HOUR && !refusal; i += 1) {
      const res = await sign(admin);
      if (res.status !== 200) refusal = res;
      else {
        await put(res.body.data.sUrl, FULL).expect(200);
        uploaded += 1;
      }
    }
    expect(refusal?.status).toBe(429);
    expect(refusal?.body.message).toBe(
      'Upload limit reached: at most 50 MB of images per hour. Please try again later.',
    );
    expect(uploaded).toBeLessThanOrEqual(PER_HOUR);
    expect(uploaded).toBeGreaterThan(PER_HOUR - 5);
    // Another admin's quota is its own.
    await sign(editor).expect(200);
    clock.advance(UPLOAD_QUOTA.windowMs + 1);
    await sign(admin).expect(200);
  });

  it('counts unused signed URLs as full files: 40 asked at once, never more than the hour allows', async () => {
    clock.advance(UPLOAD_QUOTA.windowMs + 1);
    const answers = await Promise.all(Array.from({ length: 40 }, () => sign(editor)));
    const given = answers.filter((res) => res.status === 200).length;
    expect(given).toBe(PER_HOUR);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(40 - PER_HOUR);
  });
});
