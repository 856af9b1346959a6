import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE,
  SUPER_ADMIN,
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
} from '../../tests/support/renderAdmin';
import { ACCOUNTS } from '../../tests/fixtures/accounts';
import { EditProfile } from './EditProfile';
import { editProfileFormSchema } from '../domain/validation';
import { expectRequiredOfSchema } from '../../tests/support/requiredFields';

const PATH = '/admin/user-profile';

const setup = (editProfile = vi.fn(async () => ({ message: 'Profile updated successfully.' }))) => {
  const result = renderAdmin(<EditProfile />, {
    path: PATH,
    authProvider: fakeAuthProvider(SUPER_ADMIN),
    dataProvider: fakeDataProvider({ editProfile }),
  });
  return { ...result, editProfile };
};

const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: false });
const type = async (label: string, value: string) =>
  fireEvent.change(await field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => vi.restoreAllMocks());

describe('EditProfile', () => {
  it('is prefilled from the identity, mobile, currency and country read-only', async () => {
    setup();
    expect(await field('Email')).toHaveValue(PROFILE.sEmail);
    expect(await field('Full name')).toHaveValue(PROFILE.sFullName);
    expect(await field('Mobile number')).toHaveValue(PROFILE.sMobileNumber);
    expect(await field('Mobile number')).toHaveAttribute('readonly');
    expect(await field('Currency')).toHaveValue('USD');
    expect(await field('Currency')).toHaveAttribute('readonly');
    expect(await field('Country')).toHaveValue(PROFILE.sCountry);
    expect(await field('Country')).toHaveAttribute('readonly');
  });

  it('announces the editable fields as required, with no marks; the read-only ones are not', async () => {
    setup();
    expect(await field('Email')).toHaveValue(PROFILE.sEmail);
    expectRequiredOfSchema(
      editProfileFormSchema(PROFILE.sEmail),
      { sEmail: PROFILE.sEmail, sFullName: PROFILE.sFullName },
      { sEmail: 'Email', sFullName: 'Full name' },
      2,
      'unmarked',
    );
    await type('Email', 'new@example.com');
    expect(await field('Current password')).toBeRequired();
  });

  it('shows the validation messages and sends nothing', async () => {
    const { editProfile } = setup();
    await type('Full name', '   ');
    await type('Email', 'not-an-email');
    save();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();

    await type('Email', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(editProfile).not.toHaveBeenCalled();
  });

  it("sends only the trimmed name and email, then shows the server's message and refreshes the identity", async () => {
    const { editProfile, authProvider } = setup();
    await type('Full name', '  Grace Hopper  ');
    save();
    await waitFor(() =>
      expect(editProfile).toHaveBeenCalledWith({ sFullName: 'Grace Hopper', sEmail: PROFILE.sEmail }),
    );
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(authProvider.refreshIdentity).toHaveBeenCalled());
  });

  it("shows the server's error message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { editProfile } = setup(
      vi.fn(async () => {
        throw new HttpError('This email is already in use.', 409);
      }),
    );
    await type('Email', 'taken@example.com');
    await type('Current password', ACCOUNTS.admin.sPassword);
    save();
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(editProfile).toHaveBeenCalledTimes(1);
  });

  it('asks for the current password once the email changes, and sends it with the new address only', async () => {
    const { editProfile } = setup();
    expect(screen.queryByLabelText('Current password', { exact: false })).toBeNull();
    await type('Email', ' grace@example.com ');
    save();
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(editProfile).not.toHaveBeenCalled();
    await type('Current password', ACCOUNTS.admin.sPassword);
    // Validated again as typed: the message goes once the resolver has run (the button waits for it).
    await waitFor(() =>
      expect(screen.queryByText('Enter your current password to change your email')).toBeNull(),
    );
    save();
    await waitFor(() =>
      expect(editProfile).toHaveBeenCalledWith({
        sFullName: PROFILE.sFullName,
        sEmail: 'grace@example.com',
        sCurrentPassword: ACCOUNTS.admin.sPassword,
      }),
    );
    // Back to the same address (in another case): no password asked, none sent.
    await type('Email', PROFILE.sEmail.toUpperCase());
    expect(screen.queryByLabelText('Current password', { exact: false })).toBeNull();
  });
});
