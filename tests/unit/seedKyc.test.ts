import { describe, expect, it } from 'vitest';
import { createRng } from '../../mock-server/prng';
import { SEED } from '../../mock-server/seed';
import { seedKyc } from '../../mock-server/seedKyc';
import { seedCustomers } from '../../mock-server/seedPeople';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const customers = () => seedCustomers(createRng(SEED), 200).customers;
const mediaFile = (path: string) =>
  fileURLToPath(new URL(`../../mock-server/seed-media/${path}`, import.meta.url));

describe('seeded KYC records', () => {
  it('are deterministic, one per customer, and leave the customers as they were', () => {
    const people = customers();
    const before = structuredClone(people);
    const first = seedKyc(createRng(SEED + 2), people);
    expect(seedKyc(createRng(SEED + 2), people)).toEqual(first);
    expect(people).toEqual(before);
    expect(first.map((entry) => entry._id)).toEqual(people.map((customer) => customer._id));
  });

  it('match each status: pending without documents or with the id front only, the others complete', () => {
    const people = customers();
    const entries = seedKyc(createRng(SEED + 2), people);
    const statuses = new Set(people.map((customer) => customer.sKycStatus));
    expect([...statuses].sort()).toEqual(['p', 'r', 's', 'v']);
    people.forEach((customer, index) => {
      const details = entries[index].oKycDetails;
      expect(`${details.firstName} ${details.lastName}`).toBe(customer.sFullName);
      expect(details.country.label).toBe(customer.sCountry);
      if (customer.sKycStatus === 'p') {
        expect([details.docBack, details.docAddress, details.docSelffie]).toEqual(['', '', '']);
      } else {
        for (const doc of [details.docFront, details.docAddress, details.docSelffie])
          expect(doc).not.toBe('');
        expect(details.docBack === '').toBe(details.typeOfId === 'Passport');
      }
      for (const doc of [details.docFront, details.docBack, details.docAddress, details.docSelffie]) {
        if (doc) expect(existsSync(mediaFile(doc)), doc).toBe(true);
      }
    });
  });
});
