/**
 * Resource limits (issue 19): hostile rich texts are refused before any parser runs. Each is answered
 * 4xx at once, and a cheap call sent beside it is not held up. Before: 3,000 nested tags (27 KB)
 * overflowed the stack (500), 1,500 held the whole API for 10 s, 540 KB stalled it for minutes.
 *
 * The figure printed is the one docs/security.md quotes (target: none over 100 ms). The assertion
 * allows 1 s, ten times that, so a loaded CI machine cannot fail it while the old minutes would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startMock, type TestMock } from '../api/helpers';

const BLOCK_TARGET_MS = 100;
const BLOCK_LIMIT_MS = 1000;

let mock: TestMock;
let token: string;

const category = (rich: string) => ({
  sTitle: 'Limits',
  sCategory: 'Gaming',
  sLogo: 'categoryimages/amazon-gift-card-logo.svg',
  sBanner: 'categoryimages/amazon-gift-card-banner.svg',
  sShortDesc: rich,
  sDescription: '<p>d</p>',
  sRedeem: '<p>r</p>',
});

const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
const deepRaw = (depth: number) =>
  JSON.stringify({
    blocks: [],
    entityMap: {},
    extra: JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`),
  });

const CASES: [string, string][] = [
  ['3,000 nested tags (27 KB)', nested(3000)],
  ['1,500 nested tags', nested(1500)],
  ['540 KB of flat paragraphs', '<p>lorem ipsum dolor</p>'.repeat(23_000)],
  ['1,000 nested arrays in a Draft raw', deepRaw(1000)],
];

beforeAll(async () => {
  mock = await startMock();
  token = await mock.login(ACCOUNTS.admin);
  // The codec loads on first use (about a second): not part of any figure below.
  await mock.call('post', '/admin/categories', token).send(category('<p>warm</p>')).expect(200);
}, 60_000);

afterAll(async () => {
  await mock.stop();
});

describe('resource limits', () => {
  it('refuses deep and large rich texts at once, with a message, and the API keeps answering', async () => {
    const rows: string[] = [];
    let blocking = 0;
    for (const [name, rich] of CASES) {
      const started = performance.now();
      let besideMs = 0;
      const [hostile] = await Promise.all([
        mock.call('post', '/admin/categories', token).send(category(rich)),
        // A cheap call sent at the same moment: how long the hostile one held the API.
        (async () => {
          const at = performance.now();
          await mock.call('get', '/admin/token/verify', token).expect(200);
          besideMs = performance.now() - at;
        })(),
      ]);
      const tookMs = performance.now() - started;
      expect(hostile.status, name).toBe(400);
      expect(hostile.body.message, name).toBe('A rich text is too long or too deeply nested.');
      if (Math.max(tookMs, besideMs) > BLOCK_TARGET_MS) blocking += 1;
      rows.push(
        `${name}: ${hostile.status} in ${Math.round(tookMs)} ms, a call beside it ${Math.round(besideMs)} ms`,
      );
      expect(Math.max(tookMs, besideMs), name).toBeLessThan(BLOCK_LIMIT_MS);
    }
    console.log(
      `[security] resource limits: ${CASES.length} deep or large bodies, ${blocking} blocking the API for more than ${BLOCK_TARGET_MS} ms\n  ${rows.join('\n  ')}`,
    );
  });

  it('keeps what the editor makes: a long, nested but ordinary text is stored', async () => {
    const ordinary = `<ul>${'<li><p><strong><em>item</em></strong></p></li>'.repeat(400)}</ul>`;
    await mock.call('post', '/admin/categories', token).send(category(ordinary)).expect(200);
  });
});
