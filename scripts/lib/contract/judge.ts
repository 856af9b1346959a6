/**
 * The judgment of one answer: which reading the backend uses (found by the app's own readers, so
 * "compatible" means "the app can read it") and where the answer departs from the contract's schema
 * for that reading. Pure: unit-tested with fake answers (tests/unit/contractJudge.test.ts).
 */
import {
  answerSchema,
  CONTRACT_OPERATIONS,
  isReadings,
  type OperationKey,
} from '../../../src/domain/apiContract';
import { ABSENT_STATUSES } from '../../../src/api/extensions';
import { readMessage, type Read } from '../../../src/api/readings';
import { describeIssues } from './issues';

export interface Check {
  /** The call as a person reads it: `GET admin/user/{id}`. */
  label: string;
  operation: OperationKey;
  /** The app's reader of this answer; without one, the answer is checked against its schema alone. */
  read?: (body: unknown, headers: Headers) => Read<unknown> | undefined;
  /** What the reader looks for, for the line when it finds nothing: "no profile under `user` or `data`". */
  what?: string;
  /** The whole line instead, where the readings' names say nothing ("no `data` array"). */
  missing?: string;
}

export type Answer = { status: number; headers: Headers; body: unknown } | { error: string };

export type Verdict = 'ok' | 'fail' | 'forbidden' | 'absent' | 'skipped';

export interface Line {
  label: string;
  verdict: Verdict;
  status?: number;
  extension?: boolean;
  reading?: string;
  /** Why it fails, or why it was not checked. */
  notes: string[];
}

const quoted = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(' or ');

/** Judges one answer of `check`'s call. */
export function judge(check: Check, answer: Answer): Line {
  const contract = CONTRACT_OPERATIONS[check.operation];
  const extension = 'extension' in contract && contract.extension === true;
  const line = { label: check.label, ...(extension ? { extension } : {}) };
  if ('error' in answer) return { ...line, verdict: 'fail', notes: [`no answer: ${answer.error}`] };
  const { status, headers, body } = answer;
  if (status === 403)
    return {
      ...line,
      status,
      verdict: 'forbidden',
      notes: ['not allowed for this account (403): not checked'],
    };
  if (extension && ABSENT_STATUSES.has(status))
    return { ...line, status, verdict: 'absent', notes: [`absent (${status}): the app works without it`] };
  if (status < 200 || status > 299) {
    const message = readMessage(body)?.value;
    return {
      ...line,
      status,
      verdict: 'fail',
      notes: [`answered ${status}${message ? `: ${message}` : ''}`],
    };
  }

  const { answer: expected } = contract;
  const read = check.read?.(body, headers);
  if (check.read && !read) {
    const where = isReadings(expected) ? ` under ${quoted(Object.keys(expected.byReading))}` : '';
    const note = check.missing ?? `no ${check.what ?? 'answer the app can read'}${where}`;
    return { ...line, status, verdict: 'fail', notes: [note] };
  }
  let schema = answerSchema(expected);
  if (read && isReadings(expected)) {
    const byReading: Readonly<Record<string, typeof schema>> = expected.byReading;
    const branch = byReading[read.reading];
    if (!branch)
      return {
        ...line,
        status,
        reading: read.reading,
        verdict: 'fail',
        notes: ['a reading the contract does not list'],
      };
    schema = branch;
  }
  const result = schema.safeParse(body);
  return {
    ...line,
    status,
    ...(read ? { reading: read.reading } : {}),
    verdict: result.success ? 'ok' : 'fail',
    notes: result.success ? [] : describeIssues(body, result.error.issues),
  };
}
