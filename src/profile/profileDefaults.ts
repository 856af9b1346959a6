import type { UserIdentity } from 'react-admin';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The Edit Profile form's initial values, from react-admin's identity (authProvider.getIdentity). */
export const profileDefaults = (identity: UserIdentity | undefined) => ({
  sEmail: text(identity?.sEmail ?? identity?.email),
  sFullName: text(identity?.sFullName ?? identity?.fullName),
  sMobileNumber: text(identity?.sMobileNumber),
  eCurrency: text(identity?.eCurrency).toUpperCase(),
  sCountry: text(identity?.sCountry),
});
