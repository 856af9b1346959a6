/**
 * The records of the order answers (catalogue-and-orders.md s.3): buy and sell orders, their delivered
 * codes, transactions and wallet transactions.
 */
import { z } from '../zod';
import { key, optionalAmount, optionalDate, optionalText, requiredText } from './fields';

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

/** POST admin/order/codes (our extension): one buy order's delivered codes in clear. */
export const orderCodesRecord = z
  .looseObject({ _id: key.optional(), aCardCode: z.array(cardCode) })
  .meta({ id: 'OrderCodes' });
