/**
 * The records of the order answers (catalogue-and-orders.md s.3): buy and sell orders, their delivered
 * codes, transactions and wallet transactions.
 */
import { z } from '../zod';
import { key, optionalAmount, optionalDate, optionalText, requiredText, namedRecord } from './fields';

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

/** What every payment record carries: its order, who paid, through which gateway, how much and when. */
const paymentRecord = z.looseObject({
  _id: key,
  sOrderId: key,
  sEmail: requiredText,
  sFullName: optionalText,
  eGateway: optionalText,
  eStatus: optionalText,
  nTotalAmount: optionalAmount,
  eCurrency: optionalText,
  dCreatedAt: optionalDate,
});

/** A paid cart (buy orders and transactions): its payment references and lines. */
const checkoutRecord = paymentRecord.extend({
  sPaymentId: optionalText,
  sTransactionId: optionalText,
  nWalletAmount: optionalAmount,
  aCartData: z.array(cartLine).nullable().optional(),
  aExtraCharges: z.array(extraCharge).nullable().optional(),
});

export const orderRecord = checkoutRecord
  .extend({
    sTitle: optionalText,
    sDescription: optionalText,
    nPrice: optionalAmount,
    nQuantity: optionalAmount,
    eType: optionalText,
    nStatus: optionalAmount.meta({
      description: 'Beyond the spec (this project mock): the app takes a buy order status from its list',
    }),
    sPayerId: optionalText,
    sPaymentToken: optionalText,
    aCardCode: z.array(cardCode).nullable().optional(),
  })
  .meta({ id: 'Order' });

export const transactionRecord = checkoutRecord
  .extend({
    nTotalQuantity: optionalAmount,
    nEarnedLp: optionalAmount,
    nUsedLp: optionalAmount,
  })
  .meta({ id: 'Transaction' });

export const walletTransactionRecord = paymentRecord
  .extend({
    sOrderId: z
      .union([z.string(), z.number()])
      .nullable()
      .optional()
      .meta({ description: 'Empty for a top-up' }),
    sType: optionalText,
  })
  .meta({ id: 'WalletTransaction' });

/** POST admin/order/codes (our extension): one buy order's delivered codes in clear. */
export const orderCodesRecord = namedRecord('OrderCodes', {
  _id: key.optional(),
  aCardCode: z.array(cardCode),
});
