import type { Direction } from './locales';

/**
 * A value put into a message (a title, a name, an order id) is isolated with Unicode's first-strong
 * isolate (FSI … PDI), as HTML's <bdi> would: it then reads in its own direction, and the message's
 * own punctuation stays outside it.
 * - In a right-to-left message, every text value: "تعديل %{title}" with the title "Loyalty Point
 *   (%)" painted "(%) Loyalty Point", and a message's colon or full stop could be drawn inside it.
 * - In a left-to-right message, only a value written in a right-to-left script: "Edit %{title}" with
 *   an Arabic title put its "(%)" on the wrong side, and a number after an Arabic name was drawn
 *   before it. A Latin value needs nothing there, and stays as typed (what the English pages'
 *   accessible names and their tests read).
 * Numbers are left alone: they read the same either way, and polyglot chooses a plural by
 * `smart_count`.
 */
const FSI = '\u2068';
const PDI = '\u2069';

const RIGHT_TO_LEFT_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

const needsIsolation = (text: string, message: Direction): boolean =>
  text !== '' && (message === 'rtl' || RIGHT_TO_LEFT_SCRIPT.test(text));

/**
 * `options` with its text values isolated for a message of the `message` direction; polyglot's
 * default text (`_`) is a message, not a value.
 */
export function isolateValues(options: unknown, message: Direction): unknown {
  if (options === null || typeof options !== 'object') return options;
  const isolated = (name: string, value: unknown): value is string =>
    name !== '_' && typeof value === 'string' && needsIsolation(value, message);
  const entries = Object.entries(options);
  // The options as given when nothing needs it: most messages of a left-to-right page.
  if (!entries.some(([name, value]) => isolated(name, value))) return options;
  return Object.fromEntries(
    entries.map(([name, value]) => [name, isolated(name, value) ? `${FSI}${value}${PDI}` : value]),
  );
}
