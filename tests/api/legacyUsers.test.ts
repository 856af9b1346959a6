/**
 * The older user form's calls (platform.md s.7 "Legacy", docs/api.md "Older user form"): a sub-admin
 * added or edited by role and access, with the sub-admin calls' rights, escalation and email rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPermissions } from '../../src/domain/legacyUser';
import { fullPermissionSet, permissionSetFrom, type PermissionSet } from '../../src/domain/permissions';
import { ACCOUNTS, startMock, type AccountName, type TestMock } from './helpers';
import { newSubadminBody } from '../fixtures/subadmin';

let mock: TestMock;
let tokens: Record<AccountName, string>;

beforeAll(async () => {
  mock = await startMock();
  tokens = await mock.loginAll();
});
afterAll(() => mock.stop());

const ADD = '/superadmin/user-registration';
const edit = (id: string) => `/superadmin/user/${id}`;
let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    sFirstName: 'Ada',
    sLastName: 'Lovelace',
    sUserName: `ada.${counter}`,
    sEmail: `legacy.${counter}@example.com`,
    sJobTitle: 'Analyst',
    sPassword: 'secret1',
    sConfirmPassword: 'secret1',
    eRole: 'User',
    eAccess: 'Read',
    sSensorType: 'thermal',
    nSensorId: 7,
    ...overrides,
  };
};
const editBody = (added: ReturnType<typeof body>, overrides: Record<string, unknown> = {}) => {
  const { sPassword: _p, sConfirmPassword: _c, ...rest } = added;
  return { ...rest, ...overrides };
};
const add = (sent: object, token = tokens.admin) => mock.call('post', ADD, token).send(sent);
const read = async (id: string) =>
  (await mock.call('get', `/admin/subadmin/${id}`, tokens.admin).expect(200)).body.data;

/** A sub-admin of the current form with these rights, signed in. */
async function subadminWith(perms: PermissionSet) {
  const sent = { ...newSubadminBody(`current.${++counter}@example.com`), aPermissions: perms };
  const res = await mock.call('post', '/admin/subadmin', tokens.admin).send(sent).expect(201);
  const token = await mock.login({ sEmail: sent.sEmail, sPassword: sent.sPassword });
  return { id: res.body.data._id as string, token };
}

describe('POST /superadmin/user-registration', () => {
  it.each([
    ['Admin', 'Write'],
    ['Admin', 'Read'],
    ['User', 'Write'],
    ['User', 'Read'],
  ] as const)('adds a %s with %s access who signs in with the table rights', async (eRole, eAccess) => {
    const sent = body({ eRole, eAccess });
    const res = await add(sent).expect(201);
    expect(res.body.message).toBe('Sub-admin added successfully.');
    const effective = eRole === 'Admin' ? 'Write' : eAccess;
    expect(res.body.data).toMatchObject({
      sFullName: 'Ada Lovelace',
      sEmail: sent.sEmail,
      eStatus: 'y',
      sFirstName: 'Ada',
      sUserName: sent.sUserName,
      eRole,
      eAccess: effective,
      nSensorId: 7,
      sSensorType: 'thermal',
    });
    expect(res.body.data).not.toHaveProperty('sPassword');
    const login = await mock
      .call('post', '/admin/login')
      .send({ sEmail: sent.sEmail, sPassword: 'secret1' })
      .expect(200);
    expect(login.body.data.aPermissions).toEqual(legacyPermissions(eRole, effective));
    const stored = (await read(res.body.data._id)) as Record<string, unknown>;
    expect(stored).toMatchObject({ eRole, eAccess: effective, sJobTitle: 'Analyst' });
  });

  it.each([
    [{ sFirstName: '' }, 'First Name is required'],
    [{ sLastName: ' ' }, 'Last Name is required'],
    [{ sUserName: '' }, 'User Name is required'],
    [{ sUserName: 'Ada!' }, 'Please enter valid user name'],
    [{ sEmail: '' }, 'Email is required'],
    [{ sJobTitle: '' }, 'Job Title is required'],
    [{ sPassword: '', sConfirmPassword: '' }, 'Password is required'],
    [{ sConfirmPassword: '' }, 'Retype Password is required'],
    [{ sConfirmPassword: 'secret2' }, 'Password not matched'],
    [{ nSensorId: undefined }, 'Id is required'],
    [{ nSensorId: -1 }, 'Id must be a whole number of 0 or more'],
    [{ eRole: 'Owner' }, 'Role is required'],
  ])('validates %j -> %s (400, nothing stored)', async (overrides, message) => {
    const before = (await mock.call('post', '/admin/subadmin/list', tokens.admin).send({})).body.total;
    const res = await add(body(overrides)).expect(400);
    expect(res.body.message).toBe(message);
    expect((await mock.call('post', '/admin/subadmin/list', tokens.admin).send({})).body.total).toBe(before);
  });

  it('answers in French', async () => {
    const res = await mock
      .call('post', ADD, tokens.admin, 'fr-FR')
      .send(body({ sJobTitle: '' }))
      .expect(400);
    expect(res.body.message).toBe('La fonction est obligatoire');
  });

  it('answers 409 for a taken email or user name, whatever the case', async () => {
    const first = body();
    await add(first).expect(201);
    await add(body({ sEmail: first.sEmail.toUpperCase() })).expect(409);
    await add(body({ sEmail: ACCOUNTS.editor.sEmail })).expect(409);
    const taken = await add(body({ sUserName: first.sUserName })).expect(409);
    expect(taken.body.message).toBe('A user with this user name already exists.');
  });

  it('needs Subadmin Add (401, 403)', async () => {
    await add(body(), '').expect(401);
    await add(body(), tokens.editor).expect(403);
    const viewer = await subadminWith(permissionSetFrom({ Subadmin: ['View', 'Edit'] }));
    await add(body(), viewer.token).expect(403);
  });

  it('refuses a role and access that grant more than the caller holds (403)', async () => {
    const adder = await subadminWith(permissionSetFrom({ Subadmin: ['View', 'Add'], Customers: ['View'] }));
    const res = await add(body({ eRole: 'User', eAccess: 'Read' }), adder.token).expect(403);
    expect(res.body.message).toBe('You cannot grant a permission you do not hold yourself.');
    // Holding everything a User with Read holds, it may add one.
    const reader = await subadminWith(
      permissionSetFrom({
        ...Object.fromEntries(legacyPermissions('User', 'Read').map((m) => [m.permissions, ['View']])),
        Subadmin: ['View', 'Add'],
      }),
    );
    await add(body({ eRole: 'User', eAccess: 'Read' }), reader.token).expect(201);
    await add(body({ eRole: 'Admin' }), reader.token).expect(403);
  });
});

describe('PUT /superadmin/user/{id}', () => {
  it('edits the fields, and keeps the permissions while role and access stay', async () => {
    const sent = body({ eRole: 'User', eAccess: 'Write' });
    const id = (await add(sent).expect(201)).body.data._id as string;
    // The matrix refines the rights: the older form's next save must not undo that.
    const refined = permissionSetFrom({ Customers: ['View'], Transaction: ['View'] });
    await mock
      .call('put', `/admin/subadmin/${id}`, tokens.admin)
      .send({ sEmail: sent.sEmail, sFullName: 'Ada King', aPermissions: refined })
      .expect(200);
    expect(await read(id)).toMatchObject({
      sFirstName: 'Ada',
      sLastName: 'King',
      sJobTitle: 'Analyst',
      eRole: 'User',
    });
    const res = await mock
      .call('put', edit(id), tokens.admin)
      .send(editBody(sent, { sLastName: 'Byron', sJobTitle: 'Lead' }))
      .expect(200);
    expect(res.body.message).toBe('Sub-admin updated successfully.');
    expect(res.body.data).toMatchObject({ sFullName: 'Ada Byron', sJobTitle: 'Lead', aPermissions: refined });
    // A changed access applies the table.
    const changed = await mock
      .call('put', edit(id), tokens.admin)
      .send(editBody(sent, { eAccess: 'Read' }))
      .expect(200);
    expect(changed.body.data.aPermissions).toEqual(legacyPermissions('User', 'Read'));
    expect(changed.body.data.eAccess).toBe('Read');
  });

  it('edits an account of the current form without touching its rights until a role is chosen', async () => {
    const perms = permissionSetFrom({ Customers: ['View', 'Edit'] });
    const current = await subadminWith(perms);
    const fields = editBody(body({ eRole: '', eAccess: '' }));
    const res = await mock.call('put', edit(current.id), tokens.admin).send(fields).expect(200);
    expect(res.body.data.aPermissions).toEqual(perms);
    expect(res.body.data).not.toHaveProperty('eRole');
    expect(res.body.data.sSensorType).toBe('thermal');
    const admin = await mock
      .call('put', edit(current.id), tokens.admin)
      .send({ ...fields, eRole: 'Admin' })
      .expect(200);
    expect(admin.body.data.aPermissions).toEqual(fullPermissionSet(true));
    expect(admin.body.data.eAccess).toBe('Write');
  });

  it('keeps the legacy fields through an edit in the permission matrix', async () => {
    const sent = body();
    const id = (await add(sent).expect(201)).body.data._id as string;
    await mock
      .call('put', `/admin/subadmin/${id}`, tokens.admin)
      .send({
        sEmail: sent.sEmail,
        sFullName: 'Ada Lovelace',
        aPermissions: permissionSetFrom({ Dashboard: ['View'] }),
      })
      .expect(200);
    expect(await read(id)).toMatchObject({
      sUserName: sent.sUserName,
      nSensorId: 7,
      eRole: 'User',
      eAccess: 'Read',
    });
  });

  it('answers 400, 404, 409 and 403 as the sub-admin edit does, changing nothing', async () => {
    const sent = body();
    const id = (await add(sent).expect(201)).body.data._id as string;
    const other = body();
    await add(other).expect(201);
    expect(
      (
        await mock
          .call('put', edit(id), tokens.admin)
          .send(editBody(sent, { nSensorId: 'x' }))
          .expect(400)
      ).body.message,
    ).toBe('Id must be a whole number of 0 or more');
    await mock.call('put', edit('000000000000000000000000'), tokens.admin).send(editBody(sent)).expect(404);
    await mock
      .call('put', edit(id), tokens.admin)
      .send(editBody(sent, { sEmail: other.sEmail }))
      .expect(409);
    await mock
      .call('put', edit(id), tokens.admin)
      .send(editBody(sent, { sUserName: other.sUserName }))
      .expect(409);
    await mock.call('put', edit(id), tokens.editor).send(editBody(sent)).expect(403);
    // An editor holding less than the target cannot change it, nor raise an account above itself.
    const editor = await subadminWith(permissionSetFrom({ Subadmin: ['View', 'Edit'], Customers: ['View'] }));
    await mock.call('put', edit(id), editor.token).send(editBody(sent)).expect(403);
    const weak = await subadminWith(permissionSetFrom({ Customers: ['View'] }));
    await mock
      .call('put', edit(weak.id), editor.token)
      .send(editBody(body(), { eRole: 'Admin' }))
      .expect(403);
    expect(await read(id)).toMatchObject({ sEmail: sent.sEmail, sUserName: sent.sUserName });
  });

  it('never reaches the super admin', async () => {
    const verify = await mock.call('get', '/admin/token/verify', tokens.admin).expect(200);
    await mock.call('put', edit(verify.body.data._id), tokens.admin).send(editBody(body())).expect(404);
  });
});
