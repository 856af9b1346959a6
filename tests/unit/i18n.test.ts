import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import ar from '../../src/i18n/ar';
import { VALIDATION_KEYS } from '../../src/domain/validation';

type Tree = { [key: string]: string | Tree | unknown };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

/** The `%{name}` placeholders of a message, sorted and without repeats. */
const placeholders = (message: unknown): string[] =>
  [...new Set(String(message).match(/%\{\w+\}/g) ?? [])].sort();

/** The locales besides en-US; each must hold exactly the en-US keys. */
const others = { 'fr-FR': fr, ar } as const;

describe('translations', () => {
  const enKeys = leafKeys(en as Tree);

  describe.each(Object.entries(others))('%s', (_locale, catalogue) => {
    const keys = leafKeys(catalogue as Tree);

    it('has every en-US key', () => {
      expect(enKeys.filter((k) => !keys.includes(k))).toEqual([]);
    });

    it('has no key en-US lacks', () => {
      expect(keys.filter((k) => !enKeys.includes(k))).toEqual([]);
    });
  });

  it('no message is empty', () => {
    for (const key of enKeys.filter((k) => k.startsWith('gd.'))) {
      for (const catalogue of [en, fr, ar]) expect(lookup(catalogue as Tree, key), key).not.toBe('');
    }
  });

  it('every validation key used by the schemas is translated', () => {
    for (const key of Object.values(VALIDATION_KEYS)) {
      for (const catalogue of [en, fr, ar]) expect(typeof lookup(catalogue as Tree, key), key).toBe('string');
    }
  });

  it('keeps the spec texts verbatim in en-US', () => {
    expect(lookup(en as Tree, 'gd.validation.email_invalid')).toBe('Email is not valid');
    expect(lookup(en as Tree, 'gd.validation.same_password')).toBe('Old and New Password are same');
  });
});

describe('the Arabic catalogue', () => {
  const enKeys = leafKeys(en as Tree);
  const arabic = /[\u0600-\u06FF]/;

  it('is Arabic text', () => {
    for (const key of ['ra.action.save', 'gd.layout.menu.dashboard', 'gd.validation.email_invalid']) {
      const message = lookup(ar as Tree, key);
      expect(message, key).toMatch(arabic);
      expect(message, key).not.toBe(lookup(en as Tree, key));
    }
    expect(lookup(ar as Tree, 'gd.layout.menu.dashboard')).toBe('لوحة التحكم');
    expect(lookup(ar as Tree, 'ra.action.save')).toBe('حفظ');
  });

  it('keeps every placeholder of the English message, and adds none', () => {
    const mismatched = enKeys.filter(
      (key) => placeholders(lookup(en as Tree, key)).join() !== placeholders(lookup(ar as Tree, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("gives a plural message polyglot's six Arabic forms (0, 1, 2, 3-10, 11-99, 100+)", () => {
    const plural = enKeys.filter((key) => String(lookup(en as Tree, key)).includes('||||'));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      const forms = String(lookup(ar as Tree, key)).split('||||');
      expect(forms, key).toHaveLength(6);
      for (const form of forms) expect(form.trim(), key).not.toBe('');
    }
    // No Arabic message has plural forms its English one lacks.
    const extra = enKeys.filter(
      (key) =>
        String(lookup(ar as Tree, key)).includes('||||') && !String(lookup(en as Tree, key)).includes('||||'),
    );
    expect(extra).toEqual([]);
  });
});
