/**
 * Seeded KYC records: one per customer, consistent with its sKycStatus (platform.md s.3-4). Drawn
 * from their own generator (SEED + 2), so the customers, wallets and orders stay as they were.
 * Pending records have no documents or only some; the others hold every document the id type has
 * (a passport has no back side). Document images are the committed SVGs of seed-media/kyc/.
 */
import type { KycDetails, KycEntry } from '../src/domain/customer';
import type { Rng } from './prng';
import type { Customer } from './types';

export const KYC_MEDIA_DIR = 'kyc';

const COUNTRY_CODES: Record<string, string> = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  France: 'FR',
  Germany: 'DE',
};

const STREETS = [
  'Maple Street',
  'High Street',
  'Station Road',
  'Park Avenue',
  'Church Lane',
  'Rue de la Paix',
];

/** id type -> its image slug; a passport has a single page. */
export const ID_TYPES = {
  Passport: { slug: 'passport', back: false },
  'Driving Licence': { slug: 'driving-licence', back: true },
  'National ID Card': { slug: 'national-id', back: true },
} as const;
export const ADDRESS_TYPES = {
  'Utility Bill': 'utility-bill',
  'Bank Statement': 'bank-statement',
  'Tenancy Agreement': 'tenancy-agreement',
} as const;
export const SELFIE_COUNT = 4;

const media = (name: string) => `${KYC_MEDIA_DIR}/${name}.svg`;
const pad = (value: number, size: number) => String(value).padStart(size, '0');

export function seedKyc(rng: Rng, customers: readonly Customer[]): KycEntry[] {
  return customers.map((customer) => {
    const [firstName, ...rest] = customer.sFullName.split(' ');
    const typeOfId = rng.pick(Object.keys(ID_TYPES) as (keyof typeof ID_TYPES)[]);
    const typeOfAddress = rng.pick(Object.keys(ADDRESS_TYPES) as (keyof typeof ADDRESS_TYPES)[]);
    const id = ID_TYPES[typeOfId];
    const details: KycDetails = {
      firstName,
      lastName: rest.join(' '),
      dob: `${rng.int(1960, 2004)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
      address1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      address2: rng.chance(0.4) ? `Apt ${rng.int(1, 90)}` : '',
      city: customer.sCity,
      state: customer.sState,
      zipcode: pad(rng.int(1000, 99_999), 5),
      country: { value: COUNTRY_CODES[customer.sCountry] ?? customer.sCountry, label: customer.sCountry },
      typeOfId,
      docFront: media(`${id.slug}-front`),
      docBack: id.back ? media(`${id.slug}-back`) : '',
      typeOfAddress,
      docAddress: media(ADDRESS_TYPES[typeOfAddress]),
      docSelffie: media(`selfie-${rng.int(1, SELFIE_COUNT)}`),
    };
    if (customer.sKycStatus === 'p') {
      // Half have uploaded nothing yet, the others only the front of their id.
      const partial = rng.chance(0.5);
      details.docFront = partial ? details.docFront : '';
      details.docBack = '';
      details.docAddress = '';
      details.docSelffie = '';
    }
    return { _id: customer._id, oKycDetails: details };
  });
}
