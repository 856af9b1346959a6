import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

let mock: TestMock;
beforeAll(async () => {
  mock = await startMock({ corsOrigins: ['http://localhost:5173'] });
});
afterAll(() => mock.stop());

const login = () => mock.api.post(`${API}/admin/login`);

describe('bodies', () => {
  it('answers 400 to malformed JSON, without a stack', async () => {
    const res = await login().set('Content-Type', 'application/json').send('{"sEmail": ').expect(400);
    expect(res.body).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers 400 to JSON that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', 'null', '42']) {
      const res = await login().set('Content-Type', 'application/json').send(body).expect(400);
      expect(typeof res.body.message).toBe('string');
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules/);
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const big = JSON.stringify({ sEmail: 'admin@example.com', sPassword: 'x'.repeat(1_100_000) });
    const res = await login().set('Content-Type', 'application/json').send(big).expect(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const text = await login().set('Content-Type', 'text/plain').send('sEmail=admin@example.com').expect(415);
    expect(text.body.message).toBe('The request body must be JSON.');
    await login().type('form').send(ACCOUNTS.admin).expect(415);
  });

  it('accepts a JSON type with a charset', async () => {
    await login()
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(ACCOUNTS.admin))
      .expect(200);
  });
});

describe('routes', () => {
  it('answers 404 JSON to unknown routes, wrong methods and json-server raw routes', async () => {
    for (const path of [`${API}/nope`, '/api/nope', `${API}/db`, '/db', `${API}/admins`]) {
      const res = await mock.api.get(path).expect(404);
      expect(res.body).toEqual({ status: 404, message: 'Route not found.' });
    }
    await mock.api.get(`${API}/admin/login`).expect(404);
    await mock.api.delete(`${API}/admin/logout`).expect(404);
  });

  it('answers 400, not 500, to a malformed path escape', async () => {
    const res = await mock.api.get(`${API}/admin/password/forgot/%E0%A4%A`).expect(400);
    expect(res.body.message).toBe('The request is not valid.');
  });

  it('translates by the Language header (en-US default)', async () => {
    const res = await mock.api.get(`${API}/nope`).set('Language', 'fr-FR').expect(404);
    expect(res.body.message).toBe('Route introuvable.');
    const en = await mock.api.get(`${API}/nope`).set('Language', 'de-DE').expect(404);
    expect(en.body.message).toBe('Route not found.');
  });
});

describe('headers', () => {
  it('sends the basic security headers and no X-Powered-By', async () => {
    const res = await mock.api.get(`${API}/nope`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only from the allowlist and exposes Authorization', async () => {
    const allowed = await login().set('Origin', 'http://localhost:5173').send(ACCOUNTS.admin).expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-expose-headers']).toBe('Authorization');
    const other = await login().set('Origin', 'http://evil.example').send(ACCOUNTS.admin).expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await mock.api
      .options(`${API}/admin/login`)
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Language');
  });

  it('allows no origin at all by default', async () => {
    const plain = await startMock();
    try {
      const res = await plain.api.get(`${API}/nope`).set('Origin', 'http://localhost:5173');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});
