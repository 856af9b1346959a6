import { describe, expect, it } from 'vitest';
import { mergeDisjoint } from '../../src/domain/mergeDisjoint';
import { composeCatalogue } from '../../src/i18n/catalogue';

describe('mergeDisjoint', () => {
  it('joins records whose keys differ, and refuses a key two of them define', () => {
    expect(mergeDisjoint([{ a: 1 }, { b: 2 }], 'Resource')).toEqual({ a: 1, b: 2 });
    expect(() => mergeDisjoint([{ a: 1 }, { a: 2 }], 'Resource')).toThrow('Resource "a" is declared twice');
  });

  it('keeps a feature from redefining a shared message area', () => {
    const base = { gd: { common: { ok: 'OK' } } };
    expect(() => composeCatalogue(base, [{ gd: { common: { ok: 'Fine' } } }])).toThrow(
      'gd "common" is declared twice',
    );
  });
});
