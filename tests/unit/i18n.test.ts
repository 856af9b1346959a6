import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import { VALIDATION_KEYS } from '../../src/domain/validation';

type Tree = { [key: string]: string | Tree | unknown };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('translations', () => {
  const enKeys = leafKeys(en as Tree);
  const frKeys = leafKeys(fr as Tree);

  it('every en-US key exists in fr-FR', () => {
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
  });

  it('every fr-FR key exists in en-US', () => {
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('no message is empty', () => {
    for (const key of enKeys.filter((k) => k.startsWith('gd.'))) {
      expect(lookup(en as Tree, key), key).not.toBe('');
      expect(lookup(fr as Tree, key), key).not.toBe('');
    }
  });

  it('every validation key used by the schemas is translated', () => {
    for (const key of Object.values(VALIDATION_KEYS)) {
      expect(typeof lookup(en as Tree, key), key).toBe('string');
      expect(typeof lookup(fr as Tree, key), key).toBe('string');
    }
  });

  it('keeps the spec texts verbatim in en-US', () => {
    expect(lookup(en as Tree, 'gd.validation.email_invalid')).toBe('Email is not valid');
    expect(lookup(en as Tree, 'gd.validation.same_password')).toBe('Old and New Password are same');
  });
});
