/**
 * The records of the answers (spec section 3 of each document), as the app reads them. Loose objects:
 * a backend may send more fields (this project's mock adds `eRole`, `nStatus`, dates), never fewer than
 * the required ones. `id` names each one in the document's components.
 */
import { z } from '../zod';
import { CARD_STATUSES } from '../cards';
import { CATEGORY_STATUSES } from '../catalogue';
import { ACTIVE_FLAGS, KYC_STATUSES } from '../customer';
import {
  key,
  optionalAmount,
  optionalDate,
  optionalFlag,
  optionalText,
  requiredText,
  amount,
} from './fields';

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

export const adminProfileRecord = z
  .looseObject({
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
  })
  .meta({ id: 'AdminProfile' });

/** What login answers under `data`. */
export const loginDataRecord = z
  .looseObject({
    aPermissions: permissionSetRecord,
    sEmail: optionalText,
    userId: optionalText,
    _id: key.optional(),
    eRole: z.enum(['super', 'sub']).optional(),
  })
  .meta({ id: 'LoginData' });

export const subadminRecord = z
  .looseObject({
    _id: key,
    sEmail: requiredText,
    sFullName: z.string(),
    sCountryCode: optionalText,
    sMobileNumber: optionalText,
    eStatus: z.enum(ACTIVE_FLAGS).optional(),
    aPermissions: permissionSetRecord.optional(),
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'Subadmin' });

export const customerRecord = z
  .looseObject({
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
  })
  .meta({ id: 'Customer' });

export const kycRecord = z
  .looseObject({
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
  })
  .meta({ id: 'KycRecord' });

export const categoryRecord = z
  .looseObject({
    _id: key,
    sTitle: z.string(),
    sCategory: optionalText,
    sLogo: optionalText,
    sBanner: optionalText,
    sVideo: optionalText,
    nExchangeFees: optionalAmount,
    sShortDesc: optionalText,
    sDescription: optionalText,
    sRedeem: optionalText,
    eStatus: z.enum(CATEGORY_STATUSES).optional(),
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'Category' });

export const giftCardRecord = z
  .looseObject({
    _id: key,
    sTitle: z.string(),
    iCategoryId: key.nullable().optional(),
    sCategoryTitle: optionalText,
    eCurrency: optionalText,
    nValue: optionalAmount,
    nPrice: optionalAmount,
    nDiscount: optionalAmount,
    nCashBack: optionalAmount,
    nServiceCharge: optionalAmount,
    bSellable: optionalFlag,
    nExchangeFees: optionalAmount,
    nOfferPercentage: optionalAmount,
    eStatus: z.enum(CARD_STATUSES).optional(),
    sValidity: optionalText,
    nQuantity: optionalAmount,
    sOfferValidity: optionalText,
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'GiftCard' });

export const redeemCardRecord = z
  .looseObject({
    _id: key,
    sCode: optionalText.meta({ description: 'A secret: only in the answer for one card' }),
    sPin: optionalText,
    nValue: optionalAmount,
    eCurrency: optionalText,
    bRedeemed: optionalFlag,
    eStatus: z.enum(CARD_STATUSES).optional(),
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'RedeemCard' });

const cartLine = z.looseObject({
  _id: key.optional(),
  sTitle: optionalText,
  nQuantity: optionalAmount,
  nPrice: optionalAmount,
  eCurrency: optionalText,
  aImages: z.array(z.string()).nullable().optional(),
});
const extraCharge = z.looseObject({ name: optionalText, amount: optionalAmount });
const cardCode = z.looseObject({
  _id: key.optional(),
  sOrderContent: optionalText,
  sSerialNo: optionalText,
  dViewedAt: optionalDate,
});

export const orderRecord = z
  .looseObject({
    _id: key,
    sOrderId: key,
    sEmail: requiredText,
    sFullName: optionalText,
    sTitle: optionalText,
    sDescription: optionalText,
    eCurrency: optionalText,
    nPrice: optionalAmount,
    nQuantity: optionalAmount,
    eType: optionalText,
    eStatus: optionalText,
    nStatus: optionalAmount.meta({
      description: 'Beyond the spec (this project mock): the app takes a buy order status from its list',
    }),
    eGateway: optionalText,
    sPayerId: optionalText,
    sPaymentId: optionalText,
    sPaymentToken: optionalText,
    sTransactionId: optionalText,
    nTotalAmount: optionalAmount,
    nWalletAmount: optionalAmount,
    dCreatedAt: optionalDate,
    aCartData: z.array(cartLine).nullable().optional(),
    aExtraCharges: z.array(extraCharge).nullable().optional(),
    aCardCode: z.array(cardCode).nullable().optional(),
  })
  .meta({ id: 'Order' });

export const transactionRecord = z
  .looseObject({
    _id: key,
    sOrderId: key,
    sEmail: requiredText,
    sFullName: optionalText,
    eGateway: optionalText,
    eStatus: optionalText,
    nTotalQuantity: optionalAmount,
    nTotalAmount: optionalAmount,
    eCurrency: optionalText,
    dCreatedAt: optionalDate,
    nEarnedLp: optionalAmount,
    nUsedLp: optionalAmount,
    sPaymentId: optionalText,
    sTransactionId: optionalText,
    nWalletAmount: optionalAmount,
    aCartData: z.array(cartLine).nullable().optional(),
    aExtraCharges: z.array(extraCharge).nullable().optional(),
  })
  .meta({ id: 'Transaction' });

export const walletTransactionRecord = z
  .looseObject({
    _id: key,
    sOrderId: z
      .union([z.string(), z.number()])
      .nullable()
      .optional()
      .meta({ description: 'Empty for a top-up' }),
    sEmail: requiredText,
    sFullName: optionalText,
    eGateway: optionalText,
    eStatus: optionalText,
    sType: optionalText,
    nTotalAmount: optionalAmount,
    eCurrency: optionalText,
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'WalletTransaction' });

export const settingRecord = z
  .looseObject({
    _id: key.optional(),
    sKey: requiredText,
    sTitle: z.string(),
    sValue: z.union([z.string(), z.number()]).nullable().optional(),
    dUpdatedAt: optionalDate,
  })
  .meta({ id: 'Setting' });

export const dashboardCountsRecord = z
  .looseObject({
    wallet: z.looseObject({ balance: z.number(), currency: z.string() }),
    users: z.number(),
    orders: z.number(),
    totalRevenue: z.array(z.looseObject({ total: z.number() })),
    revenue: z.array(z.looseObject({ _id: z.string(), count: z.number() })),
  })
  .meta({ id: 'DashboardCounts' });

export const signedUrlRecord = z
  .looseObject({
    sUrl: requiredText.meta({
      description: 'Where to PUT the file, with its Content-Type: a path on the API host or a URL',
    }),
    sPath: requiredText,
  })
  .meta({ id: 'SignedUrl' });

// ---- the proposed extensions' records ------------------------------------------------------------

export const auditEntryRecord = z
  .looseObject({
    _id: key,
    dCreatedAt: z.string(),
    sAction: z.string(),
    sResource: z.string(),
    iRecordId: key.optional(),
    iAdminId: key.optional(),
    sAdminEmail: optionalText,
    sAdminName: optionalText,
    sRecordLabel: optionalText,
    aChanges: z.array(z.looseObject({ sField: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'AuditEntry' });

export const revenueRecord = z
  .looseObject({
    from: z.string(),
    to: z.string(),
    interval: z.string(),
    series: z.array(
      z.looseObject({
        currency: z.string(),
        points: z.array(z.looseObject({ date: z.string(), total: amount, count: z.number() })),
      }),
    ),
  })
  .meta({ id: 'RevenueAnswer' });

export const pushRecord = z
  .looseObject({
    _id: key,
    sTitle: z.string(),
    sContent: optionalText,
    sURL: optionalText,
    sLogo: optionalText,
    sBanner: optionalText,
    sSenderEmail: optionalText,
    dCreatedAt: optionalDate,
  })
  .meta({ id: 'PushRecord' });

/** POST admin/order/codes (our extension): one buy order's delivered codes in clear. */
export const orderCodesRecord = z
  .looseObject({ _id: key.optional(), aCardCode: z.array(cardCode) })
  .meta({ id: 'OrderCodes' });

export const invoiceLinkRecord = z
  .looseObject({ url: requiredText, dExpiresAt: optionalDate })
  .meta({ id: 'InvoiceLink' });
