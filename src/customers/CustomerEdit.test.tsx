import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, MESSAGES, renderAdmin } from '../../tests/support/renderAdmin';
import type { Customer } from '../domain/customer';
import { CustomerEdit } from './CustomerEdit';
import { customerEditSchema } from '../domain/customer';
import { expectRequiredOfSchema } from '../../tests/support/requiredFields';
import type { Locale } from '../i18n/locales';
import { customerFixture } from '../../tests/support/customerFixture';
import * as enCustomers from './i18n/en';
import * as frCustomers from './i18n/fr';
import * as arCustomers from './i18n/ar';

const CUSTOMER_TEXTS = { 'en-US': enCustomers, 'fr-FR': frCustomers, ar: arCustomers };

const CUSTOMER = customerFixture({
  sState: 'Île-de-France',
  sProfilePicture: 'profiles/camille.png',
  sCoverPicture: 'covers/camille.png',
  sKycStatus: 's',
});

function setup(locale: Locale = 'en-US', record: Partial<Customer> = {}, update = vi.fn()) {
  update.mockImplementation(async (_resource: string, { id, data }) => ({
    data: { ...CUSTOMER, ...data, id },
    meta: { message: 'Customer updated successfully.' },
  }));
  const getOne = vi.fn(async () => ({ data: { ...CUSTOMER, ...record, id: 'c1' } }));
  renderAdmin(<CustomerEdit id="c1" />, {
    locale,
    path: '/admin/customer/edit/c1',
    dataProvider: fakeDataProvider({ getOne, update }),
  });
  const t = CUSTOMER_TEXTS[locale].customers;
  const f = CUSTOMER_TEXTS[locale].customersResource.fields;
  return { update, getOne, t, f };
}

const input = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: false });
const type = async (label: string, value: string) =>
  fireEvent.change(await input(label), { target: { value } });

describe.each(['en-US', 'fr-FR', 'ar'] as const)('CustomerEdit in %s', (locale) => {
  it('is titled Customer Detail, email read-only, currency with its label, pictures shown', async () => {
    const { t, f } = setup(locale);
    expect(await screen.findByRole('heading', { name: t.edit.title })).toBeInTheDocument();
    expect(await input(f.sEmail)).toHaveAttribute('readonly');
    expect(await input(f.sEmail)).toHaveValue(CUSTOMER.sEmail);
    expect(screen.getByText(MESSAGES[locale].gd.common.currencies.eur)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.pictures.cover }).style.backgroundImage).toBe(
      'url("/media/covers/camille.png")',
    );
    expect(screen.getByRole('img', { name: t.pictures.profile })).toHaveAttribute(
      'src',
      '/media/profiles/camille.png',
    );
  });

  it('announces the editable fields as required, with no marks; the read-only email is not', async () => {
    const { f } = setup(locale);
    expect(await input(f.sEmail)).toHaveValue(CUSTOMER.sEmail);
    const { sFullName, sCountry, sMobileNumber, eCurrency } = f;
    expectRequiredOfSchema(
      customerEditSchema,
      {
        sFullName: 'Ada',
        sCountry: 'FR',
        sMobileNumber: '612345678',
        eCurrency: 'eur',
        sEmail: CUSTOMER.sEmail,
      },
      { sFullName, sCountry, sMobileNumber, eCurrency },
      4,
      'unmarked',
    );
  });

  it('shows every validation message of s.5 and sends nothing', async () => {
    const { update, t, f } = setup(locale, { eCurrency: '' as Customer['eCurrency'] });
    await input(f.sFullName);
    await type(f.sFullName, '   ');
    await type(f.sCountry, '');
    await type(f.sMobileNumber, '');
    fireEvent.click(screen.getByRole('button', { name: t.edit.submit }));
    expect(await screen.findByText(t.validation.full_name_required)).toBeInTheDocument();
    expect(screen.getByText(t.validation.country_required)).toBeInTheDocument();
    expect(screen.getByText(t.validation.mobile_required)).toBeInTheDocument();
    expect(screen.getByText(t.validation.currency_required)).toBeInTheDocument();

    await type(f.sMobileNumber, '04 12-34');
    expect(await screen.findByText(t.validation.mobile_digits)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('CustomerEdit saving', () => {
  it('sends the five fields trimmed, stays on the screen and shows the server message', async () => {
    const { update } = setup();
    await type('Full Name', '  Camille Martin ');
    await type('Phone', '0612345678');
    fireEvent.mouseDown(within(screen.getByText('EUR - Euro').closest('div')!).getByText('EUR - Euro'));
    fireEvent.click(await screen.findByRole('option', { name: 'AUD - Australian dollar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'customers',
        expect.objectContaining({
          id: 'c1',
          data: {
            sFullName: 'Camille Martin',
            sMobileNumber: '0612345678',
            sEmail: CUSTOMER.sEmail,
            eCurrency: 'aud',
            sCountry: 'France',
          },
        }),
      ),
    );
    expect(await screen.findByText('Customer updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Detail' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const failing = vi.fn();
    setup('en-US', {}, failing);
    failing.mockRejectedValue(new HttpError('The email of a customer cannot be changed.', 400));
    await type('Country', 'Belgium');
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The email of a customer cannot be changed.')).toBeInTheDocument();
  });
});
