/**
 * A value put into a right-to-left message (a title, a name, an order id) is isolated with Unicode's
 * first-strong isolate (FSI … PDI), as HTML's <bdi> would: it then reads in its own direction, and the
 * message's own punctuation stays outside it. Without it, "تعديل %{title}" with the title "Loyalty
 * Point (%)" painted "(%) Loyalty Point", and a message's own colon or full stop could be drawn
 * inside the value. Numbers are left alone: they read the same either way, and polyglot
 * chooses a plural by `smart_count`.
 */
const FSI = '\u2068';
const PDI = '\u2069';

const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/** `options` with its text values isolated; polyglot's default text (`_`) is a message, not a value. */
export function isolateValues(options: unknown): unknown {
  if (options === null || typeof options !== 'object') return options;
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      name !== '_' && typeof value === 'string' && value !== '' ? isolate(value) : value,
    ]),
  );
}
