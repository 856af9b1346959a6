/** The older form's table (role and access -> permissions) and its shared schema (platform.md s.5). */
import { describe, expect, it } from 'vitest';
import {
  LEGACY_KEYS,
  legacyPermissions,
  legacyUserCreateSchema,
  legacyUserUpdateSchema,
  splitFullName,
  legacyFullName,
} from '../../src/domain/legacyUser';
import {
  MODULES,
  MODULE_OPERATIONS,
  fullPermissionSet,
  permissionSetFrom,
} from '../../src/domain/permissions';
import { VALIDATION_KEYS } from '../../src/domain/validation';
import en from '../../src/legacyUsers/i18n/en';
import fr from '../../src/legacyUsers/i18n/fr';
import ar from '../../src/legacyUsers/i18n/ar';

const everyModule = (ops: (module: (typeof MODULES)[number]) => readonly string[]) =>
  Object.fromEntries(MODULES.map((module) => [module, ops(module)]));
const granted = (set: ReturnType<typeof legacyPermissions>) =>
  Object.fromEntries(
    set.map((entry) => [
      entry.permissions,
      entry.operations.filter((op) => op.canOperate === 'true').map((op) => op.name),
    ]),
  );

describe('legacyPermissions: the one table', () => {
  it('Admin holds every operation of every module, whatever access was sent', () => {
    expect(legacyPermissions('Admin', 'Write')).toEqual(fullPermissionSet(true));
    expect(legacyPermissions('Admin', 'Read')).toEqual(fullPermissionSet(true));
  });

  it('User with Write: every operation but Delete, and only View of the sub-admins', () => {
    expect(granted(legacyPermissions('User', 'Write'))).toEqual(
      everyModule((module) =>
        module === 'Subadmin' ? ['View'] : MODULE_OPERATIONS[module].filter((op) => op !== 'Delete'),
      ),
    );
  });

  it('User with Read: View of every module, nothing else', () => {
    expect(legacyPermissions('User', 'Read')).toEqual(
      permissionSetFrom(everyModule(() => ['View']) as Parameters<typeof permissionSetFrom>[0]),
    );
  });
});

const valid = {
  sFirstName: ' Ada ',
  sLastName: 'Lovelace',
  sUserName: 'ada.l',
  sEmail: 'ada@example.com',
  sJobTitle: 'Analyst',
  sPassword: 'secret1',
  sConfirmPassword: 'secret1',
  eRole: 'User',
  eAccess: 'Write',
  sSensorType: 'thermal',
  nSensorId: 0,
};
const firstError = (schema: typeof legacyUserCreateSchema | typeof legacyUserUpdateSchema, body: object) =>
  schema.safeParse(body).error?.issues[0]?.message;

describe('legacyUserCreateSchema', () => {
  it('accepts the older form, trimmed, and forces Write for Admin', () => {
    expect(legacyUserCreateSchema.parse(valid)).toMatchObject({ sFirstName: 'Ada', nSensorId: 0 });
    expect(legacyUserCreateSchema.parse({ ...valid, eRole: 'Admin', eAccess: 'Read' }).eAccess).toBe('Write');
    expect(legacyUserCreateSchema.parse({ ...valid, eRole: 'Admin', eAccess: undefined }).eAccess).toBe(
      'Write',
    );
    expect(legacyUserCreateSchema.parse({ ...valid, nSensorId: '42' }).nSensorId).toBe(42);
  });

  it.each([
    [{ sFirstName: ' ' }, LEGACY_KEYS.firstNameRequired],
    [{ sLastName: '' }, LEGACY_KEYS.lastNameRequired],
    [{ sUserName: undefined }, LEGACY_KEYS.userNameRequired],
    [{ sUserName: 'Ada' }, LEGACY_KEYS.userNameInvalid],
    [{ sUserName: 'a..b' }, LEGACY_KEYS.userNameInvalid],
    [{ sUserName: 'a__b' }, LEGACY_KEYS.userNameInvalid],
    [{ sEmail: '' }, VALIDATION_KEYS.emailRequired],
    [{ sJobTitle: '' }, LEGACY_KEYS.jobTitleRequired],
    [{ sPassword: '', sConfirmPassword: '' }, VALIDATION_KEYS.passwordRequired],
    [{ sConfirmPassword: '' }, LEGACY_KEYS.retypeRequired],
    [{ sConfirmPassword: 'secret2' }, VALIDATION_KEYS.passwordNotMatched],
    [{ nSensorId: null }, LEGACY_KEYS.idRequired],
    [{ nSensorId: '' }, LEGACY_KEYS.idRequired],
    [{ nSensorId: -1 }, LEGACY_KEYS.idInvalid],
    [{ nSensorId: 1.5 }, LEGACY_KEYS.idInvalid],
    [{ nSensorId: 'x1' }, LEGACY_KEYS.idInvalid],
    [{ eRole: 'Root' }, LEGACY_KEYS.roleRequired],
    [{ eAccess: undefined }, LEGACY_KEYS.accessRequired],
    [{ eAccess: 'Admin' }, LEGACY_KEYS.accessRequired],
  ])('%j -> %s', (overrides, key) => {
    expect(firstError(legacyUserCreateSchema, { ...valid, ...overrides })).toBe(key);
  });
});

describe('legacyUserUpdateSchema', () => {
  const { sPassword: _p, sConfirmPassword: _c, ...edit } = valid;
  it('needs no password, and takes role and access together or not at all', () => {
    expect(legacyUserUpdateSchema.parse({ ...edit, sPassword: 'ignored' })).not.toHaveProperty('sPassword');
    const without = legacyUserUpdateSchema.parse({ ...edit, eRole: '', eAccess: '' });
    expect(without.eRole).toBeUndefined();
    expect(without.eAccess).toBeUndefined();
    expect(firstError(legacyUserUpdateSchema, { ...edit, eRole: undefined })).toBe(LEGACY_KEYS.roleRequired);
  });
});

describe('names and texts', () => {
  it('a full name splits and joins back to itself', () => {
    expect(splitFullName('  Mary Ann  Smith ')).toEqual({ sFirstName: 'Mary', sLastName: 'Ann Smith' });
    expect(legacyFullName('Mary', 'Ann Smith')).toBe('Mary Ann Smith');
    expect(splitFullName('Cher')).toEqual({ sFirstName: 'Cher', sLastName: '' });
  });

  it('every locale has every text of the older form', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    expect(en.gd.legacyUsers.validation.first_name_required).toBe('First Name is required');
  });
});
