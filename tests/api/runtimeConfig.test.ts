/**
 * The build's config.json as the mock serves it (`--serve-dist`): never cached without asking, and
 * the app's policy opened to the API and media origins it names.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_CSP, appCsp } from '../../mock-server/security';
import { servedRuntimeConfig } from '../../mock-server/static';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/domain/runtimeConfig';
import { API, startMock, type TestMock } from './helpers';

const CONFIG = {
  apiUrl: 'https://api.giftdesk.example:8443/api/v1',
  mediaUrl: 'https://media.giftdesk.example/files',
};

/** CSP directives by name: `default-src 'self'` -> { 'default-src': ["'self'"] }. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

let root: string;
let mock: TestMock;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'giftdesk-runtime-config-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Giftdesk</title>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  await writeFile(join(dist, 'config.json'), JSON.stringify(CONFIG));
  mock = await startMock({ distDir: dist, seedOrders: 10 });
});
afterAll(async () => {
  await mock.stop();
  await rm(root, { recursive: true, force: true });
});

describe('GET /config.json from a mock serving a build', () => {
  it('answers the file as JSON with Cache-Control: no-cache', async () => {
    const res = await mock.api.get('/config.json').expect(200);
    expect(res.body).toEqual(CONFIG);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the year-long cache for hashed assets only', async () => {
    const res = await mock.api.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a policy whose connect-src holds the API origin and img-src the media origin', async () => {
    for (const path of ['/', '/admin/dashboard', '/config.json', `${API}/admin/token/verify`]) {
      const res = await mock.api.get(path).set('Accept', 'text/html,*/*');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('connect-src'), path).toEqual(["'self'", 'https://api.giftdesk.example:8443']);
      expect(csp.get('img-src'), path).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://media.giftdesk.example',
      ]);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
    }
  });
});

describe('the policy for other config files', () => {
  async function policyFor(contents: string | undefined) {
    const dist = await mkdtemp(join(root, 'dist-'));
    if (contents !== undefined) await writeFile(join(dist, 'config.json'), contents);
    const warn = vi.fn();
    const csp = appCsp(await servedRuntimeConfig(dist, warn));
    return { csp, warnings: warn.mock.calls.map(([line]) => String(line)) };
  }

  it('stays same-origin for relative values and without a file', async () => {
    expect(await policyFor(JSON.stringify(DEFAULT_RUNTIME_CONFIG))).toEqual({ csp: APP_CSP, warnings: [] });
    expect(await policyFor('{ "apiUrl": "/backend/api/v1", "mediaUrl": "/files" }')).toEqual({
      csp: APP_CSP,
      warnings: [],
    });
    expect(await policyFor(undefined)).toEqual({ csp: APP_CSP, warnings: [] });
    expect(directives(APP_CSP).get('connect-src')).toEqual(["'self'"]);
  });

  it('stays same-origin, with a warning, for a file the app would ignore', async () => {
    for (const contents of [
      '{ "apiUrl": "javascript:alert(1)", "mediaUrl": "/media" }',
      '{ "apiUrl": "https://api.example.com; script-src *", "mediaUrl": "/media" }',
      'not json',
    ]) {
      const { csp, warnings } = await policyFor(contents);
      expect(csp, contents).toBe(APP_CSP);
      expect(warnings, contents).toEqual([expect.stringMatching(/config\.json is ignored/)]);
    }
  });

  it('adds only the absolute one when the other value is a path', async () => {
    const { csp } = await policyFor('{ "apiUrl": "/api/v1", "mediaUrl": "http://127.0.0.1:9000/media" }');
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
    expect(directives(csp).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:9000']);
  });
});
