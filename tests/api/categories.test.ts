/** Categories: every route, its validation messages (en + fr), permissions, 404s and removal. */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRichTextCodec, parseRaw, type RichTextWindow } from '../../src/domain/richText';
import { API, startMock, type TestMock } from './helpers';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

let mock: TestMock;
let admin: string;
let editor: string;
let nobody: string;
beforeAll(async () => {
  mock = await startMock({ seedOrders: 10 });
  ({ admin, editor, nobody } = await mock.loginAll());
});
afterAll(() => mock.stop());

const body = (over: Record<string, unknown> = {}) => ({
  sTitle: 'Fresh Card',
  sCategory: 'Gaming',
  sLogo: 'categoryimages/abc.png',
  sBanner: 'categoryimages/def.png',
  sVideo: '',
  nExchangeFees: 25,
  sShortDesc: codec.toStored('<p>Short <strong>text</strong></p>'),
  sDescription: codec.toStored('<p>Long text</p>'),
  sRedeem: codec.toStored('<ol><li>Redeem</li></ol>'),
  ...over,
});

const as = (token: string, language?: string) => ({
  get: (path: string) => mock.call('get', path, token, language),
  post: (path: string, data: object) => mock.call('post', path, token, language).send(data),
  put: (path: string, data?: object) => {
    const req = mock.call('put', path, token, language);
    return data ? req.send(data) : req;
  },
});

describe('GET /admin/categories and /admin/categories/{id}', () => {
  it('lists the seeded categories, and reads one', async () => {
    const list = await as(admin).get('/admin/categories').expect(200);
    expect(list.body.data).toHaveLength(12);
    const first = list.body.data[0];
    const one = await as(editor).get(`/admin/categories/${first._id}`).expect(200);
    expect(one.body.data).toEqual(first);
  });

  it('answers 401 without a token, 403 without a View, 404 for an unknown id', async () => {
    await mock.api.get(`${API}/admin/categories/x`).expect(401);
    await as(nobody).get('/admin/categories').expect(403);
    await as(nobody).get('/admin/categories/x').expect(403);
    const res = await as(admin).get('/admin/categories/0123456789abcdef01234567').expect(404);
    expect(res.body.message).toBe('Record not found.');
  });
});

describe('POST /admin/categories', () => {
  it('creates an Active category, storing the rich texts as Draft raw', async () => {
    const res = await as(editor)
      .post('/admin/categories', body({ sTitle: '  Trimmed  ' }))
      .expect(200);
    expect(res.body.message).toBe('Category created successfully.');
    expect(res.body.data).toMatchObject({
      sTitle: 'Trimmed',
      sCategory: 'Gaming',
      eStatus: 'Active',
      nExchangeFees: 25,
    });
    expect(parseRaw(res.body.data.sShortDesc)?.blocks[0].text).toBe('Short text');
    const one = await as(admin).get(`/admin/categories/${res.body.data._id}`).expect(200);
    expect(codec.toHtml(one.body.data.sShortDesc)).toContain('<strong>text</strong>');
  });

  it('stores HTML sent by an older client as Draft raw too, sanitized', async () => {
    const res = await as(admin)
      .post(
        '/admin/categories',
        body({ sDescription: '<p>ok<script>alert(1)</script><a href="javascript:x">l</a></p>' }),
      )
      .expect(200);
    expect(parseRaw(res.body.data.sDescription)).toBeDefined();
    expect(res.body.data.sDescription).not.toMatch(/script|javascript/i);
  });

  it('ignores fields outside the allowlist', async () => {
    const res = await as(admin)
      .post('/admin/categories', body({ _id: 'mine', eStatus: 'Disabled', isAdmin: true }))
      .expect(200);
    expect(res.body.data._id).not.toBe('mine');
    expect(res.body.data.eStatus).toBe('Active');
    expect(res.body.data).not.toHaveProperty('isAdmin');
  });

  it.each([
    [{ sTitle: '   ' }, 'Card Title is required', 'Le titre de la carte est obligatoire'],
    [
      { sTitle: 'x'.repeat(101) },
      'Card Title must be at most 100 characters',
      'Le titre de la carte doit faire au plus 100 caractères',
    ],
    [{ sLogo: '' }, 'Logo Image is required', 'Le logo est obligatoire'],
    [{ sBanner: undefined }, 'Banner Image is required', 'La bannière est obligatoire'],
    [{ sCategory: 'Food' }, 'Category is required', 'La catégorie est obligatoire'],
    [
      { sShortDesc: codec.toStored('<p> </p>') },
      'Short Description is required',
      'La description courte est obligatoire',
    ],
    [{ sDescription: '<p></p>' }, 'Description is required', 'La description est obligatoire'],
    [{ sRedeem: '' }, 'How to Redeem is required', "Le mode d'utilisation est obligatoire"],
    [
      { nExchangeFees: -1 },
      'Exchange fee must be a number from 0 to 100',
      'Les frais de change doivent être un nombre de 0 à 100',
    ],
    [
      { sVideo: 'javascript:alert(1)' },
      'Video must be an http(s) link',
      'La vidéo doit être un lien http(s)',
    ],
    [{ sLogo: '../../etc/passwd' }, 'The image path is not valid.', "Le chemin de l'image n'est pas valide."],
  ])('refuses %o with 400 and the message (en + fr)', async (over, en, fr) => {
    expect((await as(admin).post('/admin/categories', body(over)).expect(400)).body.message).toBe(en);
    expect((await as(admin, 'fr').post('/admin/categories', body(over)).expect(400)).body.message).toBe(fr);
  });

  it('answers 403 without Add', async () => {
    const res = await as(nobody).post('/admin/categories', body()).expect(403);
    expect(res.body.message).toBe('You do not have permission to perform this action.');
  });
});

describe('PUT /admin/categories/{id}', () => {
  it('updates the listed fields', async () => {
    const created = (await as(admin).post('/admin/categories', body()).expect(200)).body.data;
    const res = await as(editor)
      .put(
        `/admin/categories/${created._id}`,
        body({ sTitle: 'Renamed', sCategory: 'Shopping', eStatus: 'Deleted' }),
      )
      .expect(200);
    expect(res.body.message).toBe('Category updated successfully.');
    expect(res.body.data).toMatchObject({
      _id: created._id,
      sTitle: 'Renamed',
      sCategory: 'Shopping',
      eStatus: 'Active',
    });
  });

  it('validates, checks Edit, and answers 404 for an unknown id', async () => {
    const id = (await as(admin).get('/admin/categories').expect(200)).body.data[0]._id;
    expect(
      (
        await as(admin)
          .put(`/admin/categories/${id}`, body({ sTitle: '' }))
          .expect(400)
      ).body.message,
    ).toBe('Card Title is required');
    await as(nobody).put(`/admin/categories/${id}`, body()).expect(403);
    await as(admin).put('/admin/categories/0123456789abcdef01234567', body()).expect(404);
  });
});

describe('PUT /admin/categories/{eStatus}/{id}', () => {
  it('toggles Active and Disabled with Edit', async () => {
    const id = (await as(admin).post('/admin/categories', body()).expect(200)).body.data._id;
    const off = await as(editor).put(`/admin/categories/Disabled/${id}`).expect(200);
    expect(off.body.data.eStatus).toBe('Disabled');
    expect((await as(editor).put(`/admin/categories/Active/${id}`).expect(200)).body.data.eStatus).toBe(
      'Active',
    );
  });

  it('Deleted needs Delete (the editor has none); afterwards the category is gone', async () => {
    const id = (await as(admin).post('/admin/categories', body()).expect(200)).body.data._id;
    await as(editor).put(`/admin/categories/Deleted/${id}`).expect(403);
    const res = await as(admin).put(`/admin/categories/Deleted/${id}`).expect(200);
    expect(res.body.message).toBe('Deleted!');
    await as(admin).get(`/admin/categories/${id}`).expect(404);
    await as(admin).put(`/admin/categories/Active/${id}`).expect(404);
    await as(admin).put(`/admin/categories/${id}`, body()).expect(404);
    const list = (await as(admin).get('/admin/categories').expect(200)).body.data as { _id: string }[];
    expect(list.some((item) => item._id === id)).toBe(false);
  });

  it('refuses an unknown status with 400, and answers 403 / 404', async () => {
    const id = (await as(admin).get('/admin/categories').expect(200)).body.data[0]._id;
    expect((await as(admin).put(`/admin/categories/Archived/${id}`).expect(400)).body.message).toBe(
      'The status must be Active, Disabled or Deleted.',
    );
    await as(nobody).put(`/admin/categories/Disabled/${id}`).expect(403);
    await as(admin).put('/admin/categories/Disabled/0123456789abcdef01234567').expect(404);
  });

  it('keeps the writes on disk', async () => {
    const id = (
      await as(admin)
        .post('/admin/categories', body({ sTitle: 'On disk' }))
        .expect(200)
    ).body.data._id;
    const data = await mock.readData();
    expect(data.categories.find((item) => item._id === id)?.sTitle).toBe('On disk');
  });
});
