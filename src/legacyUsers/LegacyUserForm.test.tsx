import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN, fakeAuthProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { pressWhenEnabled } from '../../tests/support/pressWhenEnabled';
import { expectRequiredOfSchema, withoutRequiredMark } from '../../tests/support/requiredFields';
import { legacyPermissions, legacyUserCreateSchema, legacyUserUpdateSchema } from '../domain/legacyUser';
import { permissionSetFrom } from '../domain/permissions';
import type { Locale } from '../i18n/locales';
import enValidation from '../i18n/en/validation';
import frValidation from '../i18n/fr/validation';
import { legacyUsers as enTexts } from './i18n/en';
import { legacyUsers as frTexts } from './i18n/fr';
import { LegacyUserForm, NEW_LEGACY_USER, type LegacyUserFormMode } from './LegacyUserForm';

const TEXTS = {
  'en-US': { legacy: enTexts, validation: enValidation },
  'fr-FR': { legacy: frTexts, validation: frValidation },
} as const;

function setup(
  mode: LegacyUserFormMode,
  locale: 'en-US' | 'fr-FR' = 'en-US',
  values: Record<string, unknown> = NEW_LEGACY_USER,
) {
  const onSubmit = vi.fn(async () => undefined);
  const t = TEXTS[locale satisfies Locale];
  renderAdmin(
    <ResourceContextProvider value="legacyUser">
      <RecordContextProvider value={mode === 'edit' ? { id: 'u1', ...values } : undefined}>
        <LegacyUserForm
          mode={mode}
          onSubmit={onSubmit}
          defaultValues={mode === 'create' ? values : undefined}
        />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { locale, authProvider: fakeAuthProvider(SUPER_ADMIN), path: '/admin/add/user' },
  );
  const f = t.legacy.form;
  const field = (label: string) =>
    screen.getByLabelText<HTMLInputElement>(label, { selector: 'input', normalizer: withoutRequiredMark });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const choose = (label: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };
  const save = async () => {
    await pressWhenEnabled(screen.getByRole('button', { name: f.submit }));
  };
  return { onSubmit, t, f, type, choose, save };
}

describe.each(['en-US', 'fr-FR'] as const)('LegacyUserForm in %s', (locale) => {
  it('shows every required text of the older add form (s.8) and sends nothing', async () => {
    const { onSubmit, t, save } = setup('create', locale);
    expect(
      await screen.findByRole('heading', { name: t.legacy.form.add_title, level: 1 }),
    ).toBeInTheDocument();
    await save();
    const v = t.legacy.validation;
    for (const message of [
      v.first_name_required,
      v.last_name_required,
      v.user_name_required,
      t.validation.email_required,
      v.job_title_required,
      t.validation.password_required,
      v.retype_required,
      v.id_required,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('LegacyUserForm', () => {
  const filled = {
    ...NEW_LEGACY_USER,
    sFirstName: 'Ada',
    sLastName: 'Lovelace',
    sUserName: 'ada',
    sEmail: 'ada@example.com',
    sJobTitle: 'Analyst',
    nSensorId: 3,
  };

  const LABEL_KEYS = {
    sFirstName: 'first_name',
    sLastName: 'last_name',
    sUserName: 'user_name',
    sEmail: 'email',
    sJobTitle: 'job_title',
    sPassword: 'password',
    sConfirmPassword: 'retype_password',
    eRole: 'role',
    eAccess: 'access',
    sSensorType: 'sensor_type',
    nSensorId: 'sensor_id',
  } as const;
  const passwords = { sPassword: 'secret12', sConfirmPassword: 'secret12' };
  const { sPassword: _p, sConfirmPassword: _c, ...editable } = { ...filled, ...passwords };

  it.each([
    ['create', legacyUserCreateSchema, { ...filled, ...passwords }, 10],
    ['edit', legacyUserUpdateSchema, editable, 8],
  ] as const)(
    'in %s mode marks exactly the fields that may not be left empty',
    async (mode, schema, valid, count) => {
      const { f } = setup(mode, 'en-US', valid);
      await screen.findByLabelText(f.email, { selector: 'input', normalizer: withoutRequiredMark });
      const labels = Object.fromEntries(Object.entries(LABEL_KEYS).map(([source, key]) => [source, f[key]]));
      expectRequiredOfSchema(schema, valid, labels, count);
    },
  );

  it('needs matching passwords and an id of 0 or more', async () => {
    const { onSubmit, f, type, save } = setup('create', 'en-US', filled);
    await screen.findByLabelText(f.password, { selector: 'input', normalizer: withoutRequiredMark });
    type(f.password, 'secret1');
    type(f.retype_password, 'secret2');
    type(f.sensor_id, '-1');
    await save();
    expect(await screen.findByText(enValidation.password_not_matched)).toBeInTheDocument();
    expect(screen.getByText(enTexts.validation.id_invalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('locks the access to Write once the role is Admin, and sends Write', async () => {
    const { onSubmit, f, type, choose, save } = setup('create', 'en-US', filled);
    await screen.findByLabelText(f.password, { selector: 'input', normalizer: withoutRequiredMark });
    type(f.password, 'secret1');
    type(f.retype_password, 'secret1');
    choose(f.role, enTexts.roles.Admin);
    const access = screen.getByRole('combobox', { name: f.access });
    await waitFor(() => expect(access).toHaveTextContent(enTexts.access.Write));
    expect(screen.getByText(f.access_forced)).toBeInTheDocument();
    // react-admin's read-only select is a disabled one: it cannot be opened, and its value is still sent.
    expect(access).toHaveAttribute('aria-disabled', 'true');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({
      sFirstName: 'Ada',
      eRole: 'Admin',
      eAccess: 'Write',
      nSensorId: 3,
      sPassword: 'secret1',
      sConfirmPassword: 'secret1',
    });
  });

  it('edits without passwords, and says when matrix-made rights stay', async () => {
    const record = {
      ...filled,
      sFullName: 'Ada Lovelace',
      aPermissions: permissionSetFrom({ Customers: ['View'] }),
    };
    const { onSubmit, f, type, save } = setup('edit', 'en-US', {
      ...record,
      eRole: undefined,
      eAccess: undefined,
    });
    expect(await screen.findByRole('heading', { name: f.edit_title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText(f.password, { normalizer: withoutRequiredMark })).toBeNull();
    expect(screen.getByText(f.custom_rights)).toBeInTheDocument();
    type(f.job_title, 'Lead');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({ sJobTitle: 'Lead' });
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({ eRole: undefined, eAccess: undefined });
  });

  it('says when the rights were refined in the matrix since the role was chosen', async () => {
    const refined = {
      ...filled,
      eRole: 'User',
      eAccess: 'Read',
      aPermissions: permissionSetFrom({ Dashboard: ['View'] }),
    };
    setup('edit', 'en-US', refined);
    expect(await screen.findByText(enTexts.form.adjusted_rights)).toBeInTheDocument();
  });

  it('says nothing of the kind when the rights are the table ones', async () => {
    setup('edit', 'en-US', {
      ...filled,
      eRole: 'User',
      eAccess: 'Read',
      aPermissions: legacyPermissions('User', 'Read'),
    });
    expect(await screen.findByText(enTexts.form.rights_hint)).toBeInTheDocument();
  });
});
