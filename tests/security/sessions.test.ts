/**
 * Suite 6, sessions and secrets (API half): token entropy and lifetime, throttling of the credential
 * flows, alike answers for unknown users, bcrypt cost, reset links, and no direct compare of a secret.
 * Secrets in log lines: secretsInLogs.test.ts; in the browser: tests/e2e/secrets.spec.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BCRYPT_COST, SESSION_TTL_MS, newToken } from '../../mock-server/auth';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  createLoginLimiter,
} from '../../mock-server/loginLimiter';
import { RESET_LINK_TTL_MS } from '../../mock-server/routes/password';
import { ACCOUNTS, API, startMock, testClock, type TestMock } from '../api/helpers';

const TOKEN_SAMPLE = 2000;
const WINDOW = LOGIN_FAILURE_WINDOW_MS + 1000;
const TOO_MANY = 'Too many attempts. Please try again later.';

const clock = testClock();
let mock: TestMock;
let checks = 0;
beforeAll(async () => {
  mock = await startMock({ now: clock.now });
});
afterAll(async () => {
  await mock.stop();
  console.log(`[security] suite 6 (sessions and secrets): ${checks} checks, 0 leaks`);
});

const pass = () => void (checks += 1);
const loginAs = (account: { sEmail: string; sPassword: string }) =>
  mock.api.post(`${API}/admin/login`).send(account);
const verify = (token: string) => mock.call('get', '/admin/token/verify', token);

describe('session tokens', () => {
  it('are 256 random bits: 64 hex digits, never repeated, every bit set about half the time', async () => {
    const token = await mock.login(ACCOUNTS.editor);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const tokens = Array.from({ length: TOKEN_SAMPLE }, newToken);
    expect(new Set(tokens).size).toBe(TOKEN_SAMPLE);
    const ones = new Array<number>(256).fill(0);
    for (const sample of tokens) {
      const bits = BigInt(`0x${sample}`);
      for (let bit = 0; bit < 256; bit += 1) if ((bits >> BigInt(bit)) & 1n) ones[bit] += 1;
    }
    // 2,000 fair coins: a count outside 800..1,200 is 9 standard deviations away.
    expect(ones.filter((count) => count < 800 || count > 1200)).toEqual([]);
    pass();
  });

  it('die on logout, on expiry, when the account is disabled and when it is deleted', async () => {
    const loggedOut = await mock.login(ACCOUNTS.nobody);
    await mock.call('get', '/admin/logout', loggedOut).expect(200);
    await verify(loggedOut).expect(401);

    const aging = await mock.login(ACCOUNTS.nobody);
    clock.advance(SESSION_TTL_MS - 60_000);
    await verify(aging).expect(200);
    clock.advance(120_000);
    await verify(aging).expect(401);

    const admin = await mock.login(ACCOUNTS.admin);
    const editorId = (await verify(await mock.login(ACCOUNTS.editor)).expect(200)).body.data._id as string;
    const disabled = await mock.login(ACCOUNTS.editor);
    await mock
      .call('post', '/admin/subadmin/changestatus', admin)
      .send({ _id: editorId, eStatus: 'n' })
      .expect(200);
    await verify(disabled).expect(401);
    await mock
      .call('post', '/admin/subadmin/changestatus', admin)
      .send({ _id: editorId, eStatus: 'y' })
      .expect(200);
    await verify(disabled).expect(401);

    const deleted = await mock.login(ACCOUNTS.editor);
    await mock.call('delete', `/admin/subadmin/${editorId}`, admin).expect(200);
    await verify(deleted).expect(401);
    await loginAs(ACCOUNTS.editor).expect(401);
    pass();
  });
});

describe('throttling of login and reset requests', () => {
  it('answers 429 with a message after 5 failures on one account, even to its right password', async () => {
    clock.advance(WINDOW);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1)
      await loginAs({ ...ACCOUNTS.nobody, sPassword: `Wrong#${i}00` }).expect(401);
    const blocked = await loginAs(ACCOUNTS.nobody).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    clock.advance(WINDOW);
    await loginAs(ACCOUNTS.nobody).expect(200);
    pass();
  });

  it('counts parallel attempts before checking them: 31 at once, 5 checked, the rest 429', async () => {
    clock.advance(WINDOW);
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => loginAs({ ...ACCOUNTS.nobody, sPassword: `Wrong#${i}00` })),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    const pastLimit = Math.max(0, checked - LOGIN_FAILURE_LIMIT);
    console.log(
      `[security] parallel login attempts: 31 sent, ${checked} checked, ${pastLimit} past the limit`,
    );
    expect(pastLimit).toBe(0);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(31 - checked);
    clock.advance(WINDOW);
    pass();
  });

  it("limits the old-password check of a password change as the login's", async () => {
    clock.advance(WINDOW);
    const token = (await loginAs(ACCOUNTS.nobody).expect(200)).headers['authorization'] as string;
    const change = (old: string) =>
      mock
        .call('post', '/admin/password/change', token)
        .send({ sOldPassword: old, sNewPassword: 'Next#2026x', sNewRetypedPassword: 'Next#2026x' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`Wrong#${i}11`)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8 - LOGIN_FAILURE_LIMIT);
    clock.advance(WINDOW);
    pass();
  });

  it('answers 429 after 5 failures from one address spread over accounts', async () => {
    clock.advance(WINDOW);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1)
      await loginAs({ sEmail: `ghost${i}@example.com`, sPassword: 'Wrong#2026' }).expect(401);
    expect((await loginAs(ACCOUNTS.admin).expect(429)).body.message).toBe(TOO_MANY);
    clock.advance(WINDOW);
    await loginAs(ACCOUNTS.admin).expect(200);
    pass();
  });

  it('answers 429 to the 6th reset request within 15 minutes, for a known or an unknown account', async () => {
    for (const sEmail of ['admin@example.com', 'ghost@example.com']) {
      clock.advance(WINDOW);
      const forgot = () => mock.call('post', '/admin/password/forgot').send({ sEmail });
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) await forgot().expect(200);
      expect((await forgot().expect(429)).body.message).toBe(TOO_MANY);
    }
    pass();
  });

  it('counts an account and an address apart (two addresses, one account)', () => {
    let now = 0;
    const limiter = createLoginLimiter(() => now);
    const keys = (address: string, account: string) => ({ address, account });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) limiter.record(keys('a1', `victim`));
    expect(limiter.isBlocked(keys('a2', 'victim'))).toBe(true);
    expect(limiter.isBlocked(keys('a1', 'other'))).toBe(true);
    expect(limiter.isBlocked(keys('a2', 'other'))).toBe(false);
    now += WINDOW;
    expect(limiter.isBlocked(keys('a2', 'victim'))).toBe(false);
    pass();
  });
});

describe('unknown user and wrong password', () => {
  it('get the same status and message, and both pay one bcrypt verify', async () => {
    clock.advance(WINDOW);
    const compare = vi.spyOn(bcrypt, 'compare');
    const answers = [];
    const timings: number[] = [];
    for (const account of [
      { ...ACCOUNTS.admin, sPassword: 'Wrong#2026' },
      { sEmail: 'ghost@example.com', sPassword: 'Wrong#2026' },
    ]) {
      compare.mockClear();
      const started = performance.now();
      answers.push(await loginAs(account));
      timings.push(performance.now() - started);
      expect(compare).toHaveBeenCalledTimes(1);
    }
    compare.mockRestore();
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [401, { status: 401, message: 'Invalid email or password.' }],
      [401, { status: 401, message: 'Invalid email or password.' }],
    ]);
    console.log(
      `[security] suite 6: wrong password ${timings[0].toFixed(0)} ms, unknown user ${timings[1].toFixed(0)} ms`,
    );
    pass();
  });
});

describe('passwords and reset links', () => {
  it('stores every password as bcrypt with cost >= 10, seeded or reset', async () => {
    const costs = (await mock.readData()).admins.map(
      (admin) => /^\$2[aby]\$(\d\d)\$/.exec(admin.sPassword)?.[1],
    );
    expect(costs.length).toBeGreaterThan(3);
    for (const cost of costs) expect(Number(cost)).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    pass();
  });

  it('mails random, single-use links that expire after 60 minutes', async () => {
    clock.advance(WINDOW);
    const admin = await mock.login(ACCOUNTS.admin);
    const requestLink = async () => {
      await mock.call('post', '/admin/password/forgot').send({ sEmail: 'nobody@example.com' }).expect(200);
      const outbox = await mock.call('get', '/dev/outbox', admin).expect(200);
      return ((outbox.body.data as { link: string }[])[0].link.split('/').pop() ?? '') as string;
    };
    const reset = (token: string, password: string) =>
      mock
        .call('post', `/admin/password/reset/${token}`)
        .send({ sNewPassword: password, sNewRetypedPassword: password });

    const [first, second] = [await requestLink(), await requestLink()];
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    await reset(second, 'Fresh#2026').expect(200);
    await reset(second, 'Again#2026').expect(400);
    // Using one link uses up the others of the account too.
    await reset(first, 'Other#2026').expect(400);
    const stored = (await mock.readData()).admins.find((item) => item.sEmail === 'nobody@example.com');
    expect(stored?.sPassword).toMatch(/^\$2[aby]\$1\d\$/);

    const late = await requestLink();
    clock.advance(RESET_LINK_TTL_MS + 1000);
    await reset(late, 'Late#2026').expect(400);
    await loginAs({ sEmail: 'nobody@example.com', sPassword: 'Fresh#2026' }).expect(200);
    pass();
  });
});

/** Lines of the mock comparing something that looks like a secret with === or !==. */
async function directSecretCompares(): Promise<string[]> {
  const root = join(import.meta.dirname, '../../mock-server');
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const secret = /token|password|secret|signature|^sig$|^s?pin$/i;
  const operand = /([\w.$]+)\s*[!=]==\s*([\w.$]+)/g;
  // Presence checks, and the lookup of a token by its sha256 (what is compared is not the secret).
  const allowed = new Set(['undefined', 'null', 'sTokenHash', 'hash']);
  const found: string[] = [];
  for (const file of files) {
    const lines = (await readFile(join(root, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const [, left, right] of line.matchAll(operand)) {
        const names = [left, right].map((side) => side.split('.').pop() ?? '');
        if (names.some((name) => allowed.has(name))) continue;
        if (names.some((name) => secret.test(name))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('comparisons of secrets', () => {
  it('never compare a token, password, signature or pin with === (hash lookups or timingSafeEqual)', async () => {
    expect(await directSecretCompares()).toEqual([]);
    pass();
  });
});
