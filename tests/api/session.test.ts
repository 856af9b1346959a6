import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissionSet, permissionSetFrom } from '../../src/domain/permissions';
import { SUBADMIN_PASSWORD } from '../../mock-server/seed';
import { ACCOUNTS, API, startMock, testClock, type TestMock } from './helpers';

const clock = testClock();
let mock: TestMock;
beforeAll(async () => {
  mock = await startMock({ now: clock.now });
});
afterAll(() => mock.stop());

describe('POST /admin/login', () => {
  it('answers the token in the Authorization header, the user id and the permissions', async () => {
    const res = await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.admin).expect(200);
    expect(res.headers.authorization).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).toMatchObject({ status: 200, message: 'Login successfully.' });
    expect(res.body.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.data).toEqual({
      sEmail: 'admin@example.com',
      aPermissions: fullPermissionSet(true),
      eRole: 'super',
    });
  });

  it('gives a sub-admin its own permission set and never the password hash', async () => {
    const res = await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.editor).expect(200);
    expect(res.body.data.aPermissions).toEqual(
      permissionSetFrom({
        'Category Managements': ['View', 'Add', 'Edit'],
        'Gift Card Management': ['View'],
      }),
    );
    expect(JSON.stringify(res.body)).not.toContain('$2');
  });

  it('matches the email case-insensitively and with spaces around', async () => {
    await mock.api
      .post(`${API}/admin/login`)
      .send({ sEmail: '  Admin@Example.COM ', sPassword: ACCOUNTS.admin.sPassword })
      .expect(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await mock.api
      .post(`${API}/admin/login`)
      .send({ ...ACCOUNTS.admin, sPassword: 'Wrong#2026' });
    const unknown = await mock.api
      .post(`${API}/admin/login`)
      .send({ ...ACCOUNTS.admin, sEmail: 'ghost@example.com' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: 'Invalid email or password.' });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('refuses an inactive sub-admin', async () => {
    const data = await mock.readData();
    const inactive = data.admins.find((admin) => admin.eRole === 'sub' && admin.eStatus === 'n');
    expect(inactive).toBeDefined();
    const res = await mock.api
      .post(`${API}/admin/login`)
      .send({ sEmail: inactive?.sEmail, sPassword: SUBADMIN_PASSWORD })
      .expect(401);
    expect(res.body.message).toBe('Your account is inactive. Please contact the administrator.');
  });

  it('validates the body with the shared schema (400, first message, every error)', async () => {
    const res = await mock.api.post(`${API}/admin/login`).send({ sEmail: 'not-an-email' }).expect(400);
    expect(res.body.message).toBe('Email is not valid');
    expect(res.body.errors).toEqual([
      { path: 'sEmail', message: 'Email is not valid' },
      { path: 'sPassword', message: 'Password is required' },
    ]);
    const empty = await mock.api.post(`${API}/admin/login`).expect(400);
    expect(empty.body.message).toBe('Email is required');
    const typed = await mock.api
      .post(`${API}/admin/login`)
      .send({ sEmail: 42, sPassword: ['x'] })
      .expect(400);
    expect(typed.body.message).toBe('Email is required');
  });
});

describe('token verify and logout', () => {
  it('verify answers the profile of the token holder', async () => {
    const token = await mock.login(ACCOUNTS.editor);
    const res = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(200);
    expect(res.body.data).toMatchObject({
      sEmail: 'editor@example.com',
      sFullName: 'Giftdesk Editor',
      eCurrency: 'usd',
      sCountry: 'United States',
      eRole: 'sub',
    });
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        '_id',
        'aPermissions',
        'eCurrency',
        'eRole',
        'sCountry',
        'sEmail',
        'sFullName',
        'sMobileNumber',
      ].sort(),
    );
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('logout ends the session: the same token then gets 401', async () => {
    const token = await mock.login(ACCOUNTS.admin);
    const out = await mock.api.get(`${API}/admin/logout`).set('Authorization', token).expect(200);
    expect(out.body.message).toBe('Logout successfully.');
    const res = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(401);
    expect(res.body).toEqual({ status: 401, message: 'Your session has expired. Please log in again.' });
  });

  it('answers 401 with a message without a token, with garbage and with an unknown token', async () => {
    const missing = await mock.api.get(`${API}/admin/token/verify`).expect(401);
    expect(missing.body.message).toBe('Authentication token is missing.');
    for (const token of ['garbage', 'a'.repeat(64), `${'0'.repeat(63)}g`, '"; DROP TABLE']) {
      const res = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    }
  });

  it('expires a session after 12 hours', async () => {
    const token = await mock.login(ACCOUNTS.admin);
    clock.advance(12 * 60 * 60 * 1000 - 60_000);
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(200);
    clock.advance(120_000);
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(401);
  });

  it('keeps sessions in the data file as hashes, never the token itself', async () => {
    const token = await mock.login(ACCOUNTS.nobody);
    const data = await mock.readData();
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data.sessions.length).toBeGreaterThan(0);
  });
});

describe('login throttling', () => {
  it('answers 429 after 5 failed logins from one address within 15 minutes', async () => {
    clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) {
      await mock.api
        .post(`${API}/admin/login`)
        .send({ ...ACCOUNTS.admin, sPassword: `Wrong#${i}00` })
        .expect(401);
    }
    const blocked = await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.admin).expect(429);
    expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
    clock.advance(15 * 60 * 1000 + 1000);
    await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.admin).expect(200);
  });
});
