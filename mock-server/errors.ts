/**
 * The last middlewares: unknown routes answer 404 JSON, and every error becomes `{ status, message }`
 * in the request's language. json-server's default handler sent stack traces; this one never does.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError, sendError } from './http';
import { localeOf, translator, type ServerKey } from './i18n';

/** body-parser's error types -> what the client did wrong. */
const BODY_ERRORS: Record<string, [number, ServerKey]> = {
  'entity.parse.failed': [400, 'malformed_json'],
  'entity.too.large': [413, 'body_too_large'],
  'entity.verify.failed': [400, 'malformed_json'],
  'request.aborted': [400, 'bad_request'],
  'request.size.invalid': [400, 'bad_request'],
  'charset.unsupported': [415, 'unsupported_media_type'],
  'encoding.unsupported': [415, 'unsupported_media_type'],
};

export function notFound(req: Request, res: Response): void {
  sendError(res, translator(localeOf(req)), ApiError.of(404, 'route_not_found'));
}

function toApiError(error: unknown, log: (line: string) => void): ApiError {
  if (error instanceof ApiError) return error;
  // Refused before any parser ran (src/domain/richText.ts): the client sent too much or too deep a text.
  // (By name: the codec is loaded on first use, not when the mock starts.)
  if (error instanceof Error && error.name === 'RichTextLimitError')
    return ApiError.of(400, 'rich_text_too_large');
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return ApiError.of(known[0], known[1]);
  // Client errors raised by express itself (a malformed %-escape in the path, for instance).
  if (typeof status === 'number' && status >= 400 && status < 500) return ApiError.of(status, 'bad_request');
  log(`[mock] unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return ApiError.of(500, 'internal_error');
}

export function errorHandler(log: (line: string) => void) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    sendError(res, translator(localeOf(req)), toApiError(error, log));
  };
}
