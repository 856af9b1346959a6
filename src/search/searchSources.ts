/**
 * What the global search asks and how it shows what it finds (docs/areas.md, "Global search"). Only the spec's list
 * calls with their own search / search_by, sent with the same bodies the list screens send. Pure: no
 * React, no I/O.
 */
import type { RaRecord } from 'ra-core';
import { enc } from '../api/endpoints';
import {
  BUY_STAGE_STATUS,
  buyOrderFilter,
  buyStatusKey,
  sellOrderFilter,
  type BuyStage,
  type SellStage,
} from '../domain/orderStatus';
import type { PermissionResource } from '../domain/permissions';
import { GIFT_CARD_PAGES } from '../cards/pages';
import { CUSTOMER_PAGES } from '../customers/customerPaths';
import { BUY_ORDER_PAGES, buyOrderDetailPage, ORDER_PAGES } from '../orders/pages';
import { CATEGORY_RESOURCE } from '../categories/constants';

export const SEARCH_KINDS = ['customers', 'orders', 'sellOrders', 'giftCards', 'category'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Where a hit leads: a page under the admin basename (a buy order's own address opens its details). */
export interface SearchTarget {
  page: string;
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  /** Record data shown as is (name, order id, title). */
  primary: string;
  secondary?: string;
  /** An i18n key: the order's stage, shown as a chip. */
  badge?: string;
  target: SearchTarget;
}

export type ListFilter = Record<string, unknown>;

export interface SearchSource {
  kind: SearchKind;
  /** The data provider resource whose list call is sent (the features' endpoints.ts). */
  resource: string;
  /** What the user must be allowed to open the hit (src/domain/permissions.ts). */
  access: { resource: PermissionResource; action: 'list' | 'show' };
  /** One list call per filter; none when the text cannot match this kind. */
  filters: (q: string) => ListFilter[];
  /** The hit of a record, with the filter of the call that found it (a buy order's status is its list's). */
  hit: (record: RaRecord, filter: ListFilter) => SearchHit;
}

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 250;
/** Rows asked of each call (nLimit) and hits kept per kind. */
export const SEARCH_LIMIT = 5;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const page = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => enc(params[name] ?? ''));

/** Which customer field a text can be: one search_by per call, so only the plausible ones are asked. */
export function customerFields(q: string): string[] {
  if (q.includes('@')) return ['sEmail'];
  if (/^[\d\s()+.-]+$/.test(q)) return ['sMobileNumber'];
  return ['sFullName', 'sEmail'];
}

/** Order ids carry digits and no spaces: a name or an email never costs the six order calls. */
export const mayBeOrderId = (q: string) => /\d/.test(q) && !/[\s@]/.test(q);

const BUY_STAGES = Object.keys(BUY_ORDER_PAGES) as BuyStage[];
const SELL_STAGES: readonly SellStage[] = ['pending', 'rejected', 'approved'];

/**
 * A buy order's details over its list (useOrderLink), the list filtered by its id (react-admin reads
 * `filter` from the query string) so that closing the details leaves the order's row in view.
 */
export const buyOrderPage = (status: unknown, orderId: string): string | undefined => {
  const stage = BUY_STAGES.find((item) => BUY_STAGE_STATUS[item] === status);
  return (
    stage &&
    `${buyOrderDetailPage(stage, orderId)}?filter=${encodeURIComponent(JSON.stringify({ q: orderId }))}`
  );
};

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: 'customers',
    resource: 'customers',
    access: { resource: 'customers', action: 'show' },
    filters: (q) => customerFields(q).map((field) => ({ q, search_by: field })),
    hit: (record) => ({
      kind: 'customers',
      id: String(record.id),
      primary: text(record.sFullName),
      secondary: [text(record.sEmail), text(record.sMobileNumber)].filter(Boolean).join(' · '),
      target: { page: page(CUSTOMER_PAGES.byType, { type: 'view', id: String(record.id) }) },
    }),
  },
  {
    kind: 'orders',
    resource: 'orders',
    access: { resource: 'orders', action: 'list' },
    filters: (q) => (mayBeOrderId(q) ? BUY_STAGES.map((stage) => ({ q, ...buyOrderFilter(stage) })) : []),
    hit: (record, filter) => ({
      kind: 'orders',
      id: String(record.id),
      primary: text(record.sOrderId),
      secondary: text(record.sEmail),
      badge: buyStatusKey(filter.status),
      target: { page: buyOrderPage(filter.status, text(record.sOrderId)) ?? ORDER_PAGES.pendingOrders },
    }),
  },
  {
    kind: 'sellOrders',
    resource: 'sellOrders',
    access: { resource: 'sellOrders', action: 'show' },
    filters: (q) => (mayBeOrderId(q) ? SELL_STAGES.map((stage) => ({ q, ...sellOrderFilter(stage) })) : []),
    hit: (record) => ({
      kind: 'sellOrders',
      id: String(record.id),
      primary: text(record.sOrderId),
      secondary: text(record.sEmail),
      badge: `gd.orders.sell_status.${text(record.eStatus)}`,
      target: { page: page(ORDER_PAGES.sellCard, { id: String(record.id) }) },
    }),
  },
  {
    kind: 'giftCards',
    resource: 'giftCards',
    access: { resource: 'giftCards', action: 'show' },
    filters: (q) => [{ q }],
    hit: (record) => ({
      kind: 'giftCards',
      id: String(record.id),
      primary: text(record.sTitle),
      secondary: [text(record.sCategoryTitle), text(record.eCurrency).toUpperCase()]
        .filter(Boolean)
        .join(' · '),
      target: { page: page(GIFT_CARD_PAGES.card, { id: String(record.id) }) },
    }),
  },
  {
    kind: 'category',
    resource: 'category',
    access: { resource: 'category', action: 'show' },
    filters: (q) => [{ q }],
    hit: (record) => ({
      kind: 'category',
      id: String(record.id),
      primary: text(record.sTitle),
      secondary: text(record.sCategory),
      target: { page: `${CATEGORY_RESOURCE}/${enc(String(record.id))}` },
    }),
  },
];
