/**
 * The audit trail: every kind of change is recorded with its actor and a masked diff,
 * secrets never reach the file or an answer in clear, the file is append-only and survives a
 * restart (a torn last line is skipped), POST /admin/audit/list is Audit View only, filtered and paged.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFileFor } from '../../mock-server/audit';
import { createMockServer } from '../../mock-server/app';
import type { BuyOrder, Db } from '../../mock-server/types';
import type { AuditEntry } from '../../src/domain/audit';
import { permissionSetFrom } from '../../src/domain/permissions';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

const CODE = 'GIFT-ABCD-EFGH-7788';
const SERIAL = 'SN-000111222333';
const SUB_PASSWORD = 'Sub#Secret2026';
const REDEEM = { sCode: 'REDEEM-ZZYYXX-4321', sPin: '9876', nValue: 50, eCurrency: 'eur' };

let mock: TestMock;
let admin: string;
let editor: string;
let db: Db;

const list = (token: string, body: object = {}) =>
  mock.api.post(`${API}/admin/audit/list`).set('Authorization', token).send(body);
async function entries(body: object = {}): Promise<AuditEntry[]> {
  const res = await list(admin, { nLimit: 100, ...body }).expect(200);
  return res.body.data as AuditEntry[];
}
const auditText = () => readFileSync(auditFileFor(mock.dataFile), 'utf8');
const buyIn = (status: number) =>
  db.orders.find((o): o is BuyOrder => o.eType === 'Buy' && o.nStatus === status && o.nQuantity >= 1)!;

/** Codes for the order's other units: a delivery needs one code per unit. */
const otherUnits = (order: BuyOrder) =>
  Array.from({ length: order.nQuantity - 1 }, (_, unit) => ({
    sCode: `UNIT-${unit}`,
    sSerialNo: `SN-${unit}`,
  }));

beforeAll(async () => {
  mock = await startMock({ seedOrders: 40 });
  db = JSON.parse(readFileSync(mock.dataFile, 'utf8')) as Db;
  [admin, editor] = await Promise.all([mock.login(ACCOUNTS.admin), mock.login(ACCOUNTS.editor)]);
});
afterAll(() => mock.stop());

describe('orders: accept then deliver with codes', () => {
  it('records both steps with the actor and the codes masked', async () => {
    const order = buyIn(1);
    await mock.call('put', '/admin/order/accept', admin).send({ cartId: order._id }).expect(200);
    const delivered = await mock
      .call('put', '/admin/order/deliver', admin)
      .send({ cartId: order._id, data: [{ sCode: CODE, sSerialNo: SERIAL }, ...otherUnits(order)] })
      .expect(200);
    expect(delivered.body.data.nStatus).toBe(3);

    const res = await list(admin, { iRecordId: order._id }).expect(200);
    const [deliver, accept] = res.body.data as AuditEntry[];
    expect(res.body.total).toBe(2);
    expect(accept).toMatchObject({
      sAction: 'order.accept',
      sResource: 'order',
      iRecordId: order._id,
      sRecordLabel: order.sOrderId,
      sAdminEmail: ACCOUNTS.admin.sEmail,
      aChanges: [{ sField: 'nStatus', before: 1, after: 2 }],
    });
    expect(deliver.sAction).toBe('order.deliver');
    const codes = deliver.aChanges.find((c) => c.sField === 'aCardCode')!.after as Record<string, unknown>[];
    expect(codes[0]).toMatchObject({ sOrderContent: '••••7788', sSerialNo: '••••2333' });
    expect(JSON.stringify(res.body)).not.toContain(CODE);
    expect(auditText()).not.toContain(CODE);
    expect(auditText()).not.toContain(SERIAL);
  });
});

describe('every kind of change', () => {
  it('records creates, updates, status switches and deletes with only the changed fields', async () => {
    const created = await mock
      .call('post', '/admin/redeemcards', admin)
      .send(REDEEM)
      .expect(201)
      .then((r) => r.body.data._id as string);
    await mock.call('put', `/admin/redeemcards/${created}`, admin).send({ eStatus: 'Disabled' }).expect(200);
    await mock.call('delete', `/admin/redeemcards/${created}`, admin).expect(200);
    const [removed, status, create] = await entries({ iRecordId: created });
    expect(create).toMatchObject({ sAction: 'redeemCard.create', sAdminEmail: ACCOUNTS.admin.sEmail });
    const fields = Object.fromEntries(create.aChanges.map((c) => [c.sField, c.after]));
    expect(fields).toMatchObject({ sCode: '••••4321', sPin: '••••', nValue: 50 });
    expect(status.sAction).toBe('redeemCard.status');
    expect(status.aChanges).toEqual([{ sField: 'eStatus', before: 'Active', after: 'Disabled' }]);
    expect(removed.sAction).toBe('redeemCard.delete');
    expect(removed.aChanges.every((c) => c.after === undefined && c.before !== undefined)).toBe(true);
    expect(auditText()).not.toContain(REDEEM.sCode);
  });

  it('records customer, KYC, category, setting and sub-admin changes', async () => {
    const customer = db.customers.find((c) => !c.dDeletedAt && c.sKycStatus === 's')!;
    await mock.call('put', `/admin/user/${customer._id}`, admin).send({ eStatus: 'n' }).expect(200);
    await mock.call('put', `/admin/kyc/${customer._id}`, admin).send({ status: 'v' }).expect(200);
    const [kyc, status] = await entries({ iRecordId: customer._id });
    expect(status).toMatchObject({ sAction: 'customer.status', sResource: 'customer' });
    expect(kyc).toMatchObject({ sAction: 'kyc.approve', sResource: 'kyc' });
    expect(kyc.aChanges).toContainEqual({ sField: 'sKycStatus', before: 's', after: 'v' });

    const category = db.categories.find((c) => c.eStatus === 'Active')!;
    await mock.call('put', `/admin/categories/Disabled/${category._id}`, admin).expect(200);
    expect((await entries({ iRecordId: category._id }))[0]).toMatchObject({
      sAction: 'category.status',
      aChanges: [{ sField: 'eStatus', before: 'Active', after: 'Disabled' }],
    });

    const setting = db.settings.find((s) => /^\d/.test(s.sValue))!;
    await mock
      .call('put', `/admin/settings/${setting.sKey}`, admin)
      .send({ sTitle: setting.sTitle, sValue: '7' })
      .expect(200);
    expect((await entries({ iRecordId: setting.sKey }))[0].aChanges).toEqual([
      { sField: 'sValue', before: setting.sValue, after: '7' },
    ]);

    const sub = await mock
      .call('post', '/admin/subadmin', admin)
      .send({
        sEmail: 'audit.sub@example.com',
        sFullName: 'Audit Sub',
        sCountryCode: '+33',
        sMobileNumber: '612 345 678',
        aPermissions: permissionSetFrom({ Customers: ['View'] }),
        sPassword: SUB_PASSWORD,
        sConfirmPassword: SUB_PASSWORD,
      })
      .expect(201);
    const [create] = await entries({ iRecordId: sub.body.data._id });
    expect(create.sAction).toBe('subadmin.create');
    expect(create.aChanges.find((c) => c.sField === 'sPassword')?.after).toBe('••••');
    expect(auditText()).not.toContain(SUB_PASSWORD);
    expect(auditText()).not.toContain('$2');
  });

  it('records the own account: profile, password change, login and logout; no refused call', async () => {
    const before = (await entries()).length;
    await mock
      .call('put', '/admin/order/accept', admin)
      .send({ cartId: buyIn(3)._id })
      .expect(409);
    await mock.api
      .post(`${API}/admin/login`)
      .send({ sEmail: 'nobody.known@example.com', sPassword: 'wrong#Pass1' })
      .expect(401);
    expect(await entries()).toHaveLength(before);

    const nobody = await mock.login(ACCOUNTS.nobody);
    await mock
      .call('post', '/admin/editprofile', nobody)
      .send({ sFullName: 'Nobody Renamed', sEmail: ACCOUNTS.nobody.sEmail })
      .expect(200);
    await mock
      .call('post', '/admin/password/change', nobody)
      .send({
        sOldPassword: ACCOUNTS.nobody.sPassword,
        sNewPassword: 'Nobody#2027',
        sNewRetypedPassword: 'Nobody#2027',
      })
      .expect(200);
    const again = await mock.login({ ...ACCOUNTS.nobody, sPassword: 'Nobody#2027' });
    await mock.call('get', '/admin/logout', again).expect(200);
    const own = (await entries({ iAdminId: db.admins.find((a) => a.sEmail === ACCOUNTS.nobody.sEmail)!._id }))
      .map((e) => e.sAction)
      .reverse();
    expect(own).toEqual([
      'session.login',
      'profile.update',
      'password.change',
      'session.login',
      'session.logout',
    ]);
    expect(auditText()).not.toContain('Nobody#2027');
  });

  it('records a reset request and a reset without the link or the token', async () => {
    await mock.api.post(`${API}/admin/password/forgot`).send({ sEmail: 'no.one@example.com' }).expect(200);
    await mock.api.post(`${API}/admin/password/forgot`).send({ sEmail: ACCOUNTS.editor.sEmail }).expect(200);
    const mail = (await mock.call('get', '/dev/outbox', admin).expect(200)).body.data.at(-1) as {
      link: string;
    };
    const token = mail.link.split('/').pop()!;
    await mock.api
      .post(`${API}/admin/password/reset/${token}`)
      .send({ sNewPassword: 'Editor#2027', sNewRetypedPassword: 'Editor#2027' })
      .expect(200);
    const [reset, forgot] = await entries({ sResource: 'admin', search: ACCOUNTS.editor.sEmail });
    expect(forgot).toMatchObject({ sAction: 'password.forgot', sAdminEmail: ACCOUNTS.editor.sEmail });
    expect(reset.sAction).toBe('password.reset');
    expect(auditText()).not.toContain(token);
    expect(auditText()).not.toContain('no.one@example.com');
  });
});

describe('access', () => {
  it('is Audit View only: 401 without a token, 403 without the right, 200 once granted', async () => {
    await mock.api.post(`${API}/admin/audit/list`).send({}).expect(401);
    // The reset above ended the editor's sessions.
    editor = await mock.login({ ...ACCOUNTS.editor, sPassword: 'Editor#2027' });
    const denied = await list(editor, {}).set('Language', 'fr').expect(403);
    expect(denied.body.message).toMatch(/\S/);
    const nobody = db.admins.find((a) => a.sEmail === ACCOUNTS.nobody.sEmail)!;
    await mock
      .call('put', `/admin/subadmin/${nobody._id}`, admin)
      .send({
        sEmail: nobody.sEmail,
        sFullName: nobody.sFullName,
        sCountryCode: nobody.sCountryCode,
        sMobileNumber: nobody.sMobileNumber,
        aPermissions: permissionSetFrom({ Audit: ['View'] }),
      })
      .expect(200);
    const granted = await mock.login({ ...ACCOUNTS.nobody, sPassword: 'Nobody#2027' });
    const res = await list(granted, { sAction: 'subadmin.update', iRecordId: nobody._id }).expect(200);
    expect(res.body.total).toBe(1);
  });
});

describe('filters and paging', () => {
  it('pages on the server, newest first, and filters by action, actor and date', async () => {
    const all = await entries();
    const page = await list(admin, { nStart: 1, nLimit: 2 }).expect(200);
    expect(page.body.total).toBe(all.length);
    expect(page.body.data.map((e: AuditEntry) => e._id)).toEqual(all.slice(1, 3).map((e) => e._id));
    const accepts = await entries({ sAction: 'order.accept' });
    expect(accepts.length).toBeGreaterThan(0);
    expect(accepts.every((e) => e.sAction === 'order.accept')).toBe(true);
    const editorId = db.admins.find((a) => a.sEmail === ACCOUNTS.editor.sEmail)!._id;
    expect((await entries({ iAdminId: editorId })).every((e) => e.iAdminId === editorId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries({ dFrom: today, dTo: today })).toHaveLength(Math.min(all.length, 100));
    expect(await entries({ dTo: '2000-01-01' })).toHaveLength(0);
    expect(await entries({ dFrom: '2999-01-01' })).toHaveLength(0);
  });
});

describe('the file', () => {
  it('only grows, survives a restart and skips a torn last line', async () => {
    const file = auditFileFor(mock.dataFile);
    await mock.close();
    const before = readFileSync(file, 'utf8');
    const count = before.trim().split('\n').length;
    appendFileSync(file, '{"_id":"torn","dCreatedAt":"20');
    const server = await createMockServer({ dataFile: mock.dataFile, quiet: true });
    const { default: request } = await import('supertest');
    const api = request(server.app);
    const login = await api.post(`${API}/admin/login`).send(ACCOUNTS.admin).expect(200);
    const token = login.headers.authorization as string;
    const res = await api.post(`${API}/admin/audit/list`).set('Authorization', token).send({ nLimit: 1 });
    expect(res.body.total).toBe(count + 1);
    expect(res.body.data[0].sAction).toBe('session.login');
    await server.close();
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.trim().split('\n')).toHaveLength(count + 2);
  });
});

describe('reads of secrets and refused sign-ins (docs/security.md)', () => {
  it("records a wrong password for a known account, who revealed a redeem code or an order's codes, and outbox reads", async () => {
    await mock.api
      .post(`${API}/admin/login`)
      .send({ ...ACCOUNTS.editor, sPassword: 'wrong#Pass1' })
      .expect(401);
    const editorId = db.admins.find((a) => a.sEmail === ACCOUNTS.editor.sEmail)!._id;
    await expect
      .poll(async () => (await entries({ sAction: 'session.login_failed' }))[0]?.iAdminId)
      .toBe(editorId);

    const card = db.redeemCards[0];
    await mock.call('get', `/admin/redeemcards/${card._id}`, admin).expect(200);
    const delivered = buyIn(3);
    const codes = await mock
      .call('post', '/admin/order/codes', admin)
      .send({ id: delivered._id })
      .expect(200);
    expect(codes.body.data.aCardCode).toEqual(delivered.aCardCode);
    await mock.call('get', '/dev/outbox', admin).expect(200);
    const [outbox, order, redeem] = await entries({
      iAdminId: db.admins.find((a) => a.eRole === 'super')!._id,
    });
    expect(redeem).toMatchObject({ sAction: 'redeemCard.reveal', iRecordId: card._id, aChanges: [] });
    expect(order).toMatchObject({ sAction: 'order.codes', iRecordId: delivered._id, aChanges: [] });
    expect(outbox).toMatchObject({ sAction: 'outbox.read', sResource: 'admin' });
    expect(auditText()).not.toContain(card.sCode);
    expect(auditText()).not.toContain(delivered.aCardCode[0].sOrderContent);
  });
});
