/** The answer envelope and the errors handlers throw; every error leaves as JSON `{ status, message }`. */
import type { Response } from 'express';
import type { z } from 'zod';
import { isMessageKey, serverKey, type ServerKey, type Translate } from './i18n';

/** A handler's successful answer: `message` is a server message key, translated on the way out. */
export interface Reply {
  status?: number;
  message: ServerKey;
  data?: unknown;
  total?: number;
  /** Extra top-level fields some calls carry (login's `userId`). */
  fields?: Record<string, unknown>;
}

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** A full message key ('gd.server.forbidden', 'gd.validation.email_invalid'). */
    readonly key: string,
    readonly errors?: FieldError[],
    /** Values of the message's `%{name}` placeholders (a refused code and the order holding it). */
    readonly vars?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'ApiError';
  }

  static of(status: number, key: ServerKey, vars?: Record<string, string | number>): ApiError {
    return new ApiError(status, serverKey(key), undefined, vars);
  }
}

export function sendReply(res: Response, t: Translate, reply: Reply): void {
  const status = reply.status ?? 200;
  res.status(status).json({
    status,
    message: t(serverKey(reply.message)),
    ...reply.fields,
    ...(reply.data === undefined ? {} : { data: reply.data }),
    ...(reply.total === undefined ? {} : { total: reply.total }),
  });
}

/**
 * How an error's `message` is written: the text (every call of the default profile), `{ msg }` or a
 * list of `{ msg, param? }` whose first item is the message to show (catalogue-and-orders.md s.8:
 * "some actions read message.msg; create actions read the first item's msg from a message list").
 */
export type MessageShape = 'text' | 'msg' | 'msgList';

/** Per request (the route wrapper sets it), so that the last error handler writes the call's shape. */
export function setMessageShape(res: Response, shape: MessageShape): void {
  res.locals.messageShape = shape;
}

function messageShapeOf(res: Response): MessageShape {
  const shape: unknown = res.locals.messageShape;
  return shape === 'msg' || shape === 'msgList' ? shape : 'text';
}

function shapedMessage(shape: MessageShape, text: string, errors: FieldError[] | undefined) {
  if (shape === 'msg') return { msg: text };
  // A validation failure's first error is its message (validate below), so the list starts with it.
  if (shape === 'msgList') {
    return errors && errors.length > 0
      ? errors.map((item) => ({ msg: item.message, param: item.path }))
      : [{ msg: text }];
  }
  return text;
}

export function sendError(res: Response, t: Translate, error: ApiError): void {
  const errors = error.errors?.map((item) => ({ path: item.path, message: t(item.message) }));
  const message = shapedMessage(messageShapeOf(res), t(error.key, error.vars), errors);
  res.status(error.status).json({ status: error.status, message, ...(errors ? { errors } : {}) });
}

/**
 * Validates a body with a shared schema. zod's own texts (wrong JSON type at the top level) are not
 * message keys: they become the generic invalid-body message so that the answer is always translated.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: isMessageKey(issue.message) ? issue.message : serverKey('invalid_body'),
  }));
  throw new ApiError(400, errors[0]?.message ?? serverKey('invalid_body'), errors);
}
