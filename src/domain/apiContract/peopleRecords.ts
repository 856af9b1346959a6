/**
 * The records of the people answers (platform.md s.3): the signed-in admin and its rights, sub-admins,
 * customers and their KYC answers.
 */
import { z } from '../zod';
import { ACTIVE_FLAGS, KYC_STATUSES } from '../customer';
import { LEGACY_ACCESS, LEGACY_ROLES } from '../legacyUser';
import { key, optionalDate, optionalText, requiredText, namedRecord } from './fields';

export const permissionSetRecord = z
  .array(
    z.looseObject({
      permissions: z.string(),
      operations: z.array(
        z.looseObject({
          name: z.string(),
          canOperate: z
            .string()
            .meta({ description: "Granted only when the text is 'true' (platform.md s.3)" }),
        }),
      ),
    }),
  )
  .meta({ id: 'PermissionSet' });

export const adminProfileRecord = namedRecord('AdminProfile', {
  _id: key.optional(),
  sEmail: requiredText,
  sFullName: optionalText,
  sMobileNumber: optionalText,
  eCurrency: optionalText,
  sCountry: optionalText,
  aPermissions: permissionSetRecord,
  eRole: z.enum(['super', 'sub']).optional().meta({
    description:
      'Beyond the spec (this project mock): absent, the app recognises a super admin by its rights',
  }),
});

/** What login answers under `data`. */
export const loginDataRecord = namedRecord('LoginData', {
  aPermissions: permissionSetRecord,
  sEmail: optionalText,
  userId: optionalText,
  _id: key.optional(),
  eRole: z.enum(['super', 'sub']).optional(),
});

export const subadminRecord = namedRecord('Subadmin', {
  _id: key,
  sEmail: requiredText,
  sFullName: z.string(),
  sCountryCode: optionalText,
  sMobileNumber: optionalText,
  eStatus: z.enum(ACTIVE_FLAGS).optional(),
  aPermissions: permissionSetRecord.optional(),
  dCreatedAt: optionalDate,
  // The older form's fields (platform.md s.3), on an account added or edited there.
  sFirstName: optionalText,
  sLastName: optionalText,
  sUserName: optionalText,
  sJobTitle: optionalText,
  eRole: z
    .enum(LEGACY_ROLES)
    .optional()
    .meta({ description: "The older form's role (not the session's eRole): its rights come from it" }),
  eAccess: z.enum(LEGACY_ACCESS).optional(),
  sSensorType: optionalText,
  nSensorId: z.number().int().min(0).optional(),
});

export const customerRecord = namedRecord('Customer', {
  _id: key,
  sEmail: requiredText,
  sFullName: z.string(),
  sUserName: optionalText,
  sMobileNumber: optionalText,
  sCountry: optionalText,
  sCity: optionalText,
  sState: optionalText,
  eCurrency: optionalText,
  sCoverPicture: optionalText,
  sProfilePicture: optionalText,
  eStatus: z.enum(ACTIVE_FLAGS).optional(),
  sKycStatus: z.enum(KYC_STATUSES).optional(),
  dCreatedAt: optionalDate,
});

export const kycRecord = namedRecord('KycRecord', {
  _id: key,
  eStatus: z.enum(KYC_STATUSES),
  oKycDetails: z.looseObject({
    firstName: optionalText,
    lastName: optionalText,
    dob: optionalText,
    address1: optionalText,
    address2: optionalText,
    city: optionalText,
    state: optionalText,
    zipcode: optionalText,
    country: z
      .union([z.looseObject({ value: optionalText, label: optionalText }), z.string()])
      .nullable()
      .optional(),
    typeOfId: optionalText,
    docFront: optionalText.meta({ description: 'A media path (joined to the media base) or a URL' }),
    docBack: optionalText,
    typeOfAddress: optionalText,
    docAddress: optionalText,
    docSelffie: optionalText,
  }),
});
