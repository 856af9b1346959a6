/**
 * Customers' documents under /media (every seeded KYC scan, every sell-card
 * receipt) are served only to a session whose rights read them, and never kept by a cache. Each file
 * is asked for as is and through the spellings a file server resolves to the same file (dot
 * segments, doubled slashes, an escaped letter, upper case), with no token, a made-up token, a
 * logged-out token and a session without the right: none may be served.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MEDIA_DIR } from '../../mock-server/app';
import { MEDIA_BASE } from '../../mock-server/origin';
import { KYC_MEDIA_DIR } from '../../mock-server/seedKyc';
import { SELL_IMAGE_COUNT } from '../../mock-server/seedWallets';
import { ACCOUNTS } from '../api/helpers';
import { startSecurityMock, type SecurityMock } from './harness';

const KYC_FILES = readdirSync(`${SEED_MEDIA_DIR}/${KYC_MEDIA_DIR}`).map((name) => `${KYC_MEDIA_DIR}/${name}`);
const RECEIPTS = Array.from({ length: SELL_IMAGE_COUNT }, (_, i) => `sellcards/receipt-${i + 1}.svg`);
const PRIVATE_FILES = [...KYC_FILES, ...RECEIPTS];

/** The spellings of one media path that a file server resolves to the same file. */
const spellings = (path: string): string[] => {
  const [folder, ...rest] = path.split('/');
  const file = rest.join('/');
  const escaped = `%${folder.charCodeAt(0).toString(16)}${folder.slice(1)}`;
  return [
    `${MEDIA_BASE}/${path}`,
    `${MEDIA_BASE}/./${path}`,
    `${MEDIA_BASE}//${path}`,
    `${MEDIA_BASE}/x/../${path}`,
    `${MEDIA_BASE}/${escaped}/${file}`,
    `${MEDIA_BASE}/${folder.toUpperCase()}/${file}`,
  ];
};

const figure = { asked: 0, served: 0 };
let mock: SecurityMock;
let host = '';

beforeAll(async () => {
  mock = await startSecurityMock();
  host = mock.base.replace(/\/api\/v1$/, '');
});
afterAll(async () => {
  await mock?.stop();
  console.log(
    `[security] media without a token or the right: ${figure.asked} asked, ${figure.served} served ` +
      `(before: every one of the ${PRIVATE_FILES.length} files served to anyone)`,
  );
});

/** GET with the path exactly as written (fetch would normalise it). */
function get(path: string, token?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${host}/`, { path, headers: token ? { Authorization: token } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const login = async (account: { sEmail: string; sPassword: string }) => {
  const answer = await mock.send('post', '/admin/login', { body: account });
  expect(answer.status, answer.text).toBe(200);
  return answer.headers?.get('Authorization') ?? '';
};

describe('private media', () => {
  it('are served to nobody without a session that reads them', async () => {
    const loggedOut = await login(ACCOUNTS.editor);
    await mock.send('get', '/admin/logout', { token: loggedOut });
    const nobody = await login(ACCOUNTS.nobody);
    const callers = [undefined, 'f'.repeat(64), loggedOut, nobody];
    for (const path of PRIVATE_FILES) {
      for (const spelling of spellings(path)) {
        for (const token of callers) {
          const answer = await get(spelling, token);
          figure.asked += 1;
          if (answer.status < 300) figure.served += 1;
          expect(answer.status, `${spelling} with ${token ? 'a token' : 'no token'}`).toBeGreaterThanOrEqual(
            400,
          );
        }
      }
    }
    expect(figure.served).toBe(0);
  });

  it('are served to an admin who may read them, and kept by no cache', async () => {
    const admin = await login(ACCOUNTS.admin);
    for (const path of [KYC_FILES[0], RECEIPTS[0]]) {
      const answer = await get(`${MEDIA_BASE}/${path}`, admin);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leave catalogue images public', async () => {
    const [category] = readdirSync(`${SEED_MEDIA_DIR}/categoryimages`);
    expect((await get(`${MEDIA_BASE}/categoryimages/${category}`)).status).toBe(200);
  });
});
