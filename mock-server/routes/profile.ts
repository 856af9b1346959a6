/**
 * Edit profile: only the full name and the email are stored (the other fields are read-only). A change
 * of email needs the current password (docs/security.md): checked under the login's
 * throttle, before the "already in use" answer, so a stolen token can neither move the account nor
 * learn which addresses are admins'. The old address is told, and the account's other sessions end.
 */
import bcrypt from 'bcryptjs';
import { editProfileFormSchema, editProfileSchema, emailChanged } from '../../src/domain/validation';
import { findAdminByEmail, profileOf } from '../auth';
import { ApiError, validate } from '../http';
import { translator } from '../i18n';
import { attemptKeys } from '../loginLimiter';
import { sendMail } from '../outbox';
import { route } from '../routeTable';

export const profileRoutes = [
  route({
    method: 'post',
    path: '/admin/editprofile',
    access: 'authenticated',
    body: editProfileSchema,
    async handler({ body, auth, req, store, now, log, loginLimiter, settled }) {
      const { admin, session } = auth;
      const previous = admin.sEmail;
      const moving = emailChanged(previous, body.sEmail);
      if (moving) {
        // The form's own rule, the same 400 and message as any field's.
        validate(editProfileFormSchema(previous), body);
        const attempt = loginLimiter.admit(attemptKeys('change', req.ip, admin._id));
        if (!attempt) throw ApiError.of(429, 'too_many_attempts');
        if (!(await settled(bcrypt.compare(body.sCurrentPassword ?? '', admin.sPassword))))
          throw ApiError.of(400, 'current_password_wrong');
        attempt.succeeded();
      }
      const owner = findAdminByEmail(store.data, body.sEmail);
      if (owner && owner._id !== admin._id) throw ApiError.of(409, 'email_taken');
      Object.assign(admin, {
        sFullName: body.sFullName,
        sEmail: body.sEmail,
        dUpdatedAt: new Date(now()).toISOString(),
      });
      if (moving) {
        // Elsewhere signed in (a thief's copy of the token, another device): signed out.
        store.data.sessions = store.data.sessions.filter(
          (item) => item.iAdminId !== admin._id || item === session,
        );
        // In English: the admin's language is not stored with the account.
        const t = translator('en-US');
        sendMail(
          store.data,
          {
            to: previous,
            subject: t('gd.server.email_changed_subject'),
            text: t('gd.server.email_changed_text', { name: admin.sFullName, email: body.sEmail }),
          },
          now(),
          log,
        );
      }
      await store.save();
      return { message: 'profile_updated', data: profileOf(admin) };
    },
  }),
];
