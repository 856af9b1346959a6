/**
 * Push notifications: POST /push/send (super admin only, every field checked, outbox + history) and
 * the proposed POST /push/list (paged, newest first); pushimages uploads are the super admin's only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushOutboxItem, PushRecord } from '../../src/domain/push';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';
import { push as enPush } from '../../src/push/i18n/en';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const V = enPush.validation;

let mock: TestMock;
let admin: string;
let editor: string;
let logo: string;
let banner: string;
const mediaDir = mkdtempSync(join(tmpdir(), 'giftdesk-push-media-'));

async function upload(token: string): Promise<string> {
  const signed = await mock.api
    .post(`${API}/admin/signedurl/pushimages`)
    .set('Authorization', token)
    .send({ sFileName: 'logo.png', sContentType: 'image/png' })
    .expect(200);
  await mock.api.put(signed.body.data.sUrl).set('Content-Type', 'image/png').send(PNG).expect(200);
  return signed.body.data.sPath as string;
}

const valid = () => ({
  sTitle: '  Flash sale  ',
  sContent: 'Half price on every card today.',
  sURL: 'https://giftdesk.example/sale',
  sLogo: logo,
  sBanner: banner,
});

const send = (token: string | undefined, body: object, language = 'en') => {
  const req = mock.api.post(`${API}/push/send`).set('Language', language);
  return (token ? req.set('Authorization', token) : req).send(body);
};
const history = (token: string, body: object = {}) =>
  mock.api.post(`${API}/push/list`).set('Authorization', token).send(body);
const outbox = async () =>
  (await mock.api.get(`${API}/dev/outbox`).set('Authorization', admin).expect(200)).body
    .data as PushOutboxItem[];

beforeAll(async () => {
  mock = await startMock({ seedOrders: 10, mediaDir });
  [admin, editor] = await Promise.all([mock.login(ACCOUNTS.admin), mock.login(ACCOUNTS.editor)]);
  [logo, banner] = await Promise.all([upload(admin), upload(admin)]);
});
afterAll(async () => {
  await mock.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST /push/send', () => {
  it('sends: translated message, then the push is in the outbox and the history with its sender', async () => {
    const res = await send(admin, valid()).expect(200);
    expect(res.body.message).toBe(en.gd.server.push_sent);
    const sent = res.body.data as PushRecord;
    expect(sent).toMatchObject({ sTitle: 'Flash sale', sLogo: logo, sBanner: banner });
    expect(sent.sSenderEmail).toBe(ACCOUNTS.admin.sEmail);

    const [item] = (await outbox()).filter((entry) => entry.type === 'push');
    expect(item).toMatchObject({
      type: 'push',
      subject: 'Flash sale',
      text: 'Half price on every card today.',
      link: 'https://giftdesk.example/sale',
      iPushId: sent._id,
      iSenderId: sent.iSenderId,
      sSenderEmail: ACCOUNTS.admin.sEmail,
    });
    expect(Date.parse(item.dCreatedAt)).not.toBeNaN();

    const list = await history(admin).expect(200);
    expect(list.body.data[0]).toMatchObject({
      _id: sent._id,
      sTitle: 'Flash sale',
      sSenderEmail: ACCOUNTS.admin.sEmail,
      sSenderName: expect.any(String),
      dCreatedAt: item.dCreatedAt,
    });
  });

  it('answers in French with a French Language header', async () => {
    const res = await send(admin, { ...valid(), sBanner: undefined }, 'fr').expect(200);
    expect(res.body.message).toBe(fr.gd.server.push_sent);
    expect(res.body.data.sBanner).toBe('');
  });

  it.each([
    ['sTitle', V.title_required],
    ['sContent', V.content_required],
    ['sURL', V.url_required],
    ['sLogo', V.logo_required],
  ])('refuses a missing or blank %s with 400 and its message', async (field, message) => {
    const before = (await history(admin, { limit: 100 })).body.total as number;
    const missing: Record<string, unknown> = { ...valid() };
    delete missing[field];
    expect((await send(admin, missing).expect(400)).body.message).toBe(message);
    expect((await send(admin, { ...valid(), [field]: '   ' }).expect(400)).body.message).toBe(message);
    expect((await history(admin)).body.total).toBe(before);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    '//evil.example/x',
    'ftp://files.example/a',
    'https://',
    'https://exa mple.com',
  ])('refuses the click URL %s', async (sURL) => {
    expect((await send(admin, { ...valid(), sURL }).expect(400)).body.message).toBe(V.url_invalid);
  });

  it('accepts http and https click URLs', async () => {
    await send(admin, { ...valid(), sURL: 'http://shop.example:8080/a?b=c#d' }).expect(200);
  });

  it('refuses images outside pushimages, with traversal, or never uploaded', async () => {
    for (const sLogo of ['categoryimages/a.png', 'pushimages/../db.json', 'https://evil.example/a.png']) {
      expect((await send(admin, { ...valid(), sLogo }).expect(400)).body.message).toBe(V.image_invalid);
    }
    const ghost = 'pushimages/0123456789abcdef01234567.png';
    expect((await send(admin, { ...valid(), sLogo: ghost }).expect(400)).body.message).toBe(
      en.gd.server.push_image_missing,
    );
    expect((await send(admin, { ...valid(), sBanner: ghost }).expect(400)).body.message).toBe(
      en.gd.server.push_image_missing,
    );
  });

  it('answers 401 without a token and 403 to a sub-admin, recording nothing', async () => {
    const pushesBefore = (await history(admin)).body.total as number;
    const outboxBefore = (await outbox()).length;
    await send(undefined, valid()).expect(401);
    const res = await send(editor, valid()).expect(403);
    expect(res.body.message).toBe(en.gd.server.super_admin_only);
    // 403 before any validation: an empty body is refused the same way.
    await send(editor, {}).expect(403);
    expect((await history(admin)).body.total).toBe(pushesBefore);
    expect(await outbox()).toHaveLength(outboxBefore);
  });
});

describe('POST /push/list (proposed extension)', () => {
  it('pages newest first with start/limit and a total', async () => {
    for (const n of [1, 2, 3]) await send(admin, { ...valid(), sTitle: `Paged ${n}` }).expect(200);
    const all = (await history(admin, { start: 0, limit: 100 }).expect(200)).body;
    expect(all.message).toBe(en.gd.server.push_history_success);
    const dates = (all.data as PushRecord[]).map((push) => push.dCreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((all.data as PushRecord[]).slice(0, 3).map((push) => push.sTitle)).toEqual([
      'Paged 3',
      'Paged 2',
      'Paged 1',
    ]);
    // The seeded pushes come last (sent before the seed date).
    expect(all.data.at(-1).sTitle).toBe('Welcome to Giftdesk');

    const page2 = (await history(admin, { start: 2, limit: 2 }).expect(200)).body;
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((push: PushRecord) => push._id)).toEqual(
      all.data.slice(2, 4).map((push: PushRecord) => push._id),
    );
  });

  it('is the super admin only', async () => {
    await mock.api.post(`${API}/push/list`).send({}).expect(401);
    expect((await history(editor).expect(403)).body.message).toBe(en.gd.server.super_admin_only);
  });
});

describe('uploads to pushimages', () => {
  it('are allowed to the super admin and refused to a sub-admin', async () => {
    expect(await upload(admin)).toMatch(/^pushimages\/[0-9a-f]{24}\.png$/);
    await mock.api
      .post(`${API}/admin/signedurl/pushimages`)
      .set('Authorization', editor)
      .send({ sFileName: 'logo.png', sContentType: 'image/png' })
      .expect(403);
  });
});
