/** Settings / CMS pages: list, loyalty ranges, title, rich text (round trip, XSS), 401/403/404, uploads. */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRichTextCodec, parseRaw, type RichTextWindow } from '../../src/domain/richText';
import type { Grants } from '../fixtures/subadmin';
import type { SettingRecord } from '../../src/domain/settings';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';
import { newSubadminBody, SUBADMIN_PASSWORD } from '../fixtures/subadmin';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

let mock: TestMock;
let admin: string;
let nobody: string;
let viewer: string;
let cmsEditor: string;
let settingsEditor: string;

/** A sub-admin holding only the given rights, created by the super admin, logged in. */
async function subadminWith(email: string, grants: Grants) {
  await mock.api
    .post(`${API}/admin/subadmin`)
    .set('Authorization', admin)
    .send(newSubadminBody(email, grants))
    .expect(201);
  return mock.login({ sEmail: email, sPassword: SUBADMIN_PASSWORD });
}

beforeAll(async () => {
  mock = await startMock({ seedOrders: 10 });
  [admin, nobody] = await Promise.all([mock.login(ACCOUNTS.admin), mock.login(ACCOUNTS.nobody)]);
  viewer = await subadminWith('settings.viewer@example.com', { Settings: ['View'] });
  cmsEditor = await subadminWith('cms.editor@example.com', { CMS: ['Edit'] });
  settingsEditor = await subadminWith('settings.editor@example.com', { Settings: ['Edit'] });
});
afterAll(() => mock.stop());

const list = (token: string) => mock.api.get(`${API}/admin/settings`).set('Authorization', token);
const put = (key: string, body: object, token = admin, language?: string) => {
  const req = mock.api.put(`${API}/admin/settings/${key}`).set('Authorization', token);
  return (language ? req.set('Language', language) : req).send(body);
};
const setting = async (key: string): Promise<SettingRecord | undefined> =>
  ((await list(admin).expect(200)).body.data as SettingRecord[]).find((item) => item.sKey === key);

describe('GET /admin/settings', () => {
  it('lists the loyalty values (decimal text) and the content pages (Draft raw)', async () => {
    const res = await list(admin).expect(200);
    expect(res.body.message).toBe('Settings fetched successfully.');
    const data = res.body.data as SettingRecord[];
    expect(data.map((item) => item.sKey)).toEqual(
      expect.arrayContaining([
        'loyalty-point',
        'loyalty-point-usage',
        'min-loyalty-point-usage',
        'terms-and-conditions',
      ]),
    );
    expect(data.find((item) => item.sKey === 'loyalty-point')?.sValue).toBe('10');
    for (const item of data.filter((entry) => !entry.sKey.includes('loyalty'))) {
      expect(parseRaw(item.sValue), item.sKey).toBeDefined();
      expect(Object.keys(item).sort()).toEqual([
        '_id',
        'dCreatedAt',
        'dUpdatedAt',
        'sKey',
        'sTitle',
        'sValue',
      ]);
    }
  });

  it('answers 401 without a token and 403 to a sub-admin without Settings or CMS rights', async () => {
    await mock.api.get(`${API}/admin/settings`).expect(401);
    const res = await list(nobody).expect(403);
    expect(res.body.message).toBe('You do not have permission to perform this action.');
    await list(viewer).expect(200);
  });
});

describe('PUT /admin/settings/{sKey}: loyalty values', () => {
  it.each([
    ['loyalty-point', 0, '0'],
    ['loyalty-point', 100, '100'],
    ['loyalty-point', '25', '25'],
    ['loyalty-point-usage', 12.5, '12.5'],
    ['min-loyalty-point-usage', 0, '0'],
    ['min-loyalty-point-usage', 5000, '5000'],
  ])('%s accepts %j, stored as %j', async (key, value, stored) => {
    const res = await put(key, { sTitle: '  Loyalty  ', sValue: value }).expect(200);
    expect(res.body.message).toBe('Settings updated successfully.');
    expect(res.body.data).toMatchObject({ sKey: key, sTitle: 'Loyalty', sValue: stored });
    expect((await setting(key))?.sValue).toBe(stored);
  });

  it.each([
    ['loyalty-point', 101, 'Value must be a number from 0 to 100'],
    ['loyalty-point', -1, 'Value must be a number from 0 to 100'],
    ['loyalty-point', 'abc', 'Value must be a number from 0 to 100'],
    ['loyalty-point-usage', 100.01, 'Value must be a number from 0 to 100'],
    ['loyalty-point-usage', 'Infinity', 'Value must be a number from 0 to 100'],
    ['min-loyalty-point-usage', -1, 'Value must be a number of 0 or more'],
    ['min-loyalty-point-usage', 'abc', 'Value must be a number of 0 or more'],
    ['min-loyalty-point-usage', 'NaN', 'Value must be a number of 0 or more'],
    ['min-loyalty-point-usage', '1e3', 'Value must be a number of 0 or more'],
    ['min-loyalty-point-usage', '  ', 'Value is required'],
  ])('%s refuses %j with 400 and leaves the value', async (key, value, message) => {
    const before = await setting(key);
    const res = await put(key, { sTitle: 'Loyalty', sValue: value }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await setting(key)).toEqual(before);
  });

  it('translates the messages (fr-FR)', async () => {
    const res = await put('loyalty-point', { sTitle: 'x', sValue: 101 }, admin, 'fr-FR').expect(400);
    expect(res.body.message).toBe('La valeur doit être un nombre de 0 à 100');
  });
});

describe('PUT /admin/settings/{sKey}: title and rich text', () => {
  it.each([
    [{ sTitle: '   ', sValue: '<p>x</p>' }, 'Page Title is required', 'Le titre de la page est obligatoire'],
    [{ sValue: '<p>x</p>' }, 'Page Title is required', 'Le titre de la page est obligatoire'],
    [{ sTitle: 'x'.repeat(151), sValue: '' }, 'Page Title must be at most 150 characters', null],
    [{ sTitle: 'FAQ' }, 'Value is required', 'La valeur est obligatoire'],
  ])('refuses %j', async (body, en, fr) => {
    expect((await put('faq', body).expect(400)).body.message).toBe(en);
    if (fr) expect((await put('faq', body, admin, 'fr-FR').expect(400)).body.message).toBe(fr);
  });

  it('refuses a number as a content page value', async () => {
    const res = await put('faq', { sTitle: 'FAQ', sValue: 12 }).expect(400);
    expect(res.body.message).toBe('The content is not valid');
  });

  it('stores rich text as Draft raw and gives it back as the same HTML', async () => {
    const html =
      '<h2>Terms</h2><p>Read <strong>carefully</strong>, <a href="https://example.com/x">here</a>.</p>';
    const res = await put('terms-and-conditions', { sTitle: 'Terms', sValue: codec.toStored(html) }).expect(
      200,
    );
    expect(res.body.data.dUpdatedAt > res.body.data.dCreatedAt).toBe(true);
    const stored = await setting('terms-and-conditions');
    expect(parseRaw(stored?.sValue ?? '')).toBeDefined();
    expect(codec.toHtml(stored?.sValue)).toBe(codec.toHtml(codec.toStored(html)));
    expect(codec.toHtml(stored?.sValue)).toContain('<a href="https://example.com/x">here</a>');
  });

  it('stores an XSS payload (HTML or crafted Draft raw) without its script, handler or javascript: link', async () => {
    const html =
      '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">click</a></p>';
    const crafted = JSON.stringify({
      blocks: [
        {
          key: 'a1',
          text: 'click here',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [{ offset: 0, length: 5, key: 0 }],
          data: {},
        },
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(4)' } } },
    });
    for (const sValue of [html, crafted]) {
      const res = await put('about-us', { sTitle: 'About', sValue }).expect(200);
      const stored = res.body.data.sValue as string;
      expect(parseRaw(stored)).toBeDefined();
      expect(stored).not.toMatch(/javascript:|<script|onerror=/i);
      const rendered = codec.toHtml(stored);
      expect(rendered).not.toMatch(/<img|<script|onerror|javascript:/i);
      expect(rendered).toContain('click');
    }
  });

  it('ignores fields outside { sTitle, sValue }', async () => {
    const res = await put('faq', { sTitle: 'FAQ', sValue: '<p>Q</p>', sKey: 'hacked', _id: 'mine' }).expect(
      200,
    );
    expect(res.body.data.sKey).toBe('faq');
    expect(res.body.data._id).not.toBe('mine');
  });
});

describe('PUT /admin/settings/{sKey}: access', () => {
  it('answers 401 without a token', async () => {
    await mock.api.put(`${API}/admin/settings/faq`).send({ sTitle: 'x', sValue: '' }).expect(401);
  });

  it('answers 403 to a View-only sub-admin and leaves the page unchanged', async () => {
    const before = await setting('loyalty-point');
    const res = await put('loyalty-point', { sTitle: 'Hijack', sValue: 1 }, viewer).expect(403);
    expect(res.body.message).toBe('You do not have permission to perform this action.');
    expect(await setting('loyalty-point')).toEqual(before);
  });

  it('answers 403 before 404 for an unknown key, and 404 to an editor', async () => {
    await put('no-such-page', { sTitle: 'x', sValue: '' }, nobody).expect(403);
    const res = await put('no-such-page', { sTitle: 'x', sValue: '' }).expect(404);
    expect(res.body.message).toBe('Page not found.');
  });

  it('lets a CMS-Edit sub-admin save a page', async () => {
    await put('refund-policy', { sTitle: 'Refunds', sValue: '<p>Ok</p>' }, cmsEditor).expect(200);
    expect((await setting('refund-policy'))?.sTitle).toBe('Refunds');
  });
});

describe('POST /admin/signedurl/settingsimages', () => {
  it('is allowed with Settings Edit and refused with View only', async () => {
    const body = { sFileName: 'banner.png', sContentType: 'image/png' };
    const res = await mock.api
      .post(`${API}/admin/signedurl/settingsimages`)
      .set('Authorization', settingsEditor)
      .send(body)
      .expect(200);
    expect(res.body.data.sPath).toMatch(/^settingsimages\/[0-9a-f]{24}\.png$/);
    await mock.api
      .post(`${API}/admin/signedurl/settingsimages`)
      .set('Authorization', viewer)
      .send(body)
      .expect(403);
  });
});
