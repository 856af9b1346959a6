import { describe, expect, it } from 'vitest';
import { positionOfId, recordById } from '../../mock-server/storage/idIndex';

const records = (...ids: string[]) => ids.map((id) => ({ _id: id, sName: `name ${id}` }));

describe('recordById (the id index of the mock)', () => {
  it('finds records by id, and nothing for an unknown id', () => {
    const list = records('a', 'b', 'c');
    expect(recordById(list, 'b')).toBe(list[1]);
    expect(recordById(list, 'c')).toBe(list[2]);
    expect(recordById(list, 'zzz')).toBeUndefined();
    expect(positionOfId(list, 'zzz')).toBe(-1);
  });

  it('follows the array as it changes: appended, removed, replaced and moved records', () => {
    const list = records('a', 'b', 'c');
    expect(recordById(list, 'c')).toBe(list[2]);

    list.push({ _id: 'd', sName: 'new' });
    expect(recordById(list, 'd')).toBe(list[3]);

    const [removed] = list.splice(1, 1);
    expect(removed._id).toBe('b');
    expect(recordById(list, 'b')).toBeUndefined();
    expect(recordById(list, 'c')).toBe(list[1]);

    const replacement = { _id: 'c', sName: 'replaced' };
    list[1] = replacement;
    expect(recordById(list, 'c')).toBe(replacement);

    list.unshift({ _id: 'e', sName: 'first' });
    expect(positionOfId(list, 'd')).toBe(3);
    expect(positionOfId(list, 'e')).toBe(0);
  });

  it('finds records appended one by one after a look, and one moved before them by a splice', () => {
    const list = records('a', 'b');
    expect(recordById(list, 'a')).toBe(list[0]);
    for (const id of ['c', 'd', 'e']) {
      list.push({ _id: id, sName: id });
      expect(recordById(list, id)).toBe(list[list.length - 1]);
    }
    list.splice(0, 1);
    list.push({ _id: 'f', sName: 'f' });
    expect(positionOfId(list, 'b')).toBe(0);
    expect(positionOfId(list, 'f')).toBe(4);
    expect(positionOfId(list, 'a')).toBe(-1);
  });

  it('answers the first record of a repeated id, as find does', () => {
    const list = [...records('a', 'b'), { _id: 'a', sName: 'second a' }];
    expect(recordById(list, 'a')).toBe(list[0]);
  });

  it('keeps one index per array', () => {
    const first = records('a', 'b');
    const second = records('b', 'a');
    expect(positionOfId(first, 'a')).toBe(0);
    expect(positionOfId(second, 'a')).toBe(1);
    expect(positionOfId(first, 'a')).toBe(0);
  });
});
