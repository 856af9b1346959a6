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
    const res = await edit({
      sFullName: '  Edith Editor ',
      sEmail: ' edith@example.com  ',
      sCurrentPassword: ACCOUNTS.editor.sPassword,
    }).expect(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.data).toMatchObject({ sFullName: 'Edith Editor', sEmail: 'edith@example.com' });
    const verify = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(200);
    expect(verify.body.data).toMatchObject({ sFullName: 'Edith Editor', sEmail: 'edith@example.com' });
    await mock.login({ sEmail: 'edith@example.com', sPassword: ACCOUNTS.editor.sPassword });
  });

  it("answers 409 when the email is another admin's (in any case), only to the account's password", async () => {
    const password = ACCOUNTS.editor.sPassword;
    const res = await edit({
      sFullName: 'Edith',
      sEmail: 'ADMIN@example.com',
      sCurrentPassword: password,
    }).expect(409);
    expect(res.body).toEqual({ status: 409, message: 'This email is already in use.' });
    // A token alone (stolen) learns nothing of which addresses are admins'.
    expect((await edit({ sFullName: 'Edith', sEmail: 'ADMIN@example.com' }).expect(400)).body.message).toBe(
      'Enter your current password to change your email',
    );
    await edit({ sFullName: 'Edith', sEmail: 'EDITH@example.com' }).expect(200);
  });

  it('moves the account to another address only with the current password; the old one is told, other sessions end', async () => {
    const other = await mock.login({ sEmail: 'edith@example.com', sPassword: ACCOUNTS.editor.sPassword });
    const wrong = await edit({
      sFullName: 'Edith',
      sEmail: 'thief@example.net',
      sCurrentPassword: 'Guess#123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');
    await edit({
      sFullName: 'Edith',
      sEmail: 'edith.new@example.com',
      sCurrentPassword: ACCOUNTS.editor.sPassword,
    }).expect(200);
    const mail = (await mock.readData()).outbox.at(-1);
    expect(mail).toMatchObject({
      to: 'EDITH@example.com',
      subject: 'Your Giftdesk email address was changed',
    });
    expect(mail?.text).toContain('edith.new@example.com');
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', other).expect(401);
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(200);
    // Back, for the tests below.
    await edit({
      sFullName: 'Edith',
      sEmail: 'edith@example.com',
      sCurrentPassword: ACCOUNTS.editor.sPassword,
    }).expect(200);
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
