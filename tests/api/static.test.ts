import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app';
import { startMock, type TestMock } from './helpers';

let root: string;
let mock: TestMock;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'giftdesk-static-'));
  await mkdir(join(root, 'dist', 'assets'), { recursive: true });
  await mkdir(join(root, 'media', 'giftcards'), { recursive: true });
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>Giftdesk</title>');
  await writeFile(join(root, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'media', 'giftcards', 'logo.png'), 'png');
  mock = await startMock({ distDir: join(root, 'dist'), mediaDir: join(root, 'media'), seedOrders: 10 });
});
afterAll(async () => {
  await mock.stop();
  await rm(root, { recursive: true, force: true });
});

describe('the built app and media', () => {
  it('serves index.html for app routes that accept HTML (history fallback)', async () => {
    for (const path of ['/', '/auth/login', '/admin/dashboard', '/admin/kyc/verify/12']) {
      const res = await mock.api.get(path).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<title>Giftdesk</title>');
      // Not kept for Back after a logout (docs/security.md).
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never falls back for /api, /media or /invoice, nor for non-HTML requests', async () => {
    for (const path of ['/api/v1/unknown', '/media/missing.png', '/invoice/generate/1']) {
      const res = await mock.api.get(path).set('Accept', 'text/html').expect(404);
      expect(res.body.message).toBe('Route not found.');
    }
    await mock.api.get('/admin/dashboard').set('Accept', 'application/json').expect(404);
    await mock.api.get('/assets/missing.js').set('Accept', 'text/html').expect(404);
  });

  it('caches hashed assets for a year', async () => {
    const res = await mock.api.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves media inert (sandboxed)', async () => {
    const res = await mock.api.get('/media/giftcards/logo.png').expect(200);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    await mock.api.get('/media/../dist/index.html').expect(404);
  });

  it('refuses to start on a dist folder without index.html', async () => {
    const start = createMockServer({
      dataFile: join(root, 'other.json'),
      distDir: join(root, 'media'),
      quiet: true,
    });
    await expect(start).rejects.toThrow(/npm run build/);
  });
});
