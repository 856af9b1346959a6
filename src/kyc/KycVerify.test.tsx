import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../tests/support/fakeClock';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { KycDetails, KycStatus } from '../domain/customer';
import { KycVerify } from './KycVerify';
import { REDIRECT_MS } from '../domain/timing';
import type { Locale } from '../i18n/locales';

const DETAILS: KycDetails = {
  firstName: 'Camille',
  lastName: 'Dubois',
  dob: '1986-09-07',
  address1: '137 Church Lane',
  address2: 'Apt 4',
  city: 'Seattle',
  state: 'Washington',
  zipcode: '85574',
  country: { value: 'US', label: 'United States' },
  typeOfId: 'Passport',
  docFront: 'kyc/passport-front.svg',
  docBack: '',
  typeOfAddress: 'Utility Bill',
  docAddress: 'kyc/utility-bill.svg',
  docSelffie: 'kyc/selfie-1.svg',
};

function setup(
  eStatus: KycStatus,
  options: { locale?: Locale; viewOnly?: boolean; review?: ReturnType<typeof vi.fn> } = {},
) {
  const getOne = vi.fn(async () => ({ data: { id: 'k1', _id: 'k1', eStatus, oKycDetails: DETAILS } }));
  const reviewKyc = options.review ?? vi.fn(async () => ({ message: 'KYC approved successfully.' }));
  const result = renderAdmin(<KycVerify />, {
    locale: options.locale,
    path: '/admin/kyc/verify/k1',
    route: '/admin/kyc/verify/:id',
    dataProvider: fakeDataProvider({ getOne, reviewKyc }),
    subject: options.viewOnly ? subAdmin({ Customers: ['View'] }) : undefined,
  });
  return { ...result, getOne, reviewKyc };
}

describe('KycVerify', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every read-only field, no heading while Submitted, Approve and Reject', async () => {
    const { getOne } = setup('s');
    expect(await screen.findByLabelText('First name')).toHaveValue('Camille');
    expect(getOne).toHaveBeenCalledWith('kyc', expect.objectContaining({ id: 'k1' }));
    const expected: [string, string][] = [
      ['Last name', 'Dubois'],
      ['Date of birth', '1986-09-07'],
      ['Address line 1', '137 Church Lane'],
      ['Address line 2', 'Apt 4'],
      ['City', 'Seattle'],
      ['State', 'Washington'],
      ['Zipcode', '85574'],
      ['Country', 'United States'],
    ];
    for (const [label, value] of expected) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.queryByTestId('kyc-status-heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it.each([
    ['v', 'Status: Verified'],
    ['r', 'Status: Rejected'],
    ['p', 'Status: Pending'],
  ] as const)('status %s: heading "%s", no decision buttons', async (status, heading) => {
    setup(status);
    expect(await screen.findByTestId('kyc-status-heading')).toHaveTextContent(heading);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('in fr-FR too', async () => {
    setup('v', { locale: 'fr-FR' });
    expect(await screen.findByTestId('kyc-status-heading')).toHaveTextContent('Statut : Vérifié');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByText("Pièce d'identité (recto)")).toBeInTheDocument();
  });

  it('a sub-admin with View only sees the record without Approve / Reject', async () => {
    setup('s', { viewOnly: true });
    expect(await screen.findByLabelText('First name')).toHaveValue('Camille');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves, shows the message and returns to the submitted list 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reviewKyc, pathname } = setup('s');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    // Measured from before the click: a slow machine only makes the wait look longer, never shorter.
    fireEvent.click(approve);
    const ask = await screen.findByRole('dialog', { name: /Approve the KYC of/ });
    expect(reviewKyc).not.toHaveBeenCalled();
    const clickedAt = Date.now();
    fireEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(reviewKyc).toHaveBeenCalledWith({ id: 'k1', status: 'v' }));
    expect(await screen.findByText('KYC approved successfully.')).toBeInTheDocument();
    expect(pathname()).toBe('/admin/kyc/verify/k1');
    const movedAt = await advanceUntil(() => pathname() === '/admin/kyc/submitted');
    expect(movedAt - clickedAt).toBeGreaterThanOrEqual(REDIRECT_MS.kycDecided);
  });

  it('on a refusal shows the server message and returns to the submitted list too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const review = vi.fn(async () => {
      throw new HttpError('Only a submitted KYC can be approved or rejected.', 409);
    });
    const { pathname } = setup('s', { review });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: /Reject the KYC of/ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(review).toHaveBeenCalledWith({ id: 'k1', status: 'r' }));
    expect(await screen.findByText('Only a submitted KYC can be approved or rejected.')).toBeInTheDocument();
    await advanceUntil(() => pathname() === '/admin/kyc/submitted');
  });

  it('asks before deciding: the r key and the Reject button open a confirmation, Cancel decides nothing', async () => {
    const { reviewKyc, pathname } = setup('s');
    await screen.findByRole('button', { name: 'Reject' });
    fireEvent.keyDown(document.body, { key: 'r' });
    const ask = await screen.findByRole('dialog', { name: /Reject the KYC of/ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reviewKyc).not.toHaveBeenCalled();
    expect(pathname()).toBe('/admin/kyc/verify/k1');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('document cards: type labels, a placeholder when missing, an enlarged image with Close', async () => {
    setup('s');
    await screen.findByLabelText('First name');
    expect(screen.getAllByText('ID type: Passport')).toHaveLength(2);
    expect(screen.getByText('Address type: Utility Bill')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Identity card back: Not uploaded' })).toBeInTheDocument();
    // Shown once loaded (MediaImage: fetched with the token where there is one, else by its address).
    expect(await screen.findByRole('img', { name: 'Selfie' })).toHaveAttribute(
      'src',
      '/media/kyc/selfie-1.svg',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Enlarge: Proof of address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of address' });
    expect(await within(dialog).findByRole('img', { name: 'Proof of address' })).toHaveAttribute(
      'src',
      '/media/kyc/utility-bill.svg',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
