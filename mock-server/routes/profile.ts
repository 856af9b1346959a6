/** Edit profile: only the full name and the email are stored (the other fields are read-only). */
import { editProfileSchema } from '../../src/domain/validation';
import { findAdminByEmail, profileOf } from '../auth';
import { ApiError } from '../http';
import { route } from '../routeTable';

export const profileRoutes = [
  route({
    method: 'post',
    path: '/admin/editprofile',
    access: 'authenticated',
    body: editProfileSchema,
    async handler({ body, auth, store, now }) {
      const { admin } = auth;
      const owner = findAdminByEmail(store.data, body.sEmail);
      if (owner && owner._id !== admin._id) throw ApiError.of(409, 'email_taken');
      Object.assign(admin, {
        sFullName: body.sFullName,
        sEmail: body.sEmail,
        dUpdatedAt: new Date(now()).toISOString(),
      });
      await store.save();
      return { message: 'profile_updated', data: profileOf(admin) };
    },
  }),
];
