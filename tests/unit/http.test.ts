import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { callApi, errorMessage, httpRequest, sendAhead, setSessionRecovery } from '../../src/api/http';
import { CALLS } from '../../src/api/endpoints';
import { fakeFetch, installStorage, json, type MemoryStorage } from './support/fakeApi';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
  // Session calls need a session (see 'sends no session call without a session').
  storage.setItem('token', 'tok-session');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('httpRequest', () => {
  it('calls the API base with the raw token, the Language header and a JSON body', async () => {
    storage.setItem('token', 'tok-123');
    storage.setItem('gd.locale', 'fr-FR');
    const { requests } = fakeFetch({ 'POST /admin/editprofile': () => json(200, { message: 'ok' }) });

    const answer = await httpRequest('admin/editprofile', { method: 'POST', body: { sFullName: 'A' } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'ok' });
    const [request] = requests;
    expect(request.url).toBe('/api/v1/admin/editprofile');
    expect(request.headers.get('Authorization')).toBe('tok-123');
    expect(request.headers.get('Language')).toBe('fr-FR');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ sFullName: 'A' });
  });

  it('sends no Authorization header on a public call, and en-US by default', async () => {
    storage.removeItem('token');
    const { requests } = fakeFetch({ 'POST /admin/password/forgot': () => json(200, { message: 'ok' }) });
    await httpRequest('/admin/password/forgot', { method: 'POST', body: {}, token: null });
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[0].headers.get('Language')).toBe('en-US');
  });

  it('sends no session call without a session: a 401 at once, no request (nothing after a logout)', async () => {
    storage.removeItem('token');
    const { requests } = fakeFetch({ 'GET /admin/dashboard/count': () => json(200, { message: 'ok' }) });
    await expect(httpRequest('/admin/dashboard/count')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a text message', { message: 'Order not found.' }],
    ['message.msg (catalogue s.8, some actions)', { message: { msg: 'Order not found.' } }],
    [
      'a list whose first msg is shown (create actions)',
      { message: [{ msg: 'Order not found.' }, { msg: 'x' }] },
    ],
  ])('reads the error text from %s', async (_, body) => {
    storage.setItem('token', 'tok');
    fakeFetch({ 'PUT /admin/order/accept': () => json(404, body) });
    await expect(httpRequest('/admin/order/accept', { method: 'PUT', body: {} })).rejects.toMatchObject({
      message: 'Order not found.',
      status: 404,
    });
  });

  it('turns a non-2xx answer into an HttpError with the server message, status and body', async () => {
    const body = { status: 403, message: 'You do not have permission to perform this action.' };
    fakeFetch({ 'GET /admin/dashboard/count': () => json(403, body) });

    const error = await httpRequest('/admin/dashboard/count').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: body.message, status: 403, body });
  });

  it('falls back to a generic text when the error answer has no message', async () => {
    fakeFetch({ 'GET /x': () => new Response('<html>oops</html>', { status: 502 }) });
    await expect(httpRequest('/x')).rejects.toMatchObject({ message: 'Something Went Wrong!', status: 502 });
  });

  it('reports no answer at all as "Server is unavailable." with status 0, in the chosen locale', async () => {
    fakeFetch({ 'GET /x': () => 'network-error' });
    await expect(httpRequest('/x')).rejects.toMatchObject({ message: 'Server is unavailable.', status: 0 });

    storage.setItem('gd.locale', 'fr-FR');
    await expect(httpRequest('/x')).rejects.toMatchObject({
      message: 'Le serveur est indisponible.',
      status: 0,
    });
  });

  it('lets a cancelled request surface as an abort, not as an outage', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(httpRequest('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('callApi', () => {
  it('sends public calls without the session token and only the declared body fields', async () => {
    storage.setItem('token', 'old-token');
    const { requests } = fakeFetch({ 'POST /admin/login': () => json(200, { message: 'ok' }) });

    const input = { sEmail: 'a@b.co', sPassword: 'secret1', extra: 'dropped' };
    await callApi(CALLS.login, input);

    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[0].body).toEqual({ sEmail: 'a@b.co', sPassword: 'secret1' });
  });

  it('encodes path values so a token cannot add a path segment', async () => {
    const { requests } = fakeFetch({});
    await callApi(CALLS.verifyResetLink, '../x?y').catch(() => undefined);
    expect(requests[0].url).toBe('/api/v1/admin/password/forgot/..%2Fx%3Fy');
  });
});

describe('errorMessage', () => {
  it('uses the error message, or the generic text', () => {
    expect(errorMessage(new HttpError('Invalid email or password.', 401))).toBe('Invalid email or password.');
    expect(errorMessage('nope')).toBe('Something Went Wrong!');
  });
});

describe('a session lost under unsaved input (docs/security.md)', () => {
  afterEach(() => setSessionRecovery(undefined));

  it('sends the refused call once more with the new token once the session is won back', async () => {
    let session = 'old';
    const { requests } = fakeFetch({
      'POST /admin/categories': (request) =>
        request.headers.get('Authorization') === 'new'
          ? json(200, { message: 'saved' })
          : json(401, { message: 'expired' }),
    });
    storage.setItem('token', session);
    const recovery = vi.fn(async () => {
      session = 'new';
      storage.setItem('token', session);
      return true;
    });
    setSessionRecovery(recovery);
    const answer = await httpRequest('/admin/categories', { method: 'POST', body: { sTitle: 'Kept' } });
    expect(answer.body).toEqual({ message: 'saved' });
    expect(recovery).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => [request.headers.get('Authorization'), request.body])).toEqual([
      ['old', { sTitle: 'Kept' }],
      ['new', { sTitle: 'Kept' }],
    ]);
  });

  it('lets the 401 stand when the session is not won back, and never asks for a public call', async () => {
    fakeFetch({
      'POST /admin/categories': () => json(401, { message: 'expired' }),
      'POST /admin/login': () => json(401, { message: 'Invalid email or password.' }),
    });
    const recovery = vi.fn(async () => false);
    setSessionRecovery(recovery);
    await expect(httpRequest('/admin/categories', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(recovery).toHaveBeenCalledTimes(1);
    await expect(
      httpRequest('/admin/login', { method: 'POST', body: {}, token: null }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(recovery).toHaveBeenCalledTimes(1);
  });
});

describe('a call sent ahead (src/listsAhead.ts)', () => {
  const LIST = { method: 'POST', body: { nStart: 0, nLimit: 10 } } as const;
  const rows = (total: number) => () => json(200, { data: { data: [], total } });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the first identical call, once: one request for both', async () => {
    const { requests } = fakeFetch({ 'POST /admin/orders': rows(7) });
    sendAhead('/admin/orders', LIST);
    expect(requests).toHaveLength(1);

    const answer = await httpRequest('/admin/orders', LIST);
    expect(answer.body).toEqual({ data: { data: [], total: 7 } });
    expect(requests).toHaveLength(1);

    await httpRequest('/admin/orders', LIST);
    expect(requests).toHaveLength(2);
  });

  it('is not taken by a call with another body, token or language', async () => {
    const { requests } = fakeFetch({ 'POST /admin/sellorders': rows(1) });
    sendAhead('/admin/sellorders', LIST);
    await httpRequest('/admin/sellorders', { method: 'POST', body: { nStart: 10, nLimit: 10 } });
    await httpRequest('/admin/sellorders', { ...LIST, token: 'tok-other' });
    storage.setItem('gd.locale', 'ar');
    await httpRequest('/admin/sellorders', LIST);
    expect(requests).toHaveLength(4);
    // Still there for its own call, in its own language.
    storage.setItem('gd.locale', 'en-US');
    await httpRequest('/admin/sellorders', LIST);
    expect(requests).toHaveLength(4);
  });

  it('leaves nothing when it fails: the later call is sent itself, and its error is its own', async () => {
    let answers = 0;
    const { requests } = fakeFetch({
      'POST /admin/transactions': () => (++answers === 1 ? json(500, { message: 'down' }) : rows(3)()),
    });
    sendAhead('/admin/transactions', LIST);
    const answer = await httpRequest('/admin/transactions', LIST);
    expect(answer.body).toEqual({ data: { data: [], total: 3 } });
    expect(requests).toHaveLength(2);
  });

  it('is not taken after 10 s: the call asks again', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { requests } = fakeFetch({ 'POST /admin/transactions-wallet': rows(2) });
    sendAhead('/admin/transactions-wallet', LIST);
    now.mockReturnValue(1_010_001);
    await httpRequest('/admin/transactions-wallet', LIST);
    expect(requests).toHaveLength(2);
  });

  it('is not sent without a session', () => {
    storage.removeItem('token');
    const { requests } = fakeFetch({ 'POST /admin/orders': rows(0) });
    sendAhead('/admin/orders', LIST);
    expect(requests).toHaveLength(0);
  });
});
