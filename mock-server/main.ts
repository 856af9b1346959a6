/**
 * The mock's command line (`tsx mock-server/main.ts`):
 *   MOCK_PORT (3001), MOCK_HOST (127.0.0.1), MOCK_DATA (mock-server/data/db.json), MOCK_ORDERS (1200),
 *   MOCK_CORS_ORIGINS, MOCK_PUBLIC_URL, MOCK_DIST_DIR (the build --serve-dist serves; ./dist);
 *   MOCK_PROFILE (default | spec: only the spec's calls and shapes), MOCK_TEST_ROUTES (1: the
 *   outbox in the spec profile, for tests); MOCK_RICH_TEXT_WARMUP_MS (3000: when the rich-text
 *   codec loads once listening; 0: before listening, for the bench);
 *   --reset-only  rebuild the data file from the seed, drop its audit trail and exit (npm run mock:reset)
 *   --reset       rebuild, then serve
 *   --serve-dist  also serve the built app (./dist, or MOCK_DIST_DIR)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, DEFAULT_DATA_FILE, createMockServer } from './app';
import { removeAuditTrail } from './audit';
import { parseProfile, type MockProfile } from './profiles';
import { SEEDED_ACCOUNTS, buildSeed } from './seed';
import { loadRichText } from './richText';
import { resetStorage } from './storage';

const FLAGS = new Set(['--reset-only', '--reset', '--serve-dist']);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be an integer from ${min} to ${max}.`);
  return value;
}

/**
 * The default is long enough for a test that only starts and stops the server never to pay for the
 * warm-up. Loading the codec holds the event loop for about 1.3 s: a bench timing page loads asks
 * for it before listening (0), or one load in five waited for it.
 */
const DEFAULT_RICH_TEXT_WARMUP_MS = 3000;

/** MOCK_TEST_ROUTES: 1 mounts the test routes in the spec profile; unset, empty or 0 does not. */
function testRoutesEnv(): boolean {
  const raw = process.env.MOCK_TEST_ROUTES?.trim() ?? '';
  if (raw !== '' && raw !== '0' && raw !== '1') fail('MOCK_TEST_ROUTES must be 1 or 0.');
  return raw === '1';
}

function profileEnv(): MockProfile {
  try {
    return parseProfile(process.env.MOCK_PROFILE);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !FLAGS.has(arg));
if (unknown.length > 0) fail(`Unknown option ${unknown.join(' ')}. Options: ${[...FLAGS].join(', ')}`);

const dataFile = resolve(process.env.MOCK_DATA || DEFAULT_DATA_FILE);
const seedOrders = integerEnv('MOCK_ORDERS', 1200, 0, 1_000_000);
const port = integerEnv('MOCK_PORT', 3001, 0, 65_535);
const host = process.env.MOCK_HOST || '127.0.0.1';
const profile = profileEnv();
const testRoutes = testRoutesEnv();
const richTextWarmUpMs = integerEnv('MOCK_RICH_TEXT_WARMUP_MS', DEFAULT_RICH_TEXT_WARMUP_MS, 0, 600_000);

if (args.includes('--reset-only') || args.includes('--reset')) {
  const started = Date.now();
  await resetStorage(dataFile, () => buildSeed({ orders: seedOrders }));
  await removeAuditTrail(dataFile);
  console.log(`Data file rebuilt from the seed in ${Date.now() - started} ms: ${dataFile}`);
  if (args.includes('--reset-only')) process.exit(0);
}

const distDir = args.includes('--serve-dist')
  ? resolve(ROOT, process.env.MOCK_DIST_DIR || 'dist')
  : undefined;
const server = await createMockServer({ dataFile, distDir, seedOrders, profile, testRoutes }).catch(
  (error: Error) => fail(error.message),
);
if (richTextWarmUpMs === 0) await loadRichText();
const listener = server.app.listen(port, host);
// Node closes an idle kept-alive connection after 5 s. When the event loop is busy past that (the
// rich-text warm-up below, a loaded machine), the close can meet a request the client just sent on
// that connection, which then fails with ECONNRESET. Idle connections stay a minute instead.
listener.keepAliveTimeout = 60_000;
listener.headersTimeout = 65_000;
listener.on('error', (error) => fail(`The mock cannot listen on ${host}:${port}: ${error.message}`));
listener.on('listening', () => {
  const address = listener.address();
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Giftdesk mock API listening on ${origin}${API_BASE}`);
  // The spec profile's test routes are the only ones the person starting it may not expect.
  const routes = profile === 'spec' ? ` (test routes ${testRoutes ? 'on' : 'off'})` : '';
  console.log(`Profile: ${profile}${routes}`);
  if (distDir) console.log(`Giftdesk app: ${origin}/`);
  console.log(`Data file: ${dataFile}`);
  // The rich-text codec (jsdom + our Draft raw converter) loads lazily; warming it up once the server
  // is idle keeps the first category save from paying seconds for it, without slowing the start.
  if (richTextWarmUpMs > 0) setTimeout(() => void loadRichText(), richTextWarmUpMs).unref();
  // No password in any log line (docs/security.md): the seeded passwords are in the README.
  console.log('Seeded accounts (passwords in README.md):');
  for (const account of SEEDED_ACCOUNTS) console.log(`  ${account.sEmail}  (${account.role})`);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  listener.close();
  listener.closeAllConnections();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
