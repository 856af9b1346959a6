/** Test-only: one customer record for the customer and KYC component tests; each test changes what it checks. */
import type { Customer } from '../../src/domain/customer';

export const customerFixture = (overrides: Partial<Customer> = {}): Customer => ({
  _id: 'c1',
  sEmail: 'camille@example.org',
  sFullName: 'Camille Dubois',
  sUserName: 'camille_dubois',
  sMobileNumber: '4486619297',
  sCountry: 'France',
  sCity: 'Paris',
  sState: 'IDF',
  eCurrency: 'eur',
  sCoverPicture: '',
  sProfilePicture: '',
  eStatus: 'y',
  sKycStatus: 'v',
  dCreatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
