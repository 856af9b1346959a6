/**
 * A zod issue as a line a backend developer can act on: which record, which field, what is wrong
 * ("record 3 lacks sEmail (required)", "data.wallet.balance: expected number, received string").
 */
import type { z } from 'zod';

type Segment = PropertyKey;

function valueAt(body: unknown, path: readonly Segment[]): unknown {
  let value = body;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

const joinPath = (path: readonly Segment[]) =>
  path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number'
        ? `${text}[${segment}]`
        : text
          ? `${text}.${String(segment)}`
          : String(segment),
    '',
  );

/** Where an issue is: "record 3" for a list row (data[3]), else the path of its parent ("the answer" at the top). */
function placeOf(parent: readonly Segment[]): string {
  const row = parent.findIndex(
    (segment, i) => typeof segment === 'number' && i > 0 && parent[i - 1] === 'data',
  );
  if (row >= 0) {
    const rest = joinPath(parent.slice(row + 1));
    return `record ${String(parent[row])}${rest ? ` (${rest})` : ''}`;
  }
  return parent.length ? joinPath(parent) : 'the answer';
}

/** zod's own text without its generic prefix ("Invalid input: expected string, received number"). */
const detail = (message: string) => message.replace(/^Invalid input: /, '');

export function describeIssue(body: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const field = path.at(-1);
  const parent = path.slice(0, -1);
  if (field === undefined || typeof field === 'number') return `${placeOf(path)} ${detail(issue.message)}`;
  if (valueAt(body, path) === undefined) return `${placeOf(parent)} lacks ${String(field)} (required)`;
  return `${placeOf(parent)}: ${String(field)} ${detail(issue.message)}`;
}

/** At most `limit` lines, then how many more. */
export function describeIssues(body: unknown, issues: readonly z.core.$ZodIssue[], limit = 5): string[] {
  const lines = issues.slice(0, limit).map((issue) => describeIssue(body, issue));
  if (issues.length > limit) lines.push(`and ${issues.length - limit} more`);
  return lines;
}
