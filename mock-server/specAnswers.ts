/**
 * The spec profile's answers (profiles.ts): one rule per call, keyed 'METHOD path' as the route
 * table. The default profile answers our readings of the spec (docs/api.md); these rules rewrite
 * them into the literal shapes of the spec's call tables. Each rule is a row of docs/api.md
 * "Spec-only profile". The route table refuses to start if a key names no served route.
 */
import type { Request } from 'express';
import type { MessageShape, Reply } from './http';
import { MEDIA_BASE, mediaUrlOf, publicOrigin } from './origin';
import type { AnswerRule } from './profiles';

type Fields = Record<string, unknown>;
type Present = (reply: Reply, req: Request) => Reply;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fn` on the answer's record, or on each record of its list; never on the stored objects. */
const onData =
  (fn: (record: Fields, req: Request) => Fields): Present =>
  (reply, req) => ({
    ...reply,
    data: Array.isArray(reply.data)
      ? reply.data.map((item: unknown) => (isFields(item) ? fn(item, req) : item))
      : isFields(reply.data)
        ? fn(reply.data, req)
        : reply.data,
  });

const without =
  (...keys: string[]) =>
  (record: Fields): Fields =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

const then =
  (...steps: Present[]): Present =>
  (reply, req) =>
    steps.reduce((answer, step) => step(answer, req), reply);

// ---- the shapes ---------------------------------------------------------------------------------

/** eRole is the mock's addition (it opens push); the spec's login and profile answers have none. */
const withoutRole = onData(without('eRole'));

/** The spec reads `user {...}` where the default profile answers `data`. */
const dataAsUser: Present = ({ data, ...reply }) => ({ ...reply, fields: { ...reply.fields, user: data } });

/** The spec's `data.data` read literally: the record one level down. */
const dataInData: Present = (reply) => ({ ...reply, data: { data: reply.data } });

/** The spec lists the record's fields (`_id, sEmail, ...`) at the top of the body. */
const dataAtTop: Present = ({ data, ...reply }) => ({
  ...reply,
  fields: { ...reply.fields, ...(isFields(data) ? data : {}) },
});

/** The spec's backend writes dialling codes without '+' ('44'). */
const subadminCodes = onData((record) =>
  typeof record.sCountryCode === 'string'
    ? { ...record, sCountryCode: record.sCountryCode.replace(/^\+/, '') }
    : record,
);

/** Media paths relative to the media base ('sellcards/receipt-1.svg'), as the spec's documents are. */
const relativeToMedia = (path: unknown) =>
  typeof path === 'string' && path.startsWith(`${MEDIA_BASE}/`) ? path.slice(MEDIA_BASE.length + 1) : path;

/** An order without the mock's numeric nStatus (s.3 lists none), its line images relative. */
const specOrders = onData((order) => {
  const rest = without('nStatus')(order);
  if (!Array.isArray(rest.aCartData)) return rest;
  const aCartData = rest.aCartData.map((line: unknown) =>
    isFields(line) && Array.isArray(line.aImages)
      ? { ...line, aImages: line.aImages.map(relativeToMedia) }
      : line,
  );
  return { ...rest, aCartData };
});

/** The storage's URLs are absolute: the upload target, and where the file will be served. */
const absoluteUpload = onData((record, req) => ({
  ...record,
  sUrl: `${publicOrigin(req)}${String(record.sUrl)}`,
  sPath: mediaUrlOf(req, String(record.sPath)),
}));

// ---- the table ----------------------------------------------------------------------------------

/** Actions read `message.msg`, creates the first `msg` of a list (catalogue-and-orders.md s.8). */
const ACTION: { messageShape: MessageShape } = { messageShape: 'msg' };
const CREATE: { messageShape: MessageShape } = { messageShape: 'msgList' };
const ORDER_ACTION: AnswerRule = { present: specOrders, ...ACTION };

export const SPEC_ANSWERS: Readonly<Record<string, AnswerRule>> = {
  'POST /admin/login': { present: withoutRole },
  'GET /admin/token/verify': { present: then(withoutRole, dataAsUser) },
  'POST /admin/editprofile': { present: withoutRole },
  'GET /admin/dashboard/count': { present: dataInData },

  'POST /admin/subadmin/list': { present: subadminCodes },
  'POST /admin/subadmin': { present: subadminCodes, ...CREATE },
  'GET /admin/subadmin/:id': { present: then(subadminCodes, dataAtTop) },
  'PUT /admin/subadmin/:id': { present: subadminCodes },
  'POST /admin/subadmin/changestatus': { present: subadminCodes, ...ACTION },

  'PUT /admin/kyc/:id': ACTION,
  'POST /admin/kyc-notification': ACTION,

  'POST /admin/categories': CREATE,
  'PUT /admin/categories/:eStatus/:id': ACTION,
  'POST /admin/signedurl/:folder': { present: absoluteUpload },
  'POST /admin/giftcards': CREATE,
  'POST /admin/redeemcards': CREATE,

  'POST /admin/orders': { present: specOrders },
  'PUT /admin/order/accept': ORDER_ACTION,
  'PUT /admin/order/deliver': ORDER_ACTION,
  'PUT /admin/order/reject/:cartId': ORDER_ACTION,
  'PUT /admin/order/reject': ORDER_ACTION,
  'POST /admin/sellorders': { present: specOrders },
  'GET /admin/order-sell/:id': { present: specOrders },
  'PUT /admin/order-sell': ORDER_ACTION,

  'POST /admin/transaction': { present: dataInData },
};
