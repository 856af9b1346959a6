import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_OPERATIONS, permissionSetFrom, type PermissionSet } from '../../src/domain/permissions';
import type { Subadmin } from '../../src/domain/subadmin';
import { SUBADMIN_PASSWORD } from '../../mock-server/seed';
import { ACCOUNTS, API, startMock, type AccountName, type TestMock } from './helpers';
import { newSubadminBody } from '../fixtures/subadmin';

let mock: TestMock;
let tokens: Record<AccountName, string>;
let superAdminId = '';

beforeAll(async () => {
  mock = await startMock();
  tokens = await mock.loginAll();
  const verify = await mock.api.get(`${API}/admin/token/verify`).set('Authorization', tokens.admin);
  superAdminId = verify.body.data._id;
});
afterAll(() => mock.stop());

const list = (body: object, token = tokens.admin) =>
  mock.call('post', '/admin/subadmin/list', token).send(body);

let counter = 0;
const newEmail = (prefix = 'sub') => `${prefix}.${++counter}@example.com`;
const validBody = (overrides: Record<string, unknown> = {}) => ({
  ...newSubadminBody(newEmail(), { Customers: ['View'] }, { password: 'secret1' }),
  ...overrides,
});

/** Creates a sub-admin as the super admin and logs it in. */
async function createSub(perms: PermissionSet, password = 'secret1') {
  const body = validBody({ aPermissions: perms, sPassword: password, sConfirmPassword: password });
  const res = await mock.call('post', '/admin/subadmin', tokens.admin).send(body).expect(201);
  const token = await mock.login({ sEmail: body.sEmail, sPassword: password });
  return { id: res.body.data._id as string, email: body.sEmail, token };
}

describe('POST /admin/subadmin/list', () => {
  it('pages the sub-admins only, never a password', async () => {
    const res = await list({ start: 0, limit: 10 }).expect(200);
    expect(res.body.message).toBe('Sub-admins fetched successfully.');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBeGreaterThanOrEqual(42);
    const all = await list({ start: 0, limit: 100 }).expect(200);
    const rows = all.body.data as Record<string, unknown>[];
    expect(rows.map((r) => r._id)).not.toContain(superAdminId);
    expect(rows.map((r) => r.sEmail)).not.toContain(ACCOUNTS.admin.sEmail);
    for (const r of rows) {
      expect(r).not.toHaveProperty('sPassword');
      expect(Object.keys(r).sort()).toEqual(
        [
          '_id',
          'aPermissions',
          'dCreatedAt',
          'dUpdatedAt',
          'eStatus',
          'sCountryCode',
          'sEmail',
          'sFullName',
          'sMobileNumber',
        ].sort(),
      );
    }
    const second = await list({ start: 10, limit: 10 }).expect(200);
    expect(second.body.data[0]._id).toBe(rows[10]._id);
  });

  it('searches the first column (or search_by) and sorts by one column', async () => {
    const byName = await list({ search: 'giftdesk edit', limit: 50 }).expect(200);
    expect(byName.body.data.map((r: Subadmin) => r.sEmail)).toEqual(['editor@example.com']);
    const byEmail = await list({ search: 'NOBODY@', search_by: 'sEmail' }).expect(200);
    expect(byEmail.body.data.map((r: Subadmin) => r.sEmail)).toEqual(['nobody@example.com']);
    const sorted = await list({ sort: 'sFullName', order: 'asc', limit: 100 }).expect(200);
    const names = sorted.body.data.map((r: Subadmin) => r.sFullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = await list({ sort: 'sFullName', order: 'desc', limit: 5 }).expect(200);
    expect(desc.body.data[0].sFullName.toLowerCase()).toBe(names[names.length - 1]);
  });

  it('answers 401 without a token and 403 without any Subadmin operation', async () => {
    expect((await list({}, '').expect(401)).body.message).toBe('Authentication token is missing.');
    expect((await list({}, tokens.nobody).expect(403)).body.message).toBe(
      'You do not have permission to perform this action.',
    );
    await list({}, tokens.editor).expect(403);
  });

  it('opens to any one Subadmin operation (the list serves Edit-only and Delete-only users too)', async () => {
    const editOnly = await createSub(permissionSetFrom({ Subadmin: ['Edit'] }));
    await list({}, editOnly.token).expect(200);
    await mock.call('get', `/admin/subadmin/${editOnly.id}`, editOnly.token).expect(200);
  });

  it('refuses a body that is not an object', async () => {
    await mock
      .call('post', '/admin/subadmin/list', tokens.admin)
      .set('Content-Type', 'application/json')
      .send('[1,2]')
      .expect(400);
  });
});

describe('POST /admin/subadmin (create)', () => {
  it('creates an active sub-admin with a bcrypt hash and a normalized permission set', async () => {
    const body = validBody({
      sEmail: '  New.Sub@Example.com ',
      aPermissions: [{ permissions: 'Customers', operations: [{ name: 'View', canOperate: 'true' }] }],
    });
    const res = await mock.call('post', '/admin/subadmin', tokens.admin).send(body).expect(201);
    expect(res.body.message).toBe('Sub-admin added successfully.');
    const created = res.body.data as Subadmin;
    expect(created).toMatchObject({
      sEmail: 'New.Sub@Example.com',
      eStatus: 'y',
      sMobileNumber: '612 345 678',
    });
    expect(created).not.toHaveProperty('sPassword');
    expect(created.aPermissions).toEqual(permissionSetFrom({ Customers: ['View'] }));
    expect(created.aPermissions).toHaveLength(Object.keys(MODULE_OPERATIONS).length);

    const stored = (await mock.readData()).admins.find((a) => a._id === created._id);
    expect(stored?.eRole).toBe('sub');
    expect(stored?.sPassword).not.toBe('secret1');
    expect(await bcrypt.compare('secret1', stored?.sPassword ?? '')).toBe(true);
    // The new sub-admin logs in with its permissions.
    const login = await mock
      .call('post', '/admin/login')
      .send({ sEmail: 'new.sub@example.com', sPassword: 'secret1' })
      .expect(200);
    expect(login.body.data.aPermissions).toEqual(permissionSetFrom({ Customers: ['View'] }));
  });

  it('answers 409 for an email already used, in any case (the super admin included)', async () => {
    const body = validBody();
    await mock.call('post', '/admin/subadmin', tokens.admin).send(body).expect(201);
    const again = await mock
      .call('post', '/admin/subadmin', tokens.admin)
      .send(validBody({ sEmail: body.sEmail.toUpperCase() }))
      .expect(409);
    expect(again.body).toEqual({
      status: 409,
      message: 'A sub-admin or admin with this email already exists.',
    });
    await mock
      .call('post', '/admin/subadmin', tokens.admin)
      .send(validBody({ sEmail: 'ADMIN@example.com' }))
      .expect(409);
    const fr = await mock
      .call('post', '/admin/subadmin', tokens.admin, 'fr-FR')
      .send(validBody({ sEmail: body.sEmail }))
      .expect(409);
    expect(fr.body.message).toBe('Un sous-administrateur ou un administrateur utilise déjà cet e-mail.');
  });

  it.each([
    [{ sEmail: '' }, 'Email is required'],
    [{ sEmail: 'nope@' }, 'Email is not valid'],
    [{ sFullName: '  ' }, 'Full name is required'],
    [{ sCountryCode: '' }, 'Country Code is required'],
    [{ sCountryCode: '+12345' }, 'Country Code is not valid'],
    [{ sCountryCode: '4a' }, 'Country Code is not valid'],
    [{ sMobileNumber: '' }, 'Mobile Number is required'],
    [{ sMobileNumber: '12345' }, 'Mobile Number is not valid'],
    [{ sMobileNumber: '12345678901' }, 'Mobile Number is not valid'],
    [{ sMobileNumber: '123  456' }, 'Mobile Number is not valid'],
    [{ sMobileNumber: '12a456' }, 'Mobile Number is not valid'],
    [{ sPassword: '', sConfirmPassword: '' }, 'Password is required'],
    [{ sPassword: 'abc', sConfirmPassword: 'abc' }, 'Password should be 6 characters'],
    [{ sPassword: 'a'.repeat(16), sConfirmPassword: 'a'.repeat(16) }, 'Password must be between 6 and 15'],
    [{ sConfirmPassword: '' }, 'Confirm Password is required'],
    [{ sConfirmPassword: 'secret2' }, 'Password not matched'],
  ])('validates %j -> %s', async (overrides, message) => {
    const res = await mock
      .call('post', '/admin/subadmin', tokens.admin)
      .send(validBody(overrides))
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers the field messages in French', async () => {
    const res = await mock
      .call('post', '/admin/subadmin', tokens.admin, 'fr-FR')
      .send(validBody({ sMobileNumber: '12' }))
      .expect(400);
    expect(res.body.message).toBe("Le numéro de mobile n'est pas valide");
  });

  it.each([
    ['an unknown module', [{ permissions: 'Root', operations: [{ name: 'View', canOperate: 'true' }] }]],
    [
      'an operation the module lacks',
      [{ permissions: 'Dashboard', operations: [{ name: 'Delete', canOperate: 'true' }] }],
    ],
    ['a module twice', [...permissionSetFrom({}), ...permissionSetFrom({})]],
    [
      'a flag that is not a flag',
      [{ permissions: 'Dashboard', operations: [{ name: 'View', canOperate: 'yes' }] }],
    ],
    ['not a list', { Dashboard: ['View'] }],
  ])('refuses %s in aPermissions (400)', async (_label, aPermissions) => {
    const res = await mock
      .call('post', '/admin/subadmin', tokens.admin)
      .send(validBody({ aPermissions }))
      .expect(400);
    expect(res.body.message).toBe('The permissions are not valid');
  });

  it("stores canOperate as 'true' or '' whatever denial text was sent", async () => {
    const res = await mock
      .call('post', '/admin/subadmin', tokens.admin)
      .send(
        validBody({
          aPermissions: [
            {
              permissions: 'CMS',
              operations: [
                { name: 'View', canOperate: 'false' },
                { name: 'Edit', canOperate: 'true' },
              ],
            },
          ],
        }),
      )
      .expect(201);
    const cms = (res.body.data as Subadmin).aPermissions.find((p) => p.permissions === 'CMS');
    expect(cms?.operations).toEqual([
      { name: 'View', canOperate: '' },
      { name: 'Edit', canOperate: 'true' },
    ]);
  });

  it('stores only the listed fields (no role, status or id from the body)', async () => {
    const body = { ...validBody(), eRole: 'super', eStatus: 'n', _id: 'chosen', sCountry: 'X' };
    const res = await mock.call('post', '/admin/subadmin', tokens.admin).send(body).expect(201);
    expect(res.body.data._id).not.toBe('chosen');
    const stored = (await mock.readData()).admins.find((a) => a._id === res.body.data._id);
    expect(stored).toMatchObject({ eRole: 'sub', eStatus: 'y', sCountry: '' });
  });

  it('needs the Add operation (403) and refuses grants beyond the caller (403)', async () => {
    await mock.call('post', '/admin/subadmin', tokens.editor).send(validBody()).expect(403);
    const adder = await createSub(permissionSetFrom({ Subadmin: ['View', 'Add'], Customers: ['View'] }));
    await mock
      .call('post', '/admin/subadmin', adder.token)
      .send(validBody({ aPermissions: permissionSetFrom({ Customers: ['View'] }) }))
      .expect(201);
    const beyond = await mock
      .call('post', '/admin/subadmin', adder.token)
      .send(validBody({ aPermissions: permissionSetFrom({ Customers: ['View', 'Delete'] }) }))
      .expect(403);
    expect(beyond.body.message).toBe('You cannot grant a permission you do not hold yourself.');
  });
});

describe('GET /admin/subadmin/{id}', () => {
  it('answers the record with its full permission set and no password', async () => {
    const sub = await createSub(permissionSetFrom({ Transaction: ['View'] }));
    const res = await mock.call('get', `/admin/subadmin/${sub.id}`, tokens.admin).expect(200);
    expect(res.body.message).toBe('Sub-admin fetched successfully.');
    expect(res.body.data).toMatchObject({ _id: sub.id, sEmail: sub.email, sCountryCode: '+33' });
    expect(res.body.data).not.toHaveProperty('sPassword');
    expect(res.body.data.aPermissions).toEqual(permissionSetFrom({ Transaction: ['View'] }));
  });

  it("answers 404 for an unknown id and for the super admin's", async () => {
    await mock.call('get', '/admin/subadmin/unknown', tokens.admin).expect(404);
    const res = await mock.call('get', `/admin/subadmin/${superAdminId}`, tokens.admin).expect(404);
    expect(res.body.message).toBe('Record not found.');
  });

  it('answers 401 / 403 before 404', async () => {
    await mock.call('get', '/admin/subadmin/unknown').expect(401);
    await mock.call('get', '/admin/subadmin/unknown', tokens.nobody).expect(403);
  });
});

describe('PUT /admin/subadmin/{id}', () => {
  const update = (id: string, body: object, token = tokens.admin) =>
    mock.call('put', `/admin/subadmin/${id}`, token).send(body);
  const editBody = (overrides: Record<string, unknown> = {}) => ({
    sEmail: newEmail('edit'),
    sFullName: 'Edited Name',
    sCountryCode: '+44',
    sMobileNumber: '7700900123',
    aPermissions: permissionSetFrom({ Customers: ['View', 'Edit'] }),
    ...overrides,
  });

  it('updates the listed fields and the target sees its new rights at its next verify', async () => {
    const sub = await createSub(permissionSetFrom({ Customers: ['View'] }));
    const body = editBody({ sPassword: 'changed!', eRole: 'super', eStatus: 'n' });
    const res = await update(sub.id, body).expect(200);
    expect(res.body.message).toBe('Sub-admin updated successfully.');
    expect(res.body.data).toMatchObject({ sEmail: body.sEmail, sFullName: 'Edited Name', eStatus: 'y' });
    const verify = await mock.call('get', '/admin/token/verify', sub.token).expect(200);
    expect(verify.body.data.aPermissions).toEqual(permissionSetFrom({ Customers: ['View', 'Edit'] }));
    expect(verify.body.data.eRole).toBe('sub');
    // The password did not change through PUT.
    await mock.login({ sEmail: body.sEmail, sPassword: 'secret1' });
  });

  it('requires only email and full name in edit mode', async () => {
    const sub = await createSub(permissionSetFrom({}));
    const res = await update(sub.id, { sEmail: sub.email, sFullName: 'Only Two' }).expect(200);
    expect(res.body.data).toMatchObject({ sCountryCode: '', sMobileNumber: '', sFullName: 'Only Two' });
    expect((await update(sub.id, { sEmail: sub.email, sFullName: '' }).expect(400)).body.message).toBe(
      'Full name is required',
    );
    expect((await update(sub.id, { sEmail: '', sFullName: 'X' }).expect(400)).body.message).toBe(
      'Email is required',
    );
    expect(
      (await update(sub.id, { sEmail: sub.email, sFullName: 'X', sMobileNumber: '12' }).expect(400)).body
        .message,
    ).toBe('Mobile Number is not valid');
  });

  it('answers 409 when the email belongs to someone else, 404 for the super admin and unknown ids', async () => {
    const sub = await createSub(permissionSetFrom({}));
    const res = await update(sub.id, editBody({ sEmail: 'Editor@Example.com' })).expect(409);
    expect(res.body.message).toBe('A sub-admin or admin with this email already exists.');
    await update(sub.id, editBody({ sEmail: sub.email.toUpperCase() })).expect(200);
    await update(superAdminId, editBody()).expect(404);
    await update('unknown', editBody()).expect(404);
    await update(sub.id, editBody(), tokens.editor).expect(403);
  });

  it('keeps a sub-admin from granting or giving itself more than it holds', async () => {
    const own = permissionSetFrom({ Subadmin: ['View', 'Edit'], Customers: ['View'] });
    const editor = await createSub(own);
    const target = await createSub(permissionSetFrom({ Customers: ['View'] }));
    await update(
      target.id,
      editBody({ aPermissions: permissionSetFrom({ Subadmin: ['View'] }) }),
      editor.token,
    ).expect(200);
    const grant = await update(
      target.id,
      editBody({ aPermissions: permissionSetFrom({ Customers: ['View', 'Delete'] }) }),
      editor.token,
    ).expect(403);
    expect(grant.body.message).toBe('You cannot grant a permission you do not hold yourself.');
    const self = await update(
      editor.id,
      editBody({ aPermissions: permissionSetFrom({ Subadmin: ['View', 'Add', 'Edit', 'Delete'] }) }),
      editor.token,
    ).expect(403);
    expect(self.body.message).toBe('You cannot grant a permission you do not hold yourself.');
    // Editing itself within its own rights (or fewer) is allowed.
    await update(editor.id, editBody({ sEmail: editor.email, aPermissions: own }), editor.token).expect(200);
  });

  it('keeps a sub-admin from changing a stronger one (403)', async () => {
    const weak = await createSub(permissionSetFrom({ Subadmin: ['View', 'Edit', 'Delete'] }));
    const strong = await createSub(
      permissionSetFrom({ Subadmin: ['View', 'Edit', 'Delete'], Customers: ['View'] }),
    );
    const res = await update(strong.id, editBody({ aPermissions: permissionSetFrom({}) }), weak.token).expect(
      403,
    );
    expect(res.body.message).toBe('This sub-admin holds permissions you do not have: you cannot change it.');
    await mock
      .call('post', '/admin/subadmin/changestatus', weak.token)
      .send({ _id: strong.id, eStatus: 'n' })
      .expect(403);
    await mock.call('delete', `/admin/subadmin/${strong.id}`, weak.token).expect(403);
  });
});

describe('POST /admin/subadmin/changestatus', () => {
  const setStatus = (body: object, token = tokens.admin) =>
    mock.call('post', '/admin/subadmin/changestatus', token).send(body);

  it('deactivates: the sub-admin is logged out and cannot log in; reactivates', async () => {
    const sub = await createSub(permissionSetFrom({ Customers: ['View'] }));
    const off = await setStatus({ _id: sub.id, eStatus: 'n' }).expect(200);
    expect(off.body.message).toBe('Sub-admin deactivated successfully.');
    expect(off.body.data.eStatus).toBe('n');
    // The open page is told why its session ended.
    const verify = await mock.call('get', '/admin/token/verify', sub.token).expect(401);
    expect(verify.body.message).toBe('Your account is inactive. Please contact the administrator.');
    const login = await mock
      .call('post', '/admin/login')
      .send({ sEmail: sub.email, sPassword: 'secret1' })
      .expect(401);
    expect(login.body.message).toBe('Your account is inactive. Please contact the administrator.');
    // Its sessions stay only as markers of why they ended, never live again.
    const left = (await mock.readData()).sessions.filter((s) => s.iAdminId === sub.id);
    expect(left.every((s) => s.bAccountInactive)).toBe(true);

    const on = await setStatus({ _id: sub.id, eStatus: 'y' }).expect(200);
    expect(on.body.message).toBe('Sub-admin activated successfully.');
    await mock.call('get', '/admin/token/verify', sub.token).expect(401);
    await mock.login({ sEmail: sub.email, sPassword: 'secret1' });
  });

  it('a seeded inactive sub-admin cannot log in', async () => {
    const rows = (await list({ eStatus: 'n', limit: 1 }).expect(200)).body.data as Subadmin[];
    expect(rows[0]?.eStatus).toBe('n');
    await mock
      .call('post', '/admin/login')
      .send({ sEmail: rows[0].sEmail, sPassword: SUBADMIN_PASSWORD })
      .expect(401);
  });

  it('validates, answers 404 for the super admin, needs Edit, refuses to deactivate oneself', async () => {
    const sub = await createSub(permissionSetFrom({ Subadmin: ['View', 'Edit'] }));
    expect((await setStatus({ _id: sub.id, eStatus: 'x' }).expect(400)).body.message).toBe(
      'The status must be y or n',
    );
    expect((await setStatus({ eStatus: 'n' }).expect(400)).body.message).toBe('The sub-admin id is required');
    await setStatus({ _id: superAdminId, eStatus: 'n' }).expect(404);
    await setStatus({ _id: 'unknown', eStatus: 'n' }).expect(404);
    await setStatus({ _id: sub.id, eStatus: 'n' }, tokens.editor).expect(403);
    const self = await setStatus({ _id: sub.id, eStatus: 'n' }, sub.token).expect(403);
    expect(self.body.message).toBe('You cannot deactivate or delete your own account.');
    await mock.call('get', '/admin/token/verify', tokens.admin).expect(200);
  });
});

describe('DELETE /admin/subadmin/{id}', () => {
  it('deletes: gone from the list, its sessions end, its login fails', async () => {
    const sub = await createSub(permissionSetFrom({ Customers: ['View'] }));
    const res = await mock.call('delete', `/admin/subadmin/${sub.id}`, tokens.admin).expect(200);
    expect(res.body.message).toBe('Sub-admin deleted successfully.');
    await mock.call('get', `/admin/subadmin/${sub.id}`, tokens.admin).expect(404);
    await mock.call('get', '/admin/token/verify', sub.token).expect(401);
    await mock.call('post', '/admin/login').send({ sEmail: sub.email, sPassword: 'secret1' }).expect(401);
    await mock.call('delete', `/admin/subadmin/${sub.id}`, tokens.admin).expect(404);
  });

  it('needs Delete, never deletes the super admin or oneself', async () => {
    const sub = await createSub(permissionSetFrom({ Subadmin: ['View', 'Delete'] }));
    await mock.call('delete', `/admin/subadmin/${sub.id}`, tokens.editor).expect(403);
    await mock.call('delete', `/admin/subadmin/${superAdminId}`, tokens.admin).expect(404);
    await mock.call('delete', `/admin/subadmin/${superAdminId}`, sub.token).expect(404);
    expect((await mock.call('delete', `/admin/subadmin/${sub.id}`, sub.token).expect(403)).body.message).toBe(
      'You cannot deactivate or delete your own account.',
    );
    await mock.call('get', '/admin/token/verify', tokens.admin).expect(200);
  });
});
