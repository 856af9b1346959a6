import { hasCustomParams, type ListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { opensAtDefaults, type StoredListParams } from '../../src/common/listDefaults';

const UNTOUCHED = { filter: {}, sort: null, order: null, page: 1, perPage: null };
const STORED: [string, StoredListParams | undefined][] = [
  ['nothing stored', undefined],
  ['no filter key', { page: 3 }],
  ["react-admin's untouched defaults", UNTOUCHED],
  ['a filter', { ...UNTOUCHED, filter: { q: 'GD-1' } }],
  ['a sort', { ...UNTOUCHED, sort: 'sOrderId' }],
  ['an order', { ...UNTOUCHED, order: 'ASC' }],
  ['a page', { ...UNTOUCHED, page: 2 }],
  ['a page size', { ...UNTOUCHED, perPage: 25 }],
];

describe('opensAtDefaults (src/firstRows.ts reads the store before react-admin arrives)', () => {
  it.each(STORED)("agrees with ra-core's hasCustomParams: %s", (_, stored) => {
    expect(opensAtDefaults('', stored)).toBe(!hasCustomParams(stored as ListParams));
  });

  it('is false with a query string, whatever is stored', () => {
    expect(opensAtDefaults('?page=2', undefined)).toBe(false);
    expect(opensAtDefaults('?', undefined)).toBe(true);
  });
});
