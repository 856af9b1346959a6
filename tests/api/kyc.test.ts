import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, KycRecord } from '../../src/domain/customer';
import type { OutboxItem } from '../../src/domain/types';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';
import { subAdminWith } from './customerAccounts';

let mock: TestMock;
let admin: string;
let viewer: string;
let editor: string;
const byStatus: Record<string, Customer[]> = {};

beforeAll(async () => {
  mock = await startMock({ seedOrders: 20 });
  admin = await mock.login(ACCOUNTS.admin);
  const db = await mock.readData();
  viewer = await mock.login(subAdminWith(db, true, false));
  editor = await mock.login(ACCOUNTS.editor);
  for (const status of ['p', 's', 'v', 'r']) {
    const res = await mock.api
      .post(`${API}/admin/user/list`)
      .set('Authorization', admin)
      .send({ where: 'sKycStatus', where_value: status, limit: 100 })
      .expect(200);
    byStatus[status] = res.body.data;
  }
});
afterAll(() => mock.stop());

const getKyc = (token: string, id: string) =>
  mock.api.get(`${API}/admin/kyc/${id}`).set('Authorization', token);
const review = (token: string, id: string, body: object, language?: string) =>
  mock.call('put', `/admin/kyc/${id}`, token, language).send(body);
const remind = (token: string, body: object, language?: string) =>
  mock.call('post', '/admin/kyc-notification/', token, language).send(body);

describe('GET /admin/kyc/:userId', () => {
  it('answers {_id, oKycDetails, eStatus} consistent with the customer status', async () => {
    const submitted = byStatus.s[0];
    const res = await getKyc(viewer, submitted._id).expect(200);
    const record = res.body.data as KycRecord;
    expect(Object.keys(record).sort()).toEqual(['_id', 'eStatus', 'oKycDetails']);
    expect(record).toMatchObject({ _id: submitted._id, eStatus: 's' });
    expect(record.oKycDetails.country.label).toBe(submitted.sCountry);
    expect(record.oKycDetails.docFront).toMatch(/^kyc\/.+\.svg$/);
    expect(record.oKycDetails.docAddress).toMatch(/^kyc\/.+\.svg$/);
    expect(record.oKycDetails.docSelffie).toMatch(/^kyc\/selfie-\d\.svg$/);
  });

  it('pending records hold no documents or only the front of the id', async () => {
    for (const customer of byStatus.p.slice(0, 20)) {
      const { oKycDetails } = (await getKyc(admin, customer._id).expect(200)).body.data as KycRecord;
      expect(oKycDetails.docBack).toBe('');
      expect(oKycDetails.docAddress).toBe('');
      expect(oKycDetails.docSelffie).toBe('');
    }
  });

  it('serves the document images under /media, with the token only', async () => {
    const { oKycDetails } = (await getKyc(admin, byStatus.v[0]._id).expect(200)).body.data as KycRecord;
    await mock.api.get(`/media/${oKycDetails.docSelffie}`).expect(401);
    const res = await mock.api
      .get(`/media/${oKycDetails.docSelffie}`)
      .set('Authorization', admin)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('401 without a token, 403 without Customers rights, 404 for an unknown id', async () => {
    await mock.api.get(`${API}/admin/kyc/${byStatus.s[0]._id}`).expect(401);
    await getKyc(editor, byStatus.s[0]._id).expect(403);
    await getKyc(admin, 'nope').expect(404);
  });
});

describe('PUT /admin/kyc/:id', () => {
  it('approves a submitted record: Verified, listed with v', async () => {
    const target = byStatus.s[0];
    const res = await review(admin, target._id, { status: 'v' }).expect(200);
    expect(res.body).toMatchObject({ message: 'KYC approved successfully.', data: { eStatus: 'v' } });
    const user = await mock.api
      .get(`${API}/admin/user/${target._id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(user.body.data.sKycStatus).toBe('v');
  });

  it('rejects a submitted record, in the Language header', async () => {
    const res = await review(admin, byStatus.s[1]._id, { status: 'r' }, 'fr-FR').expect(200);
    expect(res.body).toMatchObject({ message: 'KYC refusé.', data: { eStatus: 'r' } });
  });

  it('answers 409 with a message outside Submitted (each other status)', async () => {
    for (const id of [byStatus.s[0]._id, byStatus.p[0]._id, byStatus.v[0]._id, byStatus.r[0]._id]) {
      const res = await review(admin, id, { status: 'v' }).expect(409);
      expect(res.body.message).toBe('Only a submitted KYC can be approved or rejected.');
    }
  });

  it('validates the status, 403 without Customers Edit, 404 for an unknown id', async () => {
    const target = byStatus.s[2];
    for (const body of [{}, { status: 's' }, { status: 'p' }, { status: 1 }]) {
      expect((await review(admin, target._id, body).expect(400)).body.message).toBe(
        'The status must be v (approve) or r (reject).',
      );
    }
    await review(viewer, target._id, { status: 'v' }).expect(403);
    await review(editor, target._id, { status: 'v' }).expect(403);
    await review(admin, 'nope', { status: 'v' }).expect(404);
    expect((await getKyc(admin, target._id).expect(200)).body.data.eStatus).toBe('s');
  });
});

describe('POST /admin/kyc-notification/', () => {
  it('mails a pending customer through the outbox', async () => {
    const target = byStatus.p[0];
    const res = await remind(admin, { id: target._id }).expect(200);
    expect(res.body.message).toBe('Reminder mail sent successfully.');
    const outbox = await mock.api.get(`${API}/dev/outbox`).set('Authorization', admin).expect(200);
    const mail = (outbox.body.data as OutboxItem[]).find((item) => item.to === target.sEmail);
    expect(mail).toMatchObject({ type: 'mail', subject: 'Complete your Giftdesk identity verification' });
    expect(mail?.text).toContain(target.sFullName);
  });

  it('answers 409 for a record that is not pending, and sends nothing', async () => {
    const before = (await mock.readData()).outbox.length;
    for (const status of ['s', 'v', 'r']) {
      const res = await remind(admin, { id: byStatus[status][3]._id }).expect(409);
      expect(res.body.message).toBe('A reminder can only be sent for a pending KYC.');
    }
    const fr = await remind(admin, { id: byStatus.v[3]._id }, 'fr-FR').expect(409);
    expect(fr.body.message).toBe("Une relance n'est possible que pour un KYC en attente.");
    expect((await mock.readData()).outbox.length).toBe(before);
  });

  it('sends one reminder per customer in 10 minutes: 20 at once, one mail (docs/security.md)', async () => {
    const target = byStatus.p[2];
    const answers = await Promise.all(Array.from({ length: 20 }, () => remind(admin, { id: target._id })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.message).toBe('A reminder was sent to this customer less than 10 minutes ago.');
    const mails = (await mock.readData()).outbox.filter((item) => item.to === target.sEmail);
    expect(mails).toHaveLength(1);
  });

  it('400 without an id, 403 without Customers Edit, 404 for an unknown id', async () => {
    expect((await remind(admin, {}).expect(400)).body.message).toBe('The customer id is required.');
    await remind(viewer, { id: byStatus.p[1]._id }).expect(403);
    await remind(admin, { id: 'nope' }).expect(404);
  });
});
