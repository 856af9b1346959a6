import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK, Serializer } from '../../mock-server/storeSerializer';

interface Item {
  id: number;
  value: string;
}
const makeDb = (n: number) => ({
  meta: { version: 1, seed: 1 },
  items: Array.from({ length: n }, (_, id): Item => ({ id, value: `v${id}` })),
  other: [{ a: 1 }],
});

describe('Serializer', () => {
  it('equals JSON.stringify after any mix of hinted edits, appends, removals and unhinted saves', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('edit', 'append', 'pop', 'replace', 'unhinted', 'meta'),
            at: fc.nat(),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          const db = makeDb(CHUNK * 2 + 7);
          const serializer = new Serializer();
          expect(serializer.serialize(db)).toBe(JSON.stringify(db));
          for (const step of steps) {
            const index = db.items.length === 0 ? 0 : step.at % db.items.length;
            if (step.kind === 'edit' && db.items[index]) {
              db.items[index].value += '!';
              serializer.note({ items: [db.items[index]] });
            } else if (step.kind === 'append') {
              db.items.push({ id: db.items.length, value: 'new' });
              serializer.note({});
            } else if (step.kind === 'pop') {
              db.items.pop();
              serializer.note({});
            } else if (step.kind === 'replace') {
              db.items = db.items.filter((item) => item.id % 3 !== 0);
              serializer.note({});
            } else if (step.kind === 'meta') {
              db.meta.seed += 1;
              serializer.note({});
            } else {
              db.other[0].a += 1;
              serializer.note();
            }
            expect(serializer.serialize(db)).toBe(JSON.stringify(db));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('re-encodes only the chunks a hint names (an unnamed in-place edit stays until a full save)', () => {
    const db = makeDb(CHUNK * 3);
    const serializer = new Serializer();
    serializer.serialize(db);
    db.items[0].value = 'changed';
    db.items[CHUNK * 2].value = 'unnamed';
    serializer.note({ items: [db.items[0]] });
    const text = serializer.serialize(db);
    expect(text).toContain('"changed"');
    expect(text).not.toContain('"unnamed"');
    serializer.note();
    expect(serializer.serialize(db)).toBe(JSON.stringify(db));
  });
});
