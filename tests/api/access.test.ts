import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, startMock, type AccountName, type TestMock } from './helpers';
import arServer from '../../src/i18n/ar/server';
import enServer from '../../src/i18n/en/server';

let mock: TestMock;
let tokens: Record<AccountName, string>;
beforeAll(async () => {
  mock = await startMock();
  tokens = await mock.loginAll();
});
afterAll(() => mock.stop());

const get = (path: string, token?: string) => {
  const req = mock.api.get(`${API}${path}`);
  return token ? req.set('Authorization', token) : req;
};

describe('route access', () => {
  it('answers 401 before anything else on a protected route', async () => {
    for (const path of ['/admin/dashboard/count', '/dev/outbox', '/admin/logout', '/admin/token/verify']) {
      const res = await get(path).expect(401);
      expect(res.body.message).toBe('Authentication token is missing.');
    }
  });

  it('answers 403 with a message to a sub-admin without Dashboard View', async () => {
    const res = await get('/admin/dashboard/count', tokens.nobody).expect(403);
    expect(res.body).toEqual({ status: 403, message: 'You do not have permission to perform this action.' });
    await get('/admin/dashboard/count', tokens.editor).expect(403);
    await get('/admin/dashboard/count', tokens.admin).expect(200);
  });

  it('keeps the outbox to the super admin', async () => {
    const res = await get('/dev/outbox', tokens.editor).expect(403);
    expect(res.body.message).toBe('Only the super admin can do this.');
    await get('/dev/outbox', tokens.nobody).expect(403);
    const ok = await get('/dev/outbox', tokens.admin).expect(200);
    expect(ok.body).toMatchObject({ message: 'Outbox fetched successfully.', data: [] });
  });

  it('checks the permission before the existence of the record (403 before 404)', async () => {
    await get('/dev/outbox/000000000000000000000000', tokens.editor).expect(403);
    const missing = await get('/dev/outbox/000000000000000000000000', tokens.admin).expect(404);
    expect(missing.body.message).toBe('Record not found.');
  });

  it('lets every authenticated admin, even without permission, verify and log out', async () => {
    await get('/admin/token/verify', tokens.nobody).expect(200);
    await get('/admin/logout', tokens.nobody).expect(200);
    await get('/admin/token/verify', tokens.nobody).expect(401);
  });

  it('answers French messages with Language: fr-FR', async () => {
    const res = await get('/admin/dashboard/count', tokens.editor).set('Language', 'fr-FR').expect(403);
    expect(res.body.message).toBe("Vous n'avez pas la permission d'effectuer cette action.");
    const none = await get('/admin/token/verify').set('Language', 'fr-FR').expect(401);
    expect(none.body.message).toBe("Le jeton d'authentification est manquant.");
  });

  it("answers Arabic messages with Language: ar (any region), from the app's own catalogue", async () => {
    for (const language of ['ar', 'ar-EG']) {
      const res = await get('/admin/dashboard/count', tokens.editor).set('Language', language).expect(403);
      expect(res.body.message).toBe(arServer.forbidden);
    }
    const none = await get('/admin/token/verify').set('Language', 'ar').expect(401);
    expect(none.body.message).toBe(arServer.token_missing);
    // A language the app lacks is answered in English.
    const other = await get('/admin/token/verify').set('Language', 'de-DE').expect(401);
    expect(other.body.message).toBe(enServer.token_missing);
  });
});
