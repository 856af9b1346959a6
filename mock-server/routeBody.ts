/**
 * Reading a request's body within bounds (docs/security.md, "Slow and huge bodies"): the route
 * table reads JSON bodies through `readJsonBody`, the upload route its raw bytes with the same
 * declared-size check and deadline. Apart from the route table so that both share one rule.
 */
import express, { type Request, type Response } from 'express';
import { ApiError } from './http';
import type { ServerKey } from './i18n';

/** A body still arriving after this is refused (408) and its connection closed: a slow client holds nothing. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * A body that says it is larger than `limit` is refused before a byte is read (the parser would
 * first wait to drain it), and its connection closed.
 */
export function refuseDeclaredOver(req: Request, res: Response, limit: number, key: ServerKey): void {
  const declared = Number(req.get('Content-Length'));
  if (!Number.isFinite(declared) || declared <= limit) return;
  res.setHeader('Connection', 'close');
  throw ApiError.of(413, key);
}

/**
 * A body's reading, bounded in time (docs/security.md, slow bodies): past `ms` the call answers 408 with a
 * message and the connection closes once the answer is out; other calls never waited on it anyway.
 */
export function bodyDeadline<T>(
  res: Response,
  reading: Promise<T>,
  ms: number = BODY_TIMEOUT_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      res.setHeader('Connection', 'close');
      reject(ApiError.of(408, 'body_timeout'));
    }, ms);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const JSON_TYPES = ['application/json', 'application/*+json'];
const JSON_LIMIT_BYTES = 1024 * 1024;
const jsonParser = express.json({
  type: JSON_TYPES,
  limit: JSON_LIMIT_BYTES,
  strict: true,
  // Keys that could reach an object's prototype are dropped while parsing (prototype pollution).
  reviver: (key: string, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value),
});

export async function readJsonBody(req: Request, res: Response, timeoutMs?: number): Promise<unknown> {
  // An explicitly empty body is no body, whatever its type (browsers send POSTs with Content-Length: 0).
  if (req.get('Content-Length') === '0' && !req.get('Transfer-Encoding')) return {};
  // null: the request has no body; false: it has one that is not JSON.
  if (req.is(JSON_TYPES) === false) throw ApiError.of(415, 'unsupported_media_type');
  refuseDeclaredOver(req, res, JSON_LIMIT_BYTES, 'body_too_large');
  await bodyDeadline(
    res,
    new Promise<void>((resolve, reject) =>
      jsonParser(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    ),
    timeoutMs,
  );
  return req.body ?? {};
}
