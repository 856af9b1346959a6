import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Serializer, applyJournalLine } from '../../mock-server/storage/serializer';

interface Item {
  _id?: string;
  id: number;
  value: string;
}
// Half the items have an _id: a hinted edit is placed through the id index or, without one, by a scan.
const item = (id: number, value: string): Item =>
  id % 2 === 0 ? { _id: `i${id}`, id, value } : { id, value };
const makeDb = (n: number) => ({
  meta: { version: 1, seed: 1 },
  items: Array.from({ length: n }, (_, id) => item(id, `v${id}`)),
  other: [{ a: 1 }],
});
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('Serializer', () => {
  it('journals exactly the state, and snapshots equal JSON.stringify, after any mix of edits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('edit', 'append', 'pop', 'replace', 'unhinted', 'meta', 'whole', 'none'),
            at: fc.nat(),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          const db = makeDb(1207);
          const serializer = new Serializer();
          serializer.changes(db);
          expect(serializer.snapshot(db)).toBe(JSON.stringify(db));
          const replayed = copy(db) as Record<string, unknown>;
          const lines: string[] = [];
          for (const step of steps) {
            const index = db.items.length === 0 ? 0 : step.at % db.items.length;
            if (step.kind === 'edit' && db.items[index]) {
              db.items[index].value += '!';
              serializer.note({ items: [db.items[index]] });
            } else if (step.kind === 'append') {
              db.items.push(item(db.items.length, 'new'));
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
            } else if (step.kind === 'whole' && db.items[index]) {
              db.items.splice(index, 1);
              serializer.note({ items: true });
            } else if (step.kind === 'unhinted') {
              db.other[0].a += 1;
              serializer.note();
            } else {
              serializer.note({});
            }
            const line = serializer.changes(db);
            if (line !== '') lines.push(line);
            applyJournalLine(replayed, line || '[]');
            expect(replayed).toEqual(db);
            expect(serializer.snapshot(db)).toBe(JSON.stringify(db));
          }
          // Replaying the whole journal again on the final state changes nothing (crash after a snapshot).
          const again = copy(db) as Record<string, unknown>;
          for (const line of lines) applyJournalLine(again, line);
          expect(again).toEqual(db);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('journals only the records a hint names (an unnamed in-place edit waits for an unhinted save)', () => {
    const db = makeDb(3000);
    const serializer = new Serializer();
    serializer.changes(db);
    db.items[0].value = 'changed';
    db.items[2000].value = 'unnamed';
    serializer.note({ items: [db.items[0]] });
    expect(serializer.changes(db)).toBe(
      '[{"c":"items","n":3000,"s":[[0,{"_id":"i0","id":0,"value":"changed"}]]}]',
    );
    expect(serializer.snapshot(db)).not.toContain('"unnamed"');
    serializer.note();
    expect(serializer.changes(db)).toBe(
      '[{"c":"items","n":3000,"s":[[2000,{"_id":"i2000","id":2000,"value":"unnamed"}]]}]',
    );
    expect(serializer.snapshot(db)).toBe(JSON.stringify(db));
  });

  it('writes nothing when nothing changed, even after an unhinted save', () => {
    const db = makeDb(10);
    const serializer = new Serializer();
    serializer.changes(db);
    serializer.note();
    expect(serializer.changes(db)).toBe('');
  });

  it('refuses a line that is not a journal line', () => {
    expect(() => applyJournalLine({}, '{"c":"x"}')).toThrow();
    expect(() => applyJournalLine({}, '[{"c":"x","n":"many","s":[]}]')).toThrow();
    expect(() => applyJournalLine({}, '[{"c":"x","n":1,"s":[[0')).toThrow();
  });
});
