/** The built app's assets served from the `.br` / `.gz` copies the build writes beside them. */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type TestMock } from './helpers';

const ASSET = '/assets/index-abc123.js';
const GONE = '/assets/old-def456.js';
const ORIGIN = 'http://app.example.test';
/** Compressible, and over the build's 1 kB threshold. */
const SOURCE = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = 'giftdesk ${i}';\n`).join(''),
);
const BROTLI = brotliCompressSync(SOURCE);
const GZIP = gzipSync(SOURCE, { level: 9 });

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

let root: string;
let mock: TestMock;
let server: Server;
let port: number;

/** A GET that keeps the body as sent (supertest gunzips, and sends its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'giftdesk-static-gzip-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Giftdesk</title>');
  for (const path of [ASSET, GONE]) {
    await writeFile(join(dist, path), SOURCE);
    await writeFile(join(dist, `${path}.br`), BROTLI);
    await writeFile(join(dist, `${path}.gz`), GZIP);
  }
  mock = await startMock({ distDir: dist, seedOrders: 10, corsOrigins: [ORIGIN] });
  // The mock lists the compressed copies when it starts: these went away since (a rebuild).
  for (const suffix of ['', '.br', '.gz']) await rm(join(dist, `${GONE}${suffix}`));
  server = mock.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await mock.stop();
  await rm(root, { recursive: true, force: true });
});

function expectAssetHeaders(res: RawResponse): void {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(res.headers['content-length']).toBe(String(res.body.length));
  expect(res.headers['cache-control']).toContain('max-age=31536000');
  expect(res.headers['cache-control']).toContain('immutable');
  expect(res.headers.vary).toContain('Accept-Encoding');
}

describe('pre-compressed build assets', () => {
  it('sends the brotli copy to a browser that accepts brotli, even listed after gzip', async () => {
    for (const accept of ['br', 'gzip, deflate, br, zstd']) {
      const res = await get(ASSET, { 'Accept-Encoding': accept });
      expectAssetHeaders(res);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body.equals(BROTLI)).toBe(true);
      expect(brotliDecompressSync(res.body).equals(SOURCE)).toBe(true);
    }
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(ASSET, { 'Accept-Encoding': accept });
      expectAssetHeaders(res);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).equals(SOURCE)).toBe(true);
    }
  });

  it('sends the file itself without an accepted encoding', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ];
    for (const headers of cases) {
      const res = await get(ASSET, headers);
      expectAssetHeaders(res);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(SOURCE)).toBe(true);
    }
  });

  it('keeps the Vary of a CORS answer beside Accept-Encoding', async () => {
    const res = await get(ASSET, { 'Accept-Encoding': 'br', Origin: ORIGIN });
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers.vary).toContain('Origin');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });

  it('answers a missing asset with the JSON 404, never the app page nor an encoding', async () => {
    for (const path of ['/assets/missing.js', GONE]) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' });
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ message: 'Route not found.' });
    }
  });

  it('answers a malformed path with the JSON 400', async () => {
    const res = await get(`${ASSET}%E0%A4%A`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ message: 'The request is not valid.' });
  });
});
