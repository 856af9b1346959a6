/**
 * The "Search in" choice of the lists: each resource's endpoints.ts names the fields its list call may
 * search (searchFields), the request body never carries another, and the mock serves exactly those.
 */
import { describe, expect, it } from 'vitest';
import { loadResourceTable } from '../../scripts/lib/resourceTable';
import { allowedSearchBy, listBody, queryWhole, toRecord } from '../../src/api/records';
import type { ListEndpoint } from '../../src/api/endpoints';
import { CUSTOMER_LIST } from '../../mock-server/routes/customers';
import { GIFT_CARD_LIST } from '../../mock-server/routes/giftCards';
import { REDEEM_CARD_LIST } from '../../mock-server/routes/redeemCards';
import { SUBADMIN_LIST_CONFIG } from '../../mock-server/routes/subadmins';
import { ORDER_LIST, TRANSACTION_LIST, WALLET_LIST } from '../../mock-server/orderRecords';

const TABLE = await loadResourceTable();
const list = (resource: string): ListEndpoint => {
  const spec = TABLE[resource]?.list;
  if (!spec) throw new Error(`${resource} has no list`);
  return spec;
};
const params = (filter: Record<string, unknown>) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'dCreatedAt', order: 'DESC' as const },
  filter,
});

/** Each POST list the screens search in, and the mock's configuration of its route. */
const MOCK_SEARCH_FIELDS: Record<string, readonly string[]> = {
  orders: ORDER_LIST.searchFields,
  sellOrders: ORDER_LIST.searchFields,
  transactions: TRANSACTION_LIST.searchFields,
  walletTransactions: WALLET_LIST.searchFields,
  customers: CUSTOMER_LIST.searchFields,
  kyc: CUSTOMER_LIST.searchFields,
  giftCards: GIFT_CARD_LIST.searchFields,
  redeemCards: REDEEM_CARD_LIST.searchFields,
  subadmin: SUBADMIN_LIST_CONFIG.searchFields,
};

describe('search_by allowlist', () => {
  it.each(Object.entries(MOCK_SEARCH_FIELDS))(
    '%s: the mock searches exactly the allowed fields',
    (resource, mock) => {
      const allowed = list(resource).searchFields ?? [];
      expect(allowed.length).toBeGreaterThan(0);
      expect([...allowed].sort()).toEqual([...mock].sort());
      // The default search is one of them.
      expect(allowed).toContain(list(resource).searchBy);
    },
  );

  it('redeem codes are searched by code only (codes are secrets; nothing else is offered)', () => {
    expect(list('redeemCards').searchFields).toEqual(['sCode']);
  });

  it('sends the chosen field when the resource allows it', () => {
    const body = listBody(list('orders'), params({ q: 'ann@example.com', search_by: 'sEmail' }));
    expect(body).toMatchObject({ search: 'ann@example.com', search_by: 'sEmail' });
  });

  it.each([
    ['a field the list does not allow', 'sPaymentToken'],
    ['a pin', 'sPin'],
    ['not a text', { $ne: 1 }],
    ['nothing', undefined],
  ])('never sends %s: the default field instead', (_, chosen) => {
    for (const resource of ['orders', 'redeemCards', 'customers']) {
      const body = listBody(list(resource), params({ q: 'abc', search_by: chosen }));
      expect(body.search).toBe('abc');
      expect(body.search_by).toBe(list(resource).searchBy);
    }
  });

  it('a search_by without a search sends neither', () => {
    const body = listBody(list('orders'), params({ search_by: 'sEmail' }));
    expect(body).not.toHaveProperty('search_by');
    expect(body).not.toHaveProperty('search');
  });

  it("a caller's own search/search_by pair goes through the same allowlist", () => {
    expect(listBody(list('transactions'), params({ search: 'a@b.co', search_by: 'sEmail' }))).toMatchObject({
      search: 'a@b.co',
      search_by: 'sEmail',
    });
    expect(listBody(list('transactions'), params({ search: 'x', search_by: 'sPayerId' })).search_by).toBe(
      'sOrderId',
    );
  });

  it('allowedSearchBy answers only names of the list', () => {
    expect(allowedSearchBy(list('customers'), 'sMobileNumber')).toBe('sMobileNumber');
    expect(allowedSearchBy(list('customers'), 'sPassword')).toBeUndefined();
    expect(allowedSearchBy({ path: '/x' }, 'sEmail')).toBeUndefined();
  });

  it('the customer list sends its KYC status filter as where / where_value', () => {
    const body = listBody(list('customers'), params({ sKycStatus: 'v' }));
    expect(body).toMatchObject({ where: 'sKycStatus', where_value: 'v' });
    expect(body).not.toHaveProperty('sKycStatus');
    expect(listBody(list('customers'), params({ sKycStatus: '' }))).not.toHaveProperty('where');
  });

  it('a list the server sends whole is searched in the chosen field in the browser, if allowed', () => {
    const rows = [
      { _id: '1', sTitle: 'Steam', sCategory: 'Gaming' },
      { _id: '2', sTitle: 'Gaming Pass', sCategory: 'Shopping' },
    ].map((row) => toRecord(row));
    const ids = (filter: Record<string, unknown>) =>
      queryWhole(rows, params(filter), list('category')).map((row) => row.id);
    expect(ids({ q: 'gaming', search_by: 'sCategory' })).toEqual(['1']);
    expect(ids({ q: 'gaming' })).toEqual(['2']);
    expect(ids({ q: 'gaming', search_by: '_id' })).toEqual(['2']);
  });
});
