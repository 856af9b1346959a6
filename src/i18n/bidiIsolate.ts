/**
 * A value put into a right-to-left message (a title, a name, an order id) is isolated with Unicode's
 * first-strong isolate (FSI … PDI), as HTML's <bdi> would: it then reads in its own direction, and the
 * message's own punctuation stays outside it. Without it, "تعديل الصفحة: %{title}" with the title
 * "Loyalty Point (%)" painted "(%) Loyalty Point", and a trailing colon or full stop of the message
 * could jump into the value. Numbers are left alone: they read the same either way, and polyglot
 * chooses a plural by `smart_count`.
 */
const FSI = '\u2068';
const PDI = '\u2069';

export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

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
