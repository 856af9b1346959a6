import type { GetListParams, RaRecord } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { fullPermissionSet, permissionSetFrom } from '../../src/domain/permissions';
import { allowedSources, mergeHits, searchAll, type ListFetcher } from '../../src/search/searchAll';
import {
  customerFields,
  mayBeOrderId,
  SEARCH_LIMIT,
  SEARCH_SOURCES,
  type SearchHit,
} from '../../src/search/searchSources';

type Call = { resource: string; params: GetListParams };

/** A fake getList recording each call and answering rows from `rows(resource, filter)`. */
function fakeGetList(rows: (call: Call) => RaRecord[] | Error = () => []) {
  const calls: Call[] = [];
  const getList: ListFetcher = vi.fn(async (resource, params) => {
    calls.push({ resource, params });
    const answer = rows({ resource, params });
    if (answer instanceof Error) throw answer;
    return { data: answer, total: answer.length };
  });
  return { getList, calls };
}

const kindsOf = (sources: typeof SEARCH_SOURCES) => sources.map((source) => source.kind);

describe('what a text is searched as', () => {
  it('asks the customer list by email, phone or name (and email) as the text looks', () => {
    expect(customerFields('ann@ex')).toEqual(['sEmail']);
    expect(customerFields('555 0100')).toEqual(['sMobileNumber']);
    expect(customerFields('Ann Lee')).toEqual(['sFullName', 'sEmail']);
  });

  it('asks the order lists only for a text with a digit and no space or @', () => {
    expect(mayBeOrderId('GD1000')).toBe(true);
    expect(mayBeOrderId('Ann')).toBe(false);
    expect(mayBeOrderId('ann1@ex')).toBe(false);
  });
});

describe('searchAll', () => {
  it('sends the spec list calls in parallel, with the lists own bodies and a small page', async () => {
    const { getList, calls } = fakeGetList();
    await searchAll(getList, SEARCH_SOURCES, 'GD1000');
    const summary = calls.map(({ resource, params }) => [resource, params.filter]);
    expect(summary).toEqual([
      ['customers', { q: 'GD1000', search_by: 'sFullName' }],
      ['customers', { q: 'GD1000', search_by: 'sEmail' }],
      ['orders', { q: 'GD1000', eType: 'Buy', status: 1 }],
      ['orders', { q: 'GD1000', eType: 'Buy', status: 2 }],
      ['orders', { q: 'GD1000', eType: 'Buy', status: 3 }],
      ['sellOrders', { q: 'GD1000', eType: 'Sell', eStatus: 'Pending', status: 1 }],
      ['sellOrders', { q: 'GD1000', eType: 'Sell', eStatus: 'Denied', status: 1 }],
      ['sellOrders', { q: 'GD1000', eType: 'Sell', eStatus: 'Complete' }],
      ['giftCards', { q: 'GD1000' }],
      ['category', { q: 'GD1000' }],
    ]);
    expect(calls.every(({ params }) => params.pagination?.perPage === SEARCH_LIMIT)).toBe(true);
    // All sent before any answer is awaited.
    expect(getList).toHaveBeenCalledTimes(10);
  });

  it('merges the answers by kind, one hit per record, with where each leads', async () => {
    const { getList } = fakeGetList(({ resource, params }) => {
      if (resource === 'customers')
        return [{ id: 'c1', sFullName: 'Ann Lee', sEmail: 'ann@example.com', sMobileNumber: '555' }];
      if (resource === 'orders' && params.filter.status === 2)
        return [{ id: 'o1', sOrderId: 'GD1', sEmail: 'ann@example.com', nStatus: 2 }];
      if (resource === 'category') return [{ id: 'k1', sTitle: 'Games 1', sCategory: 'Gaming' }];
      return [];
    });
    const hits = await searchAll(getList, SEARCH_SOURCES, 'ann1');
    expect(hits.map((hit) => [hit.kind, hit.id, hit.target])).toEqual([
      ['customers', 'c1', { page: 'customer/view/c1' }],
      ['orders', 'o1', { page: `accepted-orders/GD1?filter=${encodeURIComponent('{"q":"GD1"}')}` }],
      ['category', 'k1', { page: 'category/k1' }],
    ]);
    expect(hits[1].badge).toBe('gd.orders.status.accepted');
  });

  it('keeps the hits of the calls that answered when one fails', async () => {
    const { getList } = fakeGetList(({ resource }) =>
      resource === 'giftCards' ? new Error('403') : [{ id: `${resource}-1`, sTitle: 'x', sOrderId: 'x' }],
    );
    const hits = await searchAll(getList, SEARCH_SOURCES, 'Amazon');
    expect(hits.map((hit) => hit.kind)).toEqual(['customers', 'category']);
  });

  it('rejects when aborted, so a stale answer is never shown', async () => {
    const controller = new AbortController();
    const { getList, calls } = fakeGetList(() => {
      controller.abort();
      return [{ id: 'c1' }];
    });
    await expect(searchAll(getList, SEARCH_SOURCES, 'Ann', controller.signal)).rejects.toThrow();
    expect(calls[0].params.signal).toBe(controller.signal);
  });
});

describe('mergeHits', () => {
  const hit = (kind: SearchHit['kind'], id: string): SearchHit => ({
    kind,
    id,
    primary: id,
    target: { page: id },
  });

  it('orders kinds, drops duplicates and keeps at most SEARCH_LIMIT a kind', () => {
    const many = Array.from({ length: SEARCH_LIMIT + 2 }, (_, i) => hit('giftCards', `g${i}`));
    const merged = mergeHits([hit('category', 'k'), ...many, hit('customers', 'c'), hit('customers', 'c')]);
    expect(merged.map((item) => item.id)).toEqual([
      'c',
      ...many.slice(0, SEARCH_LIMIT).map((item) => item.id),
      'k',
    ]);
  });
});

describe('allowedSources', () => {
  it('gives the super admin every kind and an unloaded subject none', () => {
    expect(kindsOf(allowedSources(SEARCH_SOURCES, { isSuperAdmin: true }))).toEqual([
      'customers',
      'orders',
      'sellOrders',
      'giftCards',
      'category',
    ]);
    expect(allowedSources(SEARCH_SOURCES, undefined)).toEqual([]);
  });

  it('keeps only the kinds a sub-admin may view', () => {
    const editor = { aPermissions: permissionSetFrom({ 'Category Managements': ['View', 'Add', 'Edit'] }) };
    expect(kindsOf(allowedSources(SEARCH_SOURCES, editor))).toEqual(['category']);
    const cards = { aPermissions: permissionSetFrom({ 'Gift Card Management': ['View'] }) };
    expect(kindsOf(allowedSources(SEARCH_SOURCES, cards))).toEqual(['orders', 'sellOrders', 'giftCards']);
    // Edit alone opens the customer list, not the customer view.
    const customerEditor = { aPermissions: permissionSetFrom({ Customers: ['Delete'] }) };
    expect(allowedSources(SEARCH_SOURCES, customerEditor)).toEqual([]);
    expect(allowedSources(SEARCH_SOURCES, { aPermissions: fullPermissionSet(false) })).toEqual([]);
  });
});
