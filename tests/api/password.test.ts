import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, API, startMock, testClock, type TestMock } from './helpers';
import enValidation from '../../src/i18n/en/validation';

const PASSWORD_RANGE = enValidation.password_range;
const EDITOR_PASSWORD = ACCOUNTS.editor.sPassword;

const clock = testClock();
let mock: TestMock;
let adminToken: string;
beforeAll(async () => {
  mock = await startMock({ now: clock.now });
  adminToken = await mock.login(ACCOUNTS.admin);
});
afterAll(() => mock.stop());

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

async function outbox(): Promise<Mail[]> {
  const res = await mock.api.get(`${API}/dev/outbox`).set('Authorization', adminToken).expect(200);
  return res.body.data as Mail[];
}

/** Asks for a reset link as the app on `host` would and returns it from the outbox. */
async function requestLink(sEmail: string, host = 'giftdesk.test:8080'): Promise<string> {
  const res = await mock.api
    .post(`${API}/admin/password/forgot`)
    .set('Host', host)
    .send({ sEmail })
    .expect(200);
  expect(res.body.message).toBe('A password reset link has been sent to your email.');
  const [latest] = await outbox();
  expect(latest.to).toBe(sEmail);
  return latest.link;
}

const tokenOf = (link: string) => link.split('/').pop() ?? '';

const change = (token: string, body: Record<string, string>) =>
  mock.api.post(`${API}/admin/password/change`).set('Authorization', token).send(body);

describe('forgot password -> reset link -> reset', () => {
  it("mails a one-time link to /auth/reset/{token} on the server's own origin, whatever Host says", async () => {
    const link = await requestLink('editor@example.com');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset\/[0-9a-f]{64}$/);
    const [mail] = await outbox();
    expect(mail.subject).toBe('Reset your Giftdesk password');
    expect(mail.text).toContain(link);
    // A poisoned Host or X-Forwarded-Host never reaches the link.
    const poisoned = await mock.api
      .post(`${API}/admin/password/forgot`)
      .set({ 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https' })
      .send({ sEmail: 'editor@example.com' })
      .expect(200);
    expect(poisoned.body.status).toBe(200);
    expect((await outbox())[0].link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset\//);
  });

  it('uses up the reset links mailed before a password change', async () => {
    const link = await requestLink('nobody@example.com');
    const token = await mock.login(ACCOUNTS.nobody);
    await change(token, {
      sOldPassword: ACCOUNTS.nobody.sPassword,
      sNewPassword: 'Later#2026',
      sNewRetypedPassword: 'Later#2026',
    }).expect(200);
    await mock.api.get(`${API}/admin/password/forgot/${tokenOf(link)}`).expect(400);
    const back = await mock.login({ sEmail: 'nobody@example.com', sPassword: 'Later#2026' });
    await change(back, {
      sOldPassword: 'Later#2026',
      sNewPassword: ACCOUNTS.nobody.sPassword,
      sNewRetypedPassword: ACCOUNTS.nobody.sPassword,
    }).expect(200);
    // Past the reset-request throttle's 15 minutes: the next tests ask for links of their own.
    clock.advance(16 * 60 * 1000);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await outbox()).length;
    const res = await mock.api
      .post(`${API}/admin/password/forgot`)
      .send({ sEmail: 'ghost@example.com' })
      .expect(200);
    expect(res.body.message).toBe('A password reset link has been sent to your email.');
    expect(await outbox()).toHaveLength(before);
    const bad = await mock.api.post(`${API}/admin/password/forgot`).send({ sEmail: 'nope' }).expect(400);
    expect(bad.body.message).toBe('Email is not valid');
  });

  it('verifies the link, resets the password, ends the sessions and uses the link up', async () => {
    const oldToken = await mock.login(ACCOUNTS.nobody);
    const token = tokenOf(await requestLink('nobody@example.com'));
    const check = await mock.api.get(`${API}/admin/password/forgot/${token}`).expect(200);
    expect(check.body.message).toBe('Link verified.');

    const mismatch = await mock.api
      .post(`${API}/admin/password/reset/${token}`)
      .send({ sNewPassword: 'Fresh#2026', sNewRetypedPassword: 'Other#2026' })
      .expect(400);
    expect(mismatch.body.message).toBe('Password not matched');

    const reset = await mock.api
      .post(`${API}/admin/password/reset/${token}`)
      .send({ sNewPassword: 'Fresh#2026', sNewRetypedPassword: 'Fresh#2026' })
      .expect(200);
    expect(reset.body.message).toBe('Password has been reset successfully.');

    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', oldToken).expect(401);
    await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.nobody).expect(401);
    await mock.login({ sEmail: 'nobody@example.com', sPassword: 'Fresh#2026' });

    const used = await mock.api.get(`${API}/admin/password/forgot/${token}`).expect(400);
    expect(used.body.message).toBe('Link is expired!');
    await mock.api
      .post(`${API}/admin/password/reset/${token}`)
      .send({ sNewPassword: 'Again#2026', sNewRetypedPassword: 'Again#2026' })
      .expect(400);
  });

  it('refuses an unknown or malformed link', async () => {
    for (const token of ['f'.repeat(64), 'not-a-token', '..%2F..%2Fetc']) {
      const res = await mock.api.get(`${API}/admin/password/forgot/${token}`).expect(400);
      expect(res.body.message).toBe('Link is expired!');
    }
  });

  it('expires a link after 60 minutes', async () => {
    const token = tokenOf(await requestLink('editor@example.com'));
    clock.advance(59 * 60 * 1000);
    await mock.api.get(`${API}/admin/password/forgot/${token}`).expect(200);
    clock.advance(2 * 60 * 1000);
    await mock.api.get(`${API}/admin/password/forgot/${token}`).expect(400);
    await mock.api
      .post(`${API}/admin/password/reset/${token}`)
      .send({ sNewPassword: 'Late#2026', sNewRetypedPassword: 'Late#2026' })
      .expect(400);
    adminToken = await mock.login(ACCOUNTS.admin);
  });
});

describe('POST /admin/password/change', () => {
  it('needs a token', async () => {
    await mock.api.post(`${API}/admin/password/change`).send({}).expect(401);
  });

  it('answers the spec messages for invalid input', async () => {
    const token = await mock.login(ACCOUNTS.editor);
    const cases: [Record<string, string>, string][] = [
      [{ sNewPassword: 'Next#2026', sNewRetypedPassword: 'Next#2026' }, 'Old Password is required'],
      [
        { sOldPassword: EDITOR_PASSWORD, sNewPassword: '', sNewRetypedPassword: '' },
        'New Password is required',
      ],
      [
        { sOldPassword: EDITOR_PASSWORD, sNewPassword: 'abc', sNewRetypedPassword: 'abc' },
        'Password should be 6 characters',
      ],
      [
        {
          sOldPassword: EDITOR_PASSWORD,
          sNewPassword: EDITOR_PASSWORD,
          sNewRetypedPassword: EDITOR_PASSWORD,
        },
        'Old and New Password are same',
      ],
      [
        { sOldPassword: EDITOR_PASSWORD, sNewPassword: 'Next#2026', sNewRetypedPassword: 'Nope#2026' },
        'Password not matched',
      ],
      [{ sOldPassword: EDITOR_PASSWORD, sNewPassword: 'Next#2026' }, 'Confirm Password is required'],
      // Longer than the login accepts would lock the account out.
      [
        { sOldPassword: EDITOR_PASSWORD, sNewPassword: 'N'.repeat(40), sNewRetypedPassword: 'N'.repeat(40) },
        PASSWORD_RANGE,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await change(token, body).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('checks the old password', async () => {
    const token = await mock.login(ACCOUNTS.editor);
    const res = await change(token, {
      sOldPassword: 'Wrong#2026',
      sNewPassword: 'Next#2026',
      sNewRetypedPassword: 'Next#2026',
    }).expect(400);
    expect(res.body.message).toBe('Old password is incorrect.');
    await mock.login(ACCOUNTS.editor);
  });

  it('changes the password (trimmed) and ends the sessions', async () => {
    const token = await mock.login(ACCOUNTS.editor);
    const res = await change(token, {
      sOldPassword: ` ${EDITOR_PASSWORD} `,
      sNewPassword: ' Next#2026 ',
      sNewRetypedPassword: 'Next#2026',
    }).expect(200);
    expect(res.body.message).toBe('Password changed successfully.');
    await mock.api.get(`${API}/admin/token/verify`).set('Authorization', token).expect(401);
    await mock.api.post(`${API}/admin/login`).send(ACCOUNTS.editor).expect(401);
    await mock.login({ sEmail: 'editor@example.com', sPassword: 'Next#2026' });
  });
});
