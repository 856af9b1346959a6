import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRichTextCodec, type RichTextWindow } from '../../src/domain/richText';
import { LOYALTY_RANGES, isLoyaltyKey, settingSchema } from '../../src/domain/settings';
import { createRng } from '../../mock-server/prng';
import { seedSettings } from '../../mock-server/seedSettings';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

describe('seeded settings', () => {
  const settings = seedSettings(createRng(7));

  it('are deterministic and hold the three loyalty keys and several content pages', () => {
    expect(seedSettings(createRng(7))).toEqual(settings);
    expect(settings.filter((item) => isLoyaltyKey(item.sKey)).map((item) => item.sKey)).toEqual(
      Object.keys(LOYALTY_RANGES),
    );
    expect(settings.filter((item) => !isLoyaltyKey(item.sKey)).length).toBeGreaterThanOrEqual(4);
    expect(new Set(settings.map((item) => item.sKey)).size).toBe(settings.length);
  });

  it('pass their own validation', () => {
    for (const item of settings) {
      expect(settingSchema(item.sKey).safeParse(item).success, item.sKey).toBe(true);
    }
  });

  it('store content pages exactly as the codec does (normalize changes nothing)', () => {
    for (const item of settings.filter((entry) => !isLoyaltyKey(entry.sKey))) {
      expect(codec.normalize(item.sValue), item.sKey).toBe(item.sValue);
      expect(codec.isBlank(item.sValue), item.sKey).toBe(false);
    }
  });
});
