import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

let mock: TestMock;
let token: string;
beforeAll(async () => {
  mock = await startMock();
  token = await mock.login(ACCOUNTS.editor);
});
afterAll(() => mock.stop());

const edit = (body: object, language?: string) =>
  mock.call('post', '/admin/editprofile', token, language).send(body);

describe('POST /admin/editprofile', () => {
  it('stores the trimmed full name and email and answers the profile', async () => {
    const res = await edit({ sFullName: '  Edith Editor ', sEmail: ' edith@example.com  ' }).expect(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.data).toMatchObject({ sFullName: 'Edith Editor', sEmail: 'edith@example.com' });
    const verify = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(200);
    expect(verify.body.data).toMatchObject({ sFullName: 'Edith Editor', sEmail: 'edith@example.com' });
    await mock.login({ sEmail: 'edith@example.com', sPassword: ACCOUNTS.editor.sPassword });
  });

  it("answers 409 when the email is another admin's (in any case)", async () => {
    const res = await edit({ sFullName: 'Edith', sEmail: 'ADMIN@example.com' }).expect(409);
    expect(res.body).toEqual({ status: 409, message: 'This email is already in use.' });
    await edit({ sFullName: 'Edith', sEmail: 'EDITH@example.com' }).expect(200);
  });

  it('validates with the spec messages, in the Language header', async () => {
    expect((await edit({ sFullName: '   ', sEmail: 'edith@example.com' }).expect(400)).body.message).toBe(
      'Full name is required',
    );
    expect((await edit({ sFullName: 'Edith', sEmail: '' }).expect(400)).body.message).toBe(
      'Email is required',
    );
    expect((await edit({ sFullName: 'Edith', sEmail: 'edith@' }).expect(400)).body.message).toBe(
      'Email is not valid',
    );
    const fr = await edit({ sFullName: '', sEmail: 'edith@example.com' }, 'fr-FR').expect(400);
    expect(fr.body.message).toBe('Le nom complet est obligatoire');
    expect(fr.body.errors).toEqual([{ path: 'sFullName', message: 'Le nom complet est obligatoire' }]);
  });

  it('stores nothing but the two fields (no mass assignment, no prototype pollution)', async () => {
    const before = (await mock.readData()).admins.find(
      (admin) => admin.sEmail.toLowerCase() === 'edith@example.com',
    );
    const res = await mock.api
      .post(`${API}/admin/editprofile`)
      .set('Authorization', token)
      .set('Content-Type', 'application/json')
      .send(
        '{"sFullName":"Edith","sEmail":"edith@example.com","eRole":"super","sMobileNumber":"1","_id":"x",' +
          '"aPermissions":[],"sPassword":"x","__proto__":{"eRole":"super","polluted":true},' +
          '"constructor":{"prototype":{"polluted":true}}}',
      )
      .expect(200);
    expect(res.body.data.eRole).toBe('sub');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = (await mock.readData()).admins.find((admin) => admin._id === before?._id);
    expect(after).toEqual({
      ...before,
      sFullName: 'Edith',
      sEmail: 'edith@example.com',
      dUpdatedAt: after?.dUpdatedAt,
    });
    const dashboard = await mock.api.get(`${API}/admin/dashboard/count`).set('Authorization', token);
    expect(dashboard.status).toBe(403);
  });
});
