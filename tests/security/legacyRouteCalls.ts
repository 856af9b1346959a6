/**
 * Valid calls of the older user form's routes (suite 2, ./routeCalls.ts): a new account per call
 * (email and user name from the data's size), and an edit of the suite's target sub-admin that
 * leaves its rights as they are (no role: docs/api.md "Older user form").
 */
import type { Db } from '../../mock-server/types';
import type { ValidCall } from './routeCalls';

const fields = (sEmail: string, sUserName: string) => ({
  sFirstName: 'Suite',
  sLastName: 'Two',
  sUserName,
  sEmail,
  sJobTitle: 'Tester',
  sSensorType: 'thermal',
  nSensorId: 2,
});

export const legacyUserCalls = (targetEmail: string): Record<string, (db: Db) => ValidCall> => ({
  'POST /superadmin/user-registration': (db) => ({
    body: {
      ...fields(`suite2.legacy.${db.admins.length}@example.com`, `suite2.legacy.${db.admins.length}`),
      sPassword: 'Legacy#2026',
      sConfirmPassword: 'Legacy#2026',
      eRole: 'User',
      eAccess: 'Read',
    },
  }),
  'PUT /superadmin/user/:id': (db) => {
    const target = db.admins.find((admin) => admin.sEmail === targetEmail);
    if (!target) throw new Error(`suite 2: the data holds no ${targetEmail}`);
    return { params: { id: target._id }, body: fields(targetEmail, 'suite2.target') };
  },
});
