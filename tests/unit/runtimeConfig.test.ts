/** config.json: the validator shared with the mock, and the app's loader (src/config.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  isBaseUrl,
  originOf,
  parseRuntimeConfig,
} from '../../src/domain/runtimeConfig';
import { installStorage, json } from './support/fakeApi';

const CONFIG_URL = 'http://app.example.test/config.json';

describe('isBaseUrl', () => {
  it.each([
    '/api/v1',
    '/media',
    '/',
    '/giftdesk/api/v1/',
    'https://api.example.com/api/v1',
    'http://127.0.0.1:4000/api/v1',
    'HTTPS://MEDIA.EXAMPLE.COM',
  ])('accepts %s', (value) => expect(isBaseUrl(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://app.example.com/1',
    'ftp://files.example.com',
    '//evil.example/api',
    '/\\evil.example/api',
    'api/v1',
    './api/v1',
    '',
    ' /api/v1',
    '/api/v1 ',
    '/api\n/v1',
    '/api/v1?x=1',
    '/api/v1#x',
    'https://user:secret@api.example.com',
    'https://',
    'https://api.example.com/a b',
  ])('refuses %j', (value) => expect(isBaseUrl(value)).toBe(false));
});

describe('parseRuntimeConfig', () => {
  it('reads relative and absolute values, ignoring other keys', () => {
    expect(parseRuntimeConfig('{ "apiUrl": "/api/v1", "mediaUrl": "/media" }')).toEqual({
      ok: true,
      config: { apiUrl: '/api/v1', mediaUrl: '/media', idleTimeoutMinutes: 15 },
    });
    const absolute = {
      apiUrl: 'https://api.example.com/api/v1',
      mediaUrl: 'https://media.example.com',
      comment: 'staging',
    };
    expect(parseRuntimeConfig(JSON.stringify(absolute))).toEqual({
      ok: true,
      config: {
        apiUrl: 'https://api.example.com/api/v1',
        mediaUrl: 'https://media.example.com',
        idleTimeoutMinutes: 15,
      },
    });
  });

  it('reads an idle timeout in minutes, from 2 to 720, and refuses any other', () => {
    const base = { apiUrl: '/api/v1', mediaUrl: '/media' };
    const read = (idleTimeoutMinutes: unknown) =>
      parseRuntimeConfig(JSON.stringify({ ...base, idleTimeoutMinutes }));
    expect(read(30)).toMatchObject({ ok: true, config: { idleTimeoutMinutes: 30 } });
    expect(read(2.5)).toMatchObject({ ok: true, config: { idleTimeoutMinutes: 2.5 } });
    for (const bad of [1, 0, -5, 721, '30', null]) {
      expect(read(bad), JSON.stringify(bad)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/^idleTimeoutMinutes: /),
      });
    }
  });

  it('refuses text that is not JSON, a missing or misspelt key, a non-string and a javascript: URL', () => {
    expect(parseRuntimeConfig('{ apiUrl: /api/v1 }')).toEqual({ ok: false, problem: 'not JSON' });
    expect(parseRuntimeConfig('<!doctype html>')).toMatchObject({ ok: false });
    expect(parseRuntimeConfig('null')).toMatchObject({ ok: false });
    expect(parseRuntimeConfig('[]')).toMatchObject({ ok: false });
    expect(parseRuntimeConfig('{ "apiUrl": "/api/v1", "mediaURL": "/media" }')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^mediaUrl: /),
    });
    expect(parseRuntimeConfig('{ "apiUrl": 1, "mediaUrl": "/media" }')).toMatchObject({ ok: false });
    expect(parseRuntimeConfig('{ "apiUrl": "javascript:alert(1)", "mediaUrl": "/media" }')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^apiUrl: /),
    });
  });
});

describe('originOf', () => {
  it('gives the origin of an absolute URL and nothing for a path', () => {
    expect(originOf('https://api.example.com:8443/api/v1')).toBe('https://api.example.com:8443');
    expect(originOf('http://127.0.0.1:4000/api/v1')).toBe('http://127.0.0.1:4000');
    expect(originOf('/api/v1')).toBeUndefined();
  });
});

/** A fresh src/config.ts (and the modules reading it) for each test: the loader keeps its first answer. */
async function freshConfig() {
  vi.resetModules();
  return {
    config: await import('../../src/config'),
    http: await import('../../src/api/http'),
    media: await import('../../src/api/media'),
  };
}

function fileFetch(answer: () => Response | Promise<Response>) {
  const fetchFile = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  return fetchFile as typeof fetchFile & typeof fetch;
}

describe('loadRuntimeConfig', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    installStorage();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('answers the defaults without any fetch until it is loaded (unit and component tests)', async () => {
    const fetchFile = vi.fn();
    vi.stubGlobal('fetch', fetchFile);
    const { config, media } = await freshConfig();
    expect(config.apiUrl()).toBe(DEFAULT_RUNTIME_CONFIG.apiUrl);
    expect(config.mediaBaseUrl()).toBe(DEFAULT_RUNTIME_CONFIG.mediaUrl);
    expect(media.mediaUrl('kyc/a.svg')).toBe('/media/kyc/a.svg');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('asks config.json at the app base, not beside the current page', async () => {
    const { config } = await freshConfig();
    expect(config.runtimeConfigUrl('https://admin.example.com/admin/kyc/verify/12')).toBe(
      'https://admin.example.com/config.json',
    );
  });

  it('applies absolute values: the API calls and media paths go to the other origins', async () => {
    const { config, http, media } = await freshConfig();
    const fetchFile = fileFetch(() =>
      json(200, { apiUrl: 'https://api.example.com/api/v1/', mediaUrl: 'https://media.example.com' }),
    );
    const loaded = await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fetchFile });
    expect(loaded).toEqual({
      apiUrl: 'https://api.example.com/api/v1/',
      mediaUrl: 'https://media.example.com',
      idleTimeoutMinutes: 15,
    });
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile.mock.calls[0][0]).toBe(CONFIG_URL);
    expect(fetchFile.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });

    expect(media.mediaUrl('/kyc/a.svg')).toBe('https://media.example.com/kyc/a.svg');
    const apiFetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { message: 'ok' }),
    );
    vi.stubGlobal('fetch', apiFetch);
    await http.httpRequest('/admin/token/verify', { token: 'tok' });
    expect(apiFetch.mock.calls[0][0]).toBe('https://api.example.com/api/v1/admin/token/verify');

    vi.stubGlobal('window', { location: { href: 'https://admin.example.com/admin/pending-orders' } });
    expect(http.resolveApiAddress('/invoice/generate/1?sig=a')).toBe(
      'https://api.example.com/invoice/generate/1?sig=a',
    );
    expect(http.resolveApiAddress('/api/v1/uploads/abc')).toBe('https://api.example.com/api/v1/uploads/abc');
    expect(http.resolveApiAddress('https://bucket.example.com/put?sig=1')).toBe(
      'https://bucket.example.com/put?sig=1',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the answer to the request the entry sent instead of asking again', async () => {
    const { config } = await freshConfig();
    const { sendRuntimeConfigRequest } = await import('../../src/configRequest');
    const fetchFile = fileFetch(() => json(200, { apiUrl: '/early/api/v1', mediaUrl: '/media' }));
    vi.stubGlobal('fetch', fetchFile);
    vi.stubGlobal('document', { baseURI: 'http://app.example.test/admin/dashboard' });
    sendRuntimeConfigRequest();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile.mock.calls[0][0]).toBe(CONFIG_URL);
    expect(fetchFile.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
    await config.loadRuntimeConfig();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(config.apiUrl()).toBe('/early/api/v1');
  });

  it('holds an API call sent before config.json has answered, then sends it to the API the file names', async () => {
    const { config, http } = await freshConfig();
    const { sendRuntimeConfigRequest } = await import('../../src/configRequest');
    let answerFile: (response: Response) => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: RequestInfo | URL) => {
        calls.push(String(url));
        if (String(url) === CONFIG_URL) return new Promise<Response>((resolve) => (answerFile = resolve));
        return Promise.resolve(json(200, { message: 'ok' }));
      }),
    );
    vi.stubGlobal('document', { baseURI: 'http://app.example.test/admin/dashboard' });
    sendRuntimeConfigRequest();
    // A prefetch or the session's verify, sent by a module evaluated before anything loaded the file.
    const verify = http.httpRequest('/admin/token/verify', { token: 'tok' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([CONFIG_URL]);
    answerFile(json(200, { apiUrl: 'https://api.example.com/api/v1', mediaUrl: '/media' }));
    await verify;
    expect(calls).toEqual([CONFIG_URL, 'https://api.example.com/api/v1/admin/token/verify']);
    expect(config.runtimeConfigPending()).toBeUndefined();
  });

  it('applies relative values, and reads the file only once', async () => {
    const { config, media } = await freshConfig();
    const fetchFile = fileFetch(() => json(200, { apiUrl: '/backend/api/v1', mediaUrl: '/files' }));
    await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fetchFile });
    await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fetchFile });
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(config.apiUrl()).toBe('/backend/api/v1');
    expect(media.mediaUrl('giftcards/a.png')).toBe('/files/giftcards/a.png');
  });

  it('keeps the defaults silently when the file is missing, answered by a history fallback, or unreachable', async () => {
    const answers = [
      () => json(404, { message: 'Route not found.' }),
      () =>
        new Response('<!doctype html><title>Giftdesk</title>', { headers: { 'Content-Type': 'text/html' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of answers) {
      const { config } = await freshConfig();
      expect(await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fileFetch(answer) })).toEqual(
        DEFAULT_RUNTIME_CONFIG,
      );
      expect(config.apiUrl()).toBe('/api/v1');
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the defaults with one warning for a file that is not JSON or holds a javascript: URL', async () => {
    for (const body of [
      '{ "apiUrl": "/api/v1", ',
      '{ "apiUrl": "javascript:alert(document.domain)", "mediaUrl": "/media" }',
    ]) {
      warn.mockClear();
      const { config } = await freshConfig();
      const fetchFile = fileFetch(
        () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
      );
      await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fetchFile });
      await config.loadRuntimeConfig({ url: CONFIG_URL, fetch: fetchFile });
      expect(config.apiUrl()).toBe('/api/v1');
      expect(config.mediaBaseUrl()).toBe('/media');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/^config\.json ignored/);
    }
  });
});
