import { describe, expect, it } from 'vitest';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  REDEEM_CODE_MAX,
  REDEEM_CODE_MIN,
  generateRedeemCode,
  giftCardSchema,
  isStatusBody,
  redeemCardSchema,
  sameCode,
} from '../../src/domain/cards';
import { MASKED_CODE } from '../../src/redeemCards/reveal';
import { cards as enCards } from '../../src/cards/i18n/en';

describe('the redeem code rule, its hint and its mask agree', () => {
  const codeOk = (sCode: string) =>
    redeemCardSchema.safeParse({ sCode, sPin: '1', nValue: 5, eCurrency: 'usd' }).success;

  it('accepts what the hint says (min to max letters, digits or dashes) and a generated code', () => {
    expect(enCards.redeem.code_hint).toContain('%{min} to %{max} letters, digits or dashes');
    expect(codeOk('abc-123')).toBe(true);
    expect(codeOk('A'.repeat(REDEEM_CODE_MIN))).toBe(true);
    expect(codeOk('A'.repeat(REDEEM_CODE_MAX))).toBe(true);
    expect(codeOk(generateRedeemCode())).toBe(true);
    expect(codeOk('A'.repeat(REDEEM_CODE_MIN - 1))).toBe(false);
    expect(codeOk('A'.repeat(REDEEM_CODE_MAX + 1))).toBe(false);
    expect(codeOk('-ABC')).toBe(false);
  });

  it('masks a code without dashes a generated code does not have', () => {
    expect(generateRedeemCode()).not.toContain('-');
    expect(MASKED_CODE).not.toContain('-');
  });
});

describe('generateRedeemCode', () => {
  it('uses A-Z without I, L and O, plus digits', () => {
    expect(REDEEM_CODE_ALPHABET).toHaveLength(33);
    for (const letter of 'ILO') expect(REDEEM_CODE_ALPHABET).not.toContain(letter);
    expect(new Set(REDEEM_CODE_ALPHABET).size).toBe(33);
  });

  it('gives 16 characters of the alphabet, different every time', () => {
    const codes = Array.from({ length: 500 }, () => generateRedeemCode());
    for (const code of codes) {
      expect(code).toHaveLength(REDEEM_CODE_LENGTH);
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ0-9]{16}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws from crypto.getRandomValues by default', () => {
    const original = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    let calls = 0;
    const spy = <T extends ArrayBufferView | null>(array: T): T => {
      calls += 1;
      return original(array as Uint8Array) as unknown as T;
    };
    Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: spy, configurable: true });
    try {
      generateRedeemCode();
    } finally {
      Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: original, configurable: true });
    }
    expect(calls).toBeGreaterThan(0);
  });

  it('throws away the bytes that would bias the modulo (231 and above)', () => {
    // 232 would fold onto index 1 ('B') under a plain modulo; 0 is 'A', 32 is '9'.
    const bytes = [232, 255, 231, 0, 32];
    let next = 0;
    const source = (array: Uint8Array) => array.map(() => bytes[next++ % bytes.length]);
    expect(generateRedeemCode(source)).toBe('A9A9A9A9A9A9A9A9');
  });

  it('is close to uniform over many draws (chi-square sanity check)', () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i += 1) {
      for (const char of generateRedeemCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(33);
    const expected = (draws * REDEEM_CODE_LENGTH) / 33;
    let chi = 0;
    for (const count of counts.values()) chi += (count - expected) ** 2 / expected;
    // 32 degrees of freedom: p = 0.0001 at about 70.
    expect(chi).toBeLessThan(70);
  });
});

describe('card schemas', () => {
  const gift = {
    sTitle: ' Steam 50 ',
    iCategoryId: 'c1',
    eCurrency: 'usd',
    nPrice: '48',
    nValue: '50',
    nServiceCharge: 10,
    bSellable: false,
  };

  it('trims, turns digits into numbers and fills the defaults', () => {
    const result = giftCardSchema.parse(gift);
    expect(result).toMatchObject({
      sTitle: 'Steam 50',
      nPrice: 48,
      nValue: 50,
      nDiscount: 0,
      nExchangeFees: 30,
    });
  });

  it('checks the exchange fee only for a sellable card', () => {
    expect(giftCardSchema.safeParse({ ...gift, nExchangeFees: -5 }).success).toBe(true);
    const sellable = giftCardSchema.safeParse({ ...gift, bSellable: true, nExchangeFees: -5 });
    expect(sellable.success).toBe(false);
    expect(sellable.error?.issues[0]).toMatchObject({
      path: ['nExchangeFees'],
      message: 'gd.cards.validation.min_zero',
    });
  });

  it('accepts a pin of 1 to 4 digits only', () => {
    const card = { sCode: 'ABCD2345EFGH6789', nValue: 10, eCurrency: 'gbp' };
    for (const pin of ['0', '12', '9999', 1234])
      expect(redeemCardSchema.safeParse({ ...card, sPin: pin }).success).toBe(true);
    for (const pin of ['', '12345', '12a', ' 1 2', -1])
      expect(redeemCardSchema.safeParse({ ...card, sPin: pin }).success).toBe(false);
  });

  it('tells the status toggle from a full body, and compares codes without case', () => {
    expect(isStatusBody({ _id: 'x', eStatus: 'Active' })).toBe(true);
    expect(isStatusBody({ eStatus: 'Active' })).toBe(true);
    expect(isStatusBody({ _id: 'x', eStatus: 'Active', sTitle: 'y' })).toBe(false);
    expect(isStatusBody({ sTitle: 'y' })).toBe(false);
    expect(sameCode('abcd-1234', 'ABCD-1234 ')).toBe(true);
    expect(sameCode('ABCD1234', 'ABCD1235')).toBe(false);
  });
});
