/**
 * Suite 2, property level (mass assignment, ASVS V15): two mocks on the same data and the same
 * clock. For every route with a body (from the route table), mock B gets a valid body and mock A the
 * same body plus fields its payload does not list (ids, statuses, amounts, codes, pins, rights, role,
 * dates, __proto__ / constructor). After each call the two data files must be the same, up to the
 * values only chance makes (new ids, tokens, hashes, the port): the injected fields changed nothing.
 * npm test injects every field at once; SECURITY_FULL=1 one field per call.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes/index';
import type { Db } from '../../mock-server/types';
import { permissionSetFrom, MODULES, MODULE_OPERATIONS } from '../../src/domain/permissions';
import { ACCOUNTS } from '../api/helpers';
import {
  FULL_RUN,
  answerProblems,
  fillPath,
  mintSession,
  startSecurityMock,
  type Answer,
  type SecurityMock,
} from './harness';
import { schemaKeys } from './schemaKeys';
import { PUSH_IMAGE, SETUP_CALLS, VALID_CALLS, prepareTargets, routeKey, type ValidCall } from './routeCalls';
import { LOGIN_FAILURE_WINDOW_MS } from '../../mock-server/loginLimiter';

const FOREIGN_ID = 'f1f1f1f1f1f1f1f1f1f1f1f1';
const THROTTLED = new Set(['POST /admin/password/forgot', 'POST /admin/password/reset/:token']);
const EVERY_RIGHT = permissionSetFrom(Object.fromEntries(MODULES.map((m) => [m, MODULE_OPERATIONS[m]])));
const STOLEN_CODE = { _id: FOREIGN_ID, sOrderContent: 'STOLEN-CODE', sSerialNo: 'X', dViewedAt: null };

/** What a caller may try to slip in: each pair is one injected field. */
const INJECTIONS: [string, unknown][] = [
  ['_id', FOREIGN_ID],
  ['eStatus', 'n'],
  ['eStatus', 'Disabled'],
  ['eStatus', 'Complete'],
  ['nStatus', 3],
  ['status', 3],
  ['sKycStatus', 'v'],
  ['bRedeemed', true],
  ['nPrice', 0.01],
  ['nTotalAmount', 0.01],
  ['nWalletAmount', 1e6],
  ['nBalance', 1e6],
  ['aCardCode', [STOLEN_CODE]],
  ['aCardCodes', [STOLEN_CODE]],
  ['sCode', 'STOLEN-CODE'],
  ['sPin', '9999'],
  ['aPermissions', EVERY_RIGHT],
  ['eRole', 'super'],
  ['sPassword', 'Hacked#2026'],
  ['iUserId', FOREIGN_ID],
  ['iSenderId', FOREIGN_ID],
  ['dCreatedAt', '2000-01-01T00:00:00.000Z'],
  ['dDeletedAt', '2000-01-01T00:00:00.000Z'],
  ['__proto__', { polluted: 'yes', eRole: 'super' }],
  ['constructor', { prototype: { polluted: 'yes' } }],
];
/** Transitions each call consumes: enough targets for one call per injection, twice (A and B). */
const TARGETS = INJECTIONS.length + 5;

const BODY_ROUTES = ROUTES.filter((route) => route.body !== undefined);

/** The fields a route's payload lists: its schema's keys, or those of its valid body. */
function listed(route: Route, body: Record<string, unknown>): Set<string> {
  return new Set([...schemaKeys(route.body), ...Object.keys(body)]);
}

/** The injections a route gets: one call with all of them (npm test) or one call each. */
function injectionSets(route: Route, body: Record<string, unknown>): [string, unknown][][] {
  const own = listed(route, body);
  const foreign = INJECTIONS.filter(([key]) => !own.has(key));
  if (FULL_RUN) return foreign.map((pair) => [pair]);
  // One value per key when they go together.
  return [[...new Map(foreign).entries()]];
}

/** The data with what only chance decides replaced: new ids and tokens, hashes, the port, Draft keys. */
function normalize(value: unknown, known: Set<string>): unknown {
  if (typeof value === 'string') {
    if (/^\$2[aby]\$\d\d\$/.test(value)) return known.has(value) ? value : '<new hash>';
    return (
      value
        .replace(/[0-9a-f]{24,}/g, (hex) => (known.has(hex) ? hex : '<random>'))
        .replace(/127\.0\.0\.1:\d+/g, '<host>')
        // Draft block keys of rich texts are random.
        .replace(/"key":"\w+"/g, '"key":"<random>"')
    );
  }
  if (Array.isArray(value)) return value.map((item) => normalize(item, known));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, known)]));
  }
  return value;
}

/** Every id, token hash and password hash of the starting data. */
function knownValues(db: Db): Set<string> {
  const known = new Set<string>();
  JSON.stringify(db, (_, value: unknown) => {
    if (typeof value === 'string' && (/^[0-9a-f]{24,}$/.test(value) || value.startsWith('$2')))
      known.add(value);
    return value;
  });
  return known;
}

/** JSON of a record, once per object: each read's records are compared again on the next call. */
const jsonCache = new WeakMap<object, string>();
function jsonOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  let json = jsonCache.get(value);
  if (json === undefined) jsonCache.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * The two data files, normalized, reduced to what either mock wrote since `previous` (already found
 * equal): of a collection, the records new or changed on either side, by position; of any other
 * value, the whole of it. Normalizing and comparing every collection after every call was most of
 * this suite's time, the audit trail growing with each call.
 */
function changedSince(previous: [Db, Db] | undefined, current: [Db, Db], known: Set<string>) {
  const picked: [Record<string, unknown>, Record<string, unknown>] = [{}, {}];
  const pick = (path: string, a: unknown, b: unknown) => {
    picked[0][path] = normalize(a, known);
    picked[1][path] = normalize(b, known);
  };
  const keys = new Set([...Object.keys(current[0]), ...Object.keys(current[1])] as (keyof Db)[]);
  for (const key of keys) {
    const [a, b] = [current[0][key], current[1][key]];
    const before = previous && ([previous[0][key], previous[1][key]] as const);
    if (!before) pick(key, a, b);
    else if ([a, b, ...before].every(Array.isArray)) {
      const [rowsA, rowsB, beforeA, beforeB] = [a, b, ...before] as unknown[][];
      for (let index = 0; index < Math.max(rowsA.length, rowsB.length); index += 1) {
        const changed =
          jsonOf(rowsA[index]) !== jsonOf(beforeA[index]) || jsonOf(rowsB[index]) !== jsonOf(beforeB[index]);
        if (changed) pick(`${key}[${index}]`, rowsA[index], rowsB[index]);
      }
    } else if (jsonOf(a) !== jsonOf(before[0]) || jsonOf(b) !== jsonOf(before[1])) pick(key, a, b);
  }
  return picked;
}

/** The first paths where two values differ. */
function differences(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= 5) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b)) {
    out.push(`${path}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`);
  }
  return out;
}

describe('mass assignment: injected fields store nothing', () => {
  let injected: SecurityMock;
  let plain: SecurityMock;
  let mediaDir = '';
  let known = new Set<string>();
  let admin = '';
  let last: [Db, Db] | undefined;
  /** The data as the last comparison that found no difference read it. */
  let verified: [Db, Db] | undefined;
  let clock = 0;
  const figure = { calls: 0, fields: 0, accepted: 0, refused: 0, changes: 0 };

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'giftdesk-suite2-media-'));
    await mkdir(dirname(join(mediaDir, PUSH_IMAGE)), { recursive: true });
    await writeFile(join(mediaDir, PUSH_IMAGE), Buffer.from('89504e470d0a1a0a', 'hex'));
    // One clock for both, so that every date they write is the same.
    clock = Date.now();
    const options = { mediaDir, now: () => clock };
    let start: Db | undefined;
    injected = await startSecurityMock((db) => {
      prepareTargets(db, TARGETS);
      const superAdmin = db.admins.find((item) => item.sEmail === ACCOUNTS.admin.sEmail);
      if (!superAdmin) throw new Error('The seed lost its super admin');
      admin = mintSession(db, superAdmin._id, 24 * 3600_000, clock);
      start = structuredClone(db);
    }, options);
    plain = await startSecurityMock((db) => Object.assign(db, structuredClone(start)), options);
    known = knownValues(start as Db);
  });

  afterAll(async () => {
    console.log(
      `[security] mass assignment: ${figure.calls} calls over ${BODY_ROUTES.length} routes with ` +
        `${figure.fields} injected fields (${figure.accepted} accepted, ${figure.refused} refused), ` +
        `${figure.changes} stored changes`,
    );
    await injected?.stop();
    await plain?.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** The caller's token: the super admin's, or a fresh session of the call's own account. */
  async function tokenFor(mock: SecurityMock, call: ValidCall): Promise<string> {
    if (!call.login) return admin;
    const answer = await mock.send('post', '/admin/login', { body: call.login });
    expect(answer.status, `login before the call: ${answer.text}`).toBe(200);
    return answer.headers?.get('Authorization') ?? '';
  }

  async function send(
    mock: SecurityMock,
    route: Route,
    token: string,
    path: string,
    body: unknown,
  ): Promise<Answer> {
    const answer = await mock.send(route.method, path, { token, body });
    const problems = answerProblems(answer);
    if (problems.length > 0)
      throw new Error(`${routeKey(route)}: ${problems.join(', ')}: ${answer.text.slice(0, 200)}`);
    return answer;
  }

  it('has a valid call for every route with a body', () => {
    expect(BODY_ROUTES.map(routeKey).filter((key) => !VALID_CALLS[key])).toEqual([]);
  });

  it.each(BODY_ROUTES.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const build = VALID_CALLS[key];
    const setup = SETUP_CALLS[key];
    let sets: [string, unknown][][] | undefined;
    for (let index = 0; index < (sets?.length ?? 1); index += 1) {
      // Reset requests are throttled (5 per window and address): each call starts in a fresh window.
      if (THROTTLED.has(key)) clock += LOGIN_FAILURE_WINDOW_MS + 1;
      if (setup) {
        for (const mock of [injected, plain]) await mock.send(setup.method, setup.path, { body: setup.body });
      }
      // The data as the last comparison read it, unless a setup call changed it since.
      const [dbA, dbB] = (!setup && last) || [await injected.readData(), await plain.readData()];
      const [callA, callB] = [build(dbA), build(dbB)];
      sets ??= injectionSets(route, callB.body);
      const extra = sets[index] ?? [];
      const [tokenA, tokenB] = [await tokenFor(injected, callA), await tokenFor(plain, callB)];

      const answerB = await send(plain, route, tokenB, fillPath(route.path, callB.params), callB.body);
      expect(answerB.status, `${key}: the valid body is refused: ${answerB.text}`).toBeLessThan(300);
      const pathA = fillPath(route.path, callA.params);
      const answerA = await send(injected, route, tokenA, pathA, {
        ...callA.body,
        ...Object.fromEntries(extra),
      });
      figure.calls += 1;
      figure.fields += extra.length;
      if (answerA.status < 300) figure.accepted += 1;
      else {
        // Refused (a strict schema): the plain call brings the two data files together again.
        figure.refused += 1;
        expect((await send(injected, route, tokenA, pathA, callA.body)).status).toBeLessThan(300);
      }

      last = [await injected.readData(), await plain.readData()];
      const found = differences(...changedSince(verified, last, known));
      if (found.length === 0) verified = last;
      if (found.length > 0) figure.changes += 1;
      expect(found, `${key} with ${extra.map(([name]) => name).join(', ')}`).toEqual([]);
    }
  });

  it('leaves every prototype clean', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(figure.changes).toBe(0);
  });
});
