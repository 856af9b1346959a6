/**
 * Pieces every record route repeats: the any-object body, lookups that answer 404, and the list,
 * show and delete routes. They keep the route table's order of checks: a builder only writes the handler, so
 * 401/403 and the body's 415/413/400 still come first, then 404.
 */
import { z } from 'zod';
import { cardStatusSchema, type CardStatus } from '../src/domain/cards';
import type { Access } from './auth';
import { ApiError, validate } from './http';
import { recordById } from './storage';
import type { ServerKey } from './i18n';
import { ListCache } from './storage';
import { listQuery, type ListConfig } from './listQuery';
import { route, type Route, type RouteKind } from './routeTable';
import type { Db } from './types';

/**
 * A body the handler reads itself: any JSON object (list bodies, which listQuery reads leniently,
 * and PUT bodies that are told apart before their own schema validates them).
 */
export const OBJECT_BODY = z.record(z.string(), z.unknown(), 'gd.server.invalid_body');

/** The value, or 404 'not_found' when there is none. */
export function orNotFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw ApiError.of(404, 'not_found');
  return value;
}

/** The first record that passes the test, or 404 'not_found'. */
export function findOr404<T, S extends T>(records: readonly T[], test: (record: T) => record is S): S;
export function findOr404<T>(records: readonly T[], test: (record: T) => boolean): T;
export function findOr404<T>(records: readonly T[], test: (record: T) => boolean): T {
  return orNotFound(records.find(test));
}

export const findById = <T extends { _id: string }>(records: readonly T[], id: string): T =>
  orNotFound(recordById(records, id));

/** The collections of the data file whose records have an _id. */
type Collection = { [K in keyof Db]: Db[K] extends readonly { _id: string }[] ? K : never }[keyof Db];

/** GET `path` (ending in /:id): the record of `collection` as `present` shows it, or 404. */
export function showRoute<K extends Collection>(spec: {
  path: string;
  access: Exclude<Access, 'public'>;
  collection: K;
  message: ServerKey;
  present?: (record: Db[K][number], db: Db) => unknown;
}): Route {
  return route({
    method: 'get',
    path: spec.path,
    access: spec.access,
    handler: ({ store, params }) => {
      const records: readonly { _id: string }[] = store.data[spec.collection];
      const record = findById(records, params.id) as Db[K][number];
      return { message: spec.message, data: spec.present ? spec.present(record, store.data) : record };
    },
  });
}

/** DELETE `path` (ending in /:id): the record of `collection` goes for good; the answer names it. */
export function deleteRoute(spec: {
  path: string;
  access: Exclude<Access, 'public'>;
  collection: Collection;
  message: ServerKey;
}): Route {
  return route({
    method: 'delete',
    path: spec.path,
    access: spec.access,
    async handler({ store, params }) {
      const records: { _id: string }[] = store.data[spec.collection];
      const record = findById(records, params.id);
      records.splice(records.indexOf(record), 1);
      await store.save();
      return { message: spec.message, data: { _id: record._id } };
    },
  });
}

/**
 * POST `path` with a list body (docs/api.md "Lists"): `records` filtered, sorted and paged by
 * listQuery, each row of the page shown by `present`. `query` rewrites the body first (defaults or
 * fixed filters). Who may call it is only `access` (the route table's rule, checked by the matrix).
 */
export function listRoute<T extends object>(spec: {
  path: string;
  access: Exclude<Access, 'public'>;
  kind?: RouteKind;
  message: ServerKey;
  records: (db: Db) => readonly T[];
  config: ListConfig<T>;
  query?: (body: Record<string, unknown>) => Record<string, unknown>;
  present?: (record: T) => unknown;
}): Route {
  // Pages of one query share its sorted matches, kept up to date across writes (storage/listCache.ts).
  const cache = new ListCache<T>();
  return route({
    method: 'post',
    path: spec.path,
    access: spec.access,
    kind: spec.kind,
    body: OBJECT_BODY,
    handler: ({ store, body }) => {
      const query = spec.query ? spec.query(body) : body;
      const { value: records, collections } = store.readsOf(() => spec.records(store.data));
      const source = {
        revision: store.revision,
        changesSince: (revision: number) => store.changesSince(collections, revision),
      };
      const { data, total } = listQuery(records, query, spec.config, cache.at(source));
      return { message: spec.message, data: spec.present ? data.map(spec.present) : data, total };
    },
  });
}

/**
 * The card lists' status switch (PUT .../:id with { _id, eStatus }): the body is checked (400) before
 * the card is looked up (404), then only the status and the update time change. The caller saves.
 */
export function switchCardStatus<T extends { _id: string; eStatus: CardStatus; dUpdatedAt: string }>(
  records: readonly T[],
  id: string,
  body: Record<string, unknown>,
  now: number,
): T {
  const { eStatus } = validate(cardStatusSchema, { _id: id, ...body });
  const card = findById(records, id);
  Object.assign(card, { eStatus, dUpdatedAt: new Date(now).toISOString() });
  return card;
}
