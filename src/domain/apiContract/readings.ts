/**
 * Answers whose shape the spec leaves open, described with every reading the app accepts. The names
 * are the ones `src/api/readings.ts` reports (`user`, `data.data`, `top level` ...): the app parses
 * with those readers, the contract documents the same readings, and tests/unit/contractReadings.test.ts
 * fails when a reader accepts a reading the contract does not list, or the other way round.
 */
import { z } from '../zod';

/** Extension keywords of the OpenAPI document (they pass through zod's JSON Schema output as is). */
export const READING_KEY = 'x-giftdesk-reading';
export const READINGS_KEY = 'x-giftdesk-readings';

export interface Readings<Name extends string = string> {
  /** The answer as the document shows it: any one of the readings (JSON Schema `anyOf`). */
  schema: z.ZodType;
  /** Each reading's own schema, by its name: the checker validates an answer against the one it uses. */
  byReading: Readonly<Record<Name, z.ZodType>>;
}

/**
 * One schema per reading, each tagged with its name, joined in a union. `id` names the union in the
 * document's components; `description` says what is read.
 */
export function anyReading<Name extends string>(
  byReading: Record<Name, z.ZodType>,
  meta: { id?: string; description: string },
): Readings<Name> {
  const names = Object.keys(byReading) as Name[];
  const tagged = names.map((name) => byReading[name].meta({ [READING_KEY]: name, title: name }));
  const [first, ...rest] = tagged;
  if (!first) throw new Error('anyReading needs at least one reading');
  const schema = z.union([first, ...rest]).meta({ ...meta, [READINGS_KEY]: names });
  return { schema, byReading };
}
