/** Log in, verify the token, log out (platform.md section 7). */
import bcrypt from 'bcryptjs';
import { loginSchema } from '../../src/domain/validation';
import { createSession, findAdminByEmail, permissionsOf, profileOf } from '../auth';
import { ApiError } from '../http';
import { attemptKeys } from '../loginLimiter';
import { route } from '../routeTable';

/** Compared against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = '$2b$10$QHyyIrIcPjXJLwgQmGAqheOhYf9TgAgkJiyy.BCqd1DeMIS8GWJ6m';

export const sessionRoutes = [
  route({
    method: 'post',
    path: '/admin/login',
    access: 'public',
    body: loginSchema,
    async handler({ body, req, res, store, now, loginLimiter, settled, audit }) {
      const keys = attemptKeys('login', req.ip, body.sEmail);
      const attempt = loginLimiter.admit(keys);
      if (!attempt) throw ApiError.of(429, 'too_many_attempts');
      const admin = findAdminByEmail(store.data, body.sEmail);
      const matches = await settled(bcrypt.compare(body.sPassword, admin?.sPassword ?? DUMMY_HASH));
      if (!admin || !matches) {
        // A wrong password for a known account is in the audit trail (docs/security.md), with that account.
        // Not awaited: a known account's refusal must take as long as an unknown one's (no enumeration).
        if (admin) void audit?.recordEvent(admin, 'session.login_failed', 'admin');
        throw ApiError.of(401, 'invalid_credentials');
      }
      attempt.succeeded();
      if (admin.eStatus !== 'y') throw ApiError.of(401, 'account_inactive');
      const token = createSession(store.data, admin, now());
      await store.save();
      res.setHeader('Authorization', token);
      return {
        message: 'login_success',
        fields: { userId: admin._id },
        data: { sEmail: admin.sEmail, aPermissions: permissionsOf(admin), eRole: admin.eRole },
      };
    },
  }),
  route({
    method: 'get',
    path: '/admin/token/verify',
    access: 'authenticated',
    handler: ({ auth }) => ({ message: 'token_verified', data: profileOf(auth.admin) }),
  }),
  route({
    method: 'get',
    path: '/admin/logout',
    access: 'authenticated',
    async handler({ auth, store }) {
      store.data.sessions = store.data.sessions.filter((session) => session._id !== auth.session._id);
      await store.save();
      return { message: 'logout_success' };
    },
  }),
];
