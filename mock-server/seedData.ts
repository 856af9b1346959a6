/** Reference lists the seed draws from: plausible names, places and products. */
import type { Currency } from '../src/domain/types';

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Charlotte',
  'James',
  'Mia',
  'Lucas',
  'Isabella',
  'Mateo',
  'Ava',
  'Leo',
  'Chloe',
  'Hugo',
  'Camille',
  'Louis',
  'Grace',
  'Ethan',
  'Zoe',
  'Aiden',
  'Layla',
  'Arjun',
  'Priya',
  'Kenji',
  'Yuki',
  'Fatima',
  'Omar',
  'Sofia',
  'Diego',
  'Lina',
  'Jack',
  'Ruby',
  'Harper',
  'Henry',
  'Nora',
  'Samuel',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Wilson',
  'Taylor',
  'Anderson',
  'Clarke',
  'Walker',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Patel',
  'Singh',
  'Nguyen',
  'Kim',
  'Tanaka',
  'Müller',
  'Schmidt',
  'Rossi',
  'Silva',
  "O'Brien",
] as const;

export interface Place {
  country: string;
  countryCode: string;
  currency: Currency;
  cities: readonly (readonly [city: string, state: string])[];
}

export const PLACES: readonly Place[] = [
  {
    country: 'United States',
    countryCode: '+1',
    currency: 'usd',
    cities: [
      ['New York', 'New York'],
      ['Los Angeles', 'California'],
      ['Austin', 'Texas'],
      ['Seattle', 'Washington'],
      ['Chicago', 'Illinois'],
    ],
  },
  {
    country: 'Canada',
    countryCode: '+1',
    currency: 'cad',
    cities: [
      ['Toronto', 'Ontario'],
      ['Vancouver', 'British Columbia'],
      ['Montreal', 'Quebec'],
    ],
  },
  {
    country: 'United Kingdom',
    countryCode: '+44',
    currency: 'gbp',
    cities: [
      ['London', 'England'],
      ['Manchester', 'England'],
      ['Edinburgh', 'Scotland'],
    ],
  },
  {
    country: 'Australia',
    countryCode: '+61',
    currency: 'aud',
    cities: [
      ['Sydney', 'New South Wales'],
      ['Melbourne', 'Victoria'],
      ['Brisbane', 'Queensland'],
    ],
  },
  {
    country: 'France',
    countryCode: '+33',
    currency: 'eur',
    cities: [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Auvergne-Rhône-Alpes'],
      ['Bordeaux', 'Nouvelle-Aquitaine'],
    ],
  },
  {
    country: 'Germany',
    countryCode: '+49',
    currency: 'eur',
    cities: [
      ['Berlin', 'Berlin'],
      ['Munich', 'Bavaria'],
    ],
  },
];

export const PRODUCTS = [
  'Amazon Gift Card',
  'Steam Wallet Code',
  'Google Play Gift Card',
  'Apple Gift Card',
  'Netflix Gift Card',
  'Spotify Premium',
  'PlayStation Store Card',
  'Xbox Gift Card',
  'Uber Gift Card',
  'Airbnb Gift Card',
  'Starbucks Card',
  'Nintendo eShop Card',
] as const;

export const DENOMINATIONS = [10, 15, 25, 50, 100, 200] as const;
