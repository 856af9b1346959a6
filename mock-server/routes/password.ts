/**
 * Forgotten password (mail with a one-time link, 60 minutes), link check, reset, and change.
 * Both reset and change end every session of the admin: the new password must be used to come back.
 */
import bcrypt from 'bcryptjs';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../src/domain/validation';
import { RESET_PATH } from '../../src/paths';
import { BCRYPT_COST, endSessions, findAdminByEmail, findByToken, issueToken } from '../auth';
import { ApiError } from '../http';
import { attemptKeys } from '../loginLimiter';
import { mailOrigin } from '../origin';
import { sendMail } from '../outbox';
import { route } from '../routeTable';
import type { Db, ResetToken } from '../types';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const isUsable = (item: ResetToken, now: number) =>
  item.dUsedAt === null && Date.parse(item.dExpiresAt) > now;

function usableResetToken(db: Db, token: string, now: number): ResetToken {
  const item = findByToken(db.resetTokens, token);
  if (!item || !isUsable(item, now)) throw ApiError.of(400, 'reset_link_invalid');
  return item;
}

/**
 * A new password, by reset or by change: it ends every session of the admin and uses up every reset
 * link still out (a link mailed before a change must not undo it).
 */
function setPassword(db: Db, admin: Db['admins'][number], hash: string, time: number): void {
  const stamp = new Date(time).toISOString();
  Object.assign(admin, { sPassword: hash, dUpdatedAt: stamp });
  for (const other of db.resetTokens) if (other.iAdminId === admin._id) other.dUsedAt ??= stamp;
  endSessions(db, admin._id);
}

export const passwordRoutes = [
  route({
    method: 'post',
    path: '/admin/password/forgot',
    access: 'public',
    body: forgotPasswordSchema,
    async handler({ body, req, store, now, log, t, loginLimiter }) {
      // Every request counts (each may send a mail), whether or not the account exists.
      const keys = attemptKeys('reset', req.ip, body.sEmail);
      if (loginLimiter.isBlocked(keys)) throw ApiError.of(429, 'too_many_attempts');
      loginLimiter.record(keys);
      const admin = findAdminByEmail(store.data, body.sEmail);
      // Same answer whether or not the account exists: the form does not reveal who has one.
      if (!admin || admin.eStatus !== 'y') return { message: 'forgot_sent' };
      const time = now();
      const { token, record } = issueToken(admin._id, time, RESET_LINK_TTL_MS);
      const db = store.data;
      db.resetTokens = db.resetTokens.filter((item) => isUsable(item, time));
      db.resetTokens.push({ ...record, dUsedAt: null });
      const link = `${mailOrigin(req)}${RESET_PATH.replace(':token', token)}`;
      const minutes = RESET_LINK_TTL_MS / 60_000;
      const text = t('gd.server.reset_mail_text', { name: admin.sFullName, link, minutes });
      sendMail(db, { to: admin.sEmail, subject: t('gd.server.reset_mail_subject'), text, link }, time, log);
      await store.save();
      return { message: 'forgot_sent' };
    },
  }),
  route({
    method: 'get',
    path: '/admin/password/forgot/:token',
    access: 'public',
    handler({ params, store, now }) {
      usableResetToken(store.data, params.token, now());
      return { message: 'reset_link_valid' };
    },
  }),
  route({
    method: 'post',
    path: '/admin/password/reset/:token',
    access: 'public',
    body: resetPasswordSchema,
    async handler({ body, params, store, now, settled }) {
      usableResetToken(store.data, params.token, now());
      const hash = await settled(bcrypt.hash(body.sNewPassword, BCRYPT_COST));
      // Checked again after the slow hash: two concurrent resets must not both use the link.
      const time = now();
      const item = usableResetToken(store.data, params.token, time);
      const admin = store.data.admins.find((candidate) => candidate._id === item.iAdminId);
      if (!admin) throw ApiError.of(400, 'reset_link_invalid');
      setPassword(store.data, admin, hash, time);
      await store.save();
      return { message: 'reset_success' };
    },
  }),
  route({
    method: 'post',
    path: '/admin/password/change',
    access: 'authenticated',
    body: changePasswordSchema,
    async handler({ body, auth, req, store, now, loginLimiter, settled }) {
      const { admin } = auth;
      // A stolen token must not make the old-password check a free guessing oracle: the login's limit.
      const attempt = loginLimiter.admit(attemptKeys('change', req.ip, admin._id));
      if (!attempt) throw ApiError.of(429, 'too_many_attempts');
      if (!(await settled(bcrypt.compare(body.sOldPassword, admin.sPassword))))
        throw ApiError.of(400, 'old_password_wrong');
      attempt.succeeded();
      const hash = await settled(bcrypt.hash(body.sNewPassword, BCRYPT_COST));
      setPassword(store.data, admin, hash, now());
      await store.save();
      return { message: 'password_changed' };
    },
  }),
];
