import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN, fakeAuthProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { pressWhenEnabled } from '../../tests/support/pressWhenEnabled';
import { expectRequiredOfSchema, withoutRequiredMark } from '../../tests/support/requiredFields';
import { subadminCreateSchema, subadminUpdateSchema } from '../domain/subadmin';
import { permissionSetFrom } from '../domain/permissions';
import type { Locale } from '../i18n/locales';
import { subadmins as enSubadmins } from './i18n/en';
import { subadmins as frSubadmins } from './i18n/fr';
import { subadmins as arSubadmins } from './i18n/ar';
import enValidation from '../i18n/en/validation';
import frValidation from '../i18n/fr/validation';
import arValidation from '../i18n/ar/validation';
import { NEW_SUBADMIN, SubadminForm, type SubadminFormMode } from './SubadminForm';

const TEXTS = {
  'en-US': { sub: enSubadmins, validation: enValidation },
  'fr-FR': { sub: frSubadmins, validation: frValidation },
  ar: { sub: arSubadmins, validation: arValidation },
} as const;

function setup(mode: SubadminFormMode, locale: Locale = 'en-US', defaultValues: object = NEW_SUBADMIN) {
  const onSubmit = vi.fn(async () => undefined);
  const t = TEXTS[locale];
  renderAdmin(
    <ResourceContextProvider value="subadmin">
      <SubadminForm
        mode={mode}
        onSubmit={onSubmit}
        defaultValues={defaultValues as Record<string, unknown>}
      />
    </ResourceContextProvider>,
    { locale, authProvider: fakeAuthProvider(SUPER_ADMIN), path: '/admin/subadmin/create' },
  );
  const f = t.sub.form;
  const field = (label: string) =>
    screen.getByLabelText<HTMLInputElement>(label, { selector: 'input', normalizer: withoutRequiredMark });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  // Save is disabled while the resolver re-validates after a change: wait for it like a user would.
  const save = async () => {
    await pressWhenEnabled(screen.getByRole('button', { name: f.submit }));
  };
  return { onSubmit, t, f, field, type, save };
}

describe.each(['en-US', 'fr-FR', 'ar'] as const)('SubadminForm in %s', (locale) => {
  it('shows every required-field message of an empty add form and sends nothing', async () => {
    const { onSubmit, t, save } = setup('create', locale);
    expect(await screen.findByRole('heading', { name: t.sub.form.add_title, level: 1 })).toBeInTheDocument();
    await save();
    for (const message of [
      t.validation.email_required,
      t.validation.full_name_required,
      t.sub.validation.country_code_required,
      t.sub.validation.mobile_required,
      t.validation.password_required,
      t.validation.confirm_required,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows every format message', async () => {
    const { onSubmit, t, f, type, save } = setup('create', locale);
    await screen.findByLabelText(f.email, { selector: 'input', normalizer: withoutRequiredMark });
    type(f.email, 'ada@');
    type(f.full_name, 'A'.repeat(101));
    type(f.country_code, '33a');
    type(f.mobile, '12  345 678');
    type(f.password, 'abc');
    type(f.confirm_password, 'abd');
    await save();
    expect(await screen.findByText(t.validation.email_invalid)).toBeInTheDocument();
    expect(screen.getByText(t.sub.validation.country_code_invalid)).toBeInTheDocument();
    expect(screen.getByText(t.sub.validation.mobile_invalid)).toBeInTheDocument();
    expect(screen.getByText(t.validation.password_min)).toBeInTheDocument();
    expect(screen.getByText(t.validation.password_not_matched)).toBeInTheDocument();
    expect(screen.getByText(t.sub.validation.full_name_too_long)).toBeInTheDocument();

    type(f.password, 'a'.repeat(16));
    type(f.confirm_password, 'a'.repeat(16));
    expect(await screen.findByText(t.validation.password_range)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

/** A sub-admin both schemas accept, and each field's label key. */
const VALID = {
  sEmail: 'ada@example.com',
  sFullName: 'Ada',
  sCountryCode: '+33',
  sMobileNumber: '612345678',
  aPermissions: [],
};
const PASSWORDS = { sPassword: 'secret12', sConfirmPassword: 'secret12' };
const LABEL_KEYS = {
  sEmail: 'email',
  sFullName: 'full_name',
  sCountryCode: 'country_code',
  sMobileNumber: 'mobile',
  sPassword: 'password',
  sConfirmPassword: 'confirm_password',
} as const;

describe('SubadminForm', () => {
  it.each([
    ['create', subadminCreateSchema, { ...VALID, ...PASSWORDS }, 6],
    ['edit', subadminUpdateSchema, VALID, 2],
  ] as const)(
    'in %s mode marks exactly the fields that may not be left empty',
    async (mode, schema, valid, count) => {
      const { f } = setup(mode, 'en-US', mode === 'create' ? NEW_SUBADMIN : valid);
      await screen.findByLabelText(f.email, { selector: 'input', normalizer: withoutRequiredMark });
      const labels = Object.fromEntries(Object.entries(LABEL_KEYS).map(([source, key]) => [source, f[key]]));
      expectRequiredOfSchema(schema, valid, labels, count);
    },
  );

  it('accepts 6 to 10 digits with single spaces, and sends trimmed values with the matrix', async () => {
    const { onSubmit, f, type, save } = setup('create');
    await screen.findByLabelText(f.email, { selector: 'input', normalizer: withoutRequiredMark });
    for (const bad of ['12345', '12345678901', '123 45a', ' 1 2 3 4 5']) {
      type(f.mobile, bad);
      await save();
      expect(await screen.findByText(enSubadmins.validation.mobile_invalid)).toBeInTheDocument();
    }
    type(f.email, '  ada@example.com ');
    type(f.full_name, ' Ada Lovelace ');
    type(f.country_code, '+44');
    type(f.mobile, '7700 900 123');
    type(f.password, 'secret1');
    type(f.confirm_password, 'secret1');
    fireEvent.click(screen.getByLabelText('Customers: View'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = (onSubmit.mock.calls[0] as unknown[])[0];
    expect(values).toMatchObject({
      sEmail: 'ada@example.com',
      sFullName: 'Ada Lovelace',
      sCountryCode: '+44',
      sMobileNumber: '7700 900 123',
      sPassword: 'secret1',
      sConfirmPassword: 'secret1',
      aPermissions: permissionSetFrom({ Customers: ['View'] }),
    });
  });

  it('in edit mode requires only email and full name, and has no password fields', async () => {
    const record = {
      sEmail: 'sam@example.com',
      sFullName: 'Sam',
      sCountryCode: '',
      sMobileNumber: '',
      aPermissions: permissionSetFrom({ Transaction: ['View'] }),
    };
    const { onSubmit, f, type, save } = setup('edit', 'en-US', record);
    expect(
      await screen.findByRole('heading', { name: enSubadmins.form.edit_title, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(f.password, { normalizer: withoutRequiredMark })).toBeNull();
    expect(screen.getByLabelText('Transactions: View')).toBeChecked();
    type(f.full_name, '');
    type(f.email, '');
    await save();
    expect(await screen.findByText(enValidation.full_name_required)).toBeInTheDocument();
    expect(screen.getByText(enValidation.email_required)).toBeInTheDocument();
    expect(screen.queryByText(enSubadmins.validation.mobile_required)).toBeNull();
    expect(screen.queryByText(enSubadmins.validation.country_code_required)).toBeNull();

    type(f.email, 'sam@example.com');
    type(f.full_name, 'Sam Two');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({
      sFullName: 'Sam Two',
      sCountryCode: '',
      sMobileNumber: '',
    });
  });
});
