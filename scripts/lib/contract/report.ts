/** The checker's lines as printed: one per call, its notes indented under it, then the verdict. */
import type { Line } from './judge';
import type { Report } from './run';

const MARKS: Record<Line['verdict'], string> = {
  ok: 'ok',
  fail: 'FAIL',
  forbidden: '403',
  absent: 'absent',
  skipped: 'skip',
};

export function formatLine(line: Line): string {
  const status = line.status === undefined ? '---' : String(line.status);
  const label = `${line.label}${line.extension ? ' (extension)' : ''}`;
  const mark = line.extension && line.verdict === 'ok' ? 'present' : MARKS[line.verdict];
  const reading = line.reading ? `reading: ${line.reading}` : '';
  const head = `${mark.padEnd(7)} ${status}  ${label.padEnd(48)} ${reading}`.trimEnd();
  return [head, ...line.notes.map((note) => `        - ${note}`)].join('\n');
}

export function formatSummary({ lines, compatible }: Report): string {
  const count = (verdict: Line['verdict']) => lines.filter((line) => line.verdict === verdict).length;
  const others = [
    count('forbidden') && `${count('forbidden')} not allowed for this account`,
    count('absent') && `${count('absent')} extensions absent`,
    count('skipped') && `${count('skipped')} skipped`,
  ].filter(Boolean);
  const tail = others.length ? ` (${others.join(', ')})` : '';
  return compatible
    ? `Compatible: the app can read every answer checked, ${lines.length} calls${tail}.`
    : `Not compatible: ${count('fail')} of ${lines.length} calls depart from the contract${tail}.`;
}
