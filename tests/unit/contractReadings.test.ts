/**
 * The contract and the app's readers list the same readings (so the two cannot drift apart): for each
 * answer the spec leaves open, every reading the reader reports is one the contract names, and every
 * reading the contract names is one the reader finds; each passes the checker.
 */
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/api/readings';
import { CONTRACT_OPERATIONS, isReadings, messageReadings } from '../../src/domain/apiContract';
import { judge } from '../../scripts/lib/contract/judge';
import { MESSAGE_CASES, OPEN_ANSWERS } from './support/contractAnswers';

const answerOf = (body: unknown, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers(headers),
  body,
});

describe.each(Object.entries(OPEN_ANSWERS))('%s', (_name, open) => {
  const contract = CONTRACT_OPERATIONS[open.operation].answer;

  it('the contract lists exactly the readings the reader reports', () => {
    if (!isReadings(contract)) throw new Error(`${open.operation} has no readings in the contract`);
    const found = Object.values(open.cases).map(
      ({ body, headers }) => open.read(body, new Headers(headers))?.reading,
    );
    expect(found).toEqual(Object.keys(open.cases));
    expect(Object.keys(contract.byReading).sort()).toEqual(Object.keys(open.cases).sort());
  });

  it.each(Object.entries(open.cases))('the %s reading passes the check', (reading, { body, headers }) => {
    const line = judge(
      { label: open.operation, operation: open.operation, read: open.read },
      answerOf(body, headers),
    );
    expect(line).toMatchObject({ verdict: 'ok', reading, notes: [] });
  });
});

describe('message', () => {
  it('the contract lists exactly the message forms readMessage reads, and each passes', () => {
    const found = Object.values(MESSAGE_CASES).map((message) => readMessage({ message })?.reading);
    expect(found).toEqual(Object.keys(MESSAGE_CASES));
    expect(Object.keys(messageReadings.byReading)).toEqual(Object.keys(MESSAGE_CASES));
    for (const [reading, message] of Object.entries(MESSAGE_CASES)) {
      const schemas: Record<string, { safeParse: (v: unknown) => { success: boolean } }> =
        messageReadings.byReading;
      expect(schemas[reading].safeParse(message).success, reading).toBe(true);
      const line = judge({ label: 'logout', operation: 'GET /admin/logout' }, answerOf({ message }));
      expect(line.verdict, reading).toBe('ok');
    }
  });

  it('a message in none of the forms departs from the contract', () => {
    const line = judge(
      { label: 'GET admin/logout', operation: 'GET /admin/logout' },
      answerOf({ message: 42 }),
    );
    expect(line.verdict).toBe('fail');
  });
});
