/**
 * Rights are those of the moment a call changes data, not of the moment it arrived.
 * A call whose session ends, or whose account is deactivated, while it waits (its body still
 * arriving, a password hash, a file) is refused and changes nothing: every await of a handler goes
 * through `settled`, which checks the token and the rights again. Every route with a body and a
 * token is tried with a body that arrives in two halves, the session logged out in between (the
 * issue's repro: creates sent just before a deactivation, their bodies still arriving).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes/index';
import type { Db } from '../../mock-server/types';
import { fillPath, mintSession, startSecurityMock, type SecurityMock } from './harness';
import { VALID_CALLS, prepareTargets, routeKey } from './routeCalls';

/** Long enough for the mock to have checked the token and be waiting for the rest of the body. */
const HALF_BODY_PAUSE_MS = 60;

const GUARDED = ROUTES.filter((route) => route.body !== undefined && route.access !== 'public');
const figure = { routes: 0, landed: 0 };

let mock: SecurityMock;
/** Super-admin sessions minted into the seed (no bcrypt login per route); each is used once. */
const superAdminTokens: string[] = [];
const superAdminToken = () => superAdminTokens.pop() ?? '';

beforeAll(async () => {
  mock = await startSecurityMock((db: Db) => {
    prepareTargets(db, 1);
    const superAdmin = db.admins.find((admin) => admin.eRole === 'super');
    if (!superAdmin) throw new Error('the seed has no super admin');
    for (let i = 0; i <= GUARDED.length; i += 1) superAdminTokens.push(mintSession(db, superAdmin._id));
  });
});
afterAll(async () => {
  await mock?.stop();
  console.log(
    `[security] rights at commit time: ${figure.routes} routes with a session ended mid-body, ` +
      `${figure.landed} landed (before the fix: 34 of 35)`,
  );
});

/** Sends `body` in two halves and runs `between` after the first: the answer's status and text. */
function sendInTwoHalves(
  route: Route,
  path: string,
  token: string,
  body: unknown,
  between: () => Promise<void>,
): Promise<{ status: number; text: string }> {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.max(1, Math.floor(bytes.length / 2));
  return new Promise((resolve, reject) => {
    const req = request(
      `${mock.base}${path}`,
      {
        method: route.method.toUpperCase(),
        headers: {
          Authorization: token,
          'Content-Type': 'application/json',
          'Content-Length': String(bytes.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, half));
    void new Promise((wait) => setTimeout(wait, HALF_BODY_PAUSE_MS))
      .then(between)
      .then(() => req.end(bytes.subarray(half)), reject);
  });
}

describe('a session ended while its call waits', () => {
  it.each(GUARDED.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const build = VALID_CALLS[key];
    expect(build, `${key} has no valid call in routeCalls.ts`).toBeDefined();
    const call = build(await mock.readData());
    const session = call.login
      ? ((await mock.send('post', '/admin/login', { body: call.login })).headers?.get('Authorization') ?? '')
      : superAdminToken();
    const answer = await sendInTwoHalves(
      route,
      fillPath(route.path, call.params),
      session,
      call.body,
      async () => {
        const logout = await mock.send('get', '/admin/logout', { token: session });
        expect(logout.status).toBe(200);
      },
    );
    figure.routes += 1;
    if (answer.status < 300) figure.landed += 1;
    expect(answer.status, `${key} landed after its session ended: ${answer.text}`).toBe(401);
  });
});
