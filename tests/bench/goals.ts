/**
 * The goals of issue 23 as one Markdown table: metric | Giftdesk | reference | ratio | goal | met?
 * Informative: a missed goal is printed as "missed" and counted, never a failure (the bench exits 0),
 * because one run on a busy machine is not a verdict; the note quotes the table of a quiet run.
 */
import { median } from './measure';

export interface GoalRow {
  metric: string;
  app: string;
  reference: string;
  ratio: string;
  goal: string;
  /** undefined: an informative row, outside the count. */
  met?: boolean;
}

export const kB = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kB`;
export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** "1,234 ms (1,100-1,400)": the median, then the range, so a noisy series shows as one. */
export function msSpread(values: number[]): string {
  const int = (value: number) => Math.round(value).toLocaleString('en-US');
  return `${ms(median(values))} (${int(Math.min(...values))}-${int(Math.max(...values))})`;
}

/** Giftdesk against the reference, lower is better: met when app / reference <= maxRatio. */
export function ratioRow(
  metric: string,
  app: { value: number; text: string },
  reference: { value: number; text: string },
  maxRatio: number,
): GoalRow {
  const ratio = app.value / reference.value;
  return {
    metric,
    app: app.text,
    reference: reference.text,
    ratio: `${ratio.toFixed(2)}×`,
    goal: `≤ ${maxRatio.toFixed(2)}×`,
    met: ratio <= maxRatio,
  };
}

/** A score of Giftdesk alone (Lighthouse), higher is better: met when the median reaches `min`. */
export function scoreRow(metric: string, scores: number[], min: number): GoalRow {
  const [low, high] = [Math.min(...scores), Math.max(...scores)];
  const middle = median(scores);
  return {
    metric,
    app: `${middle}${low === high ? '' : ` (${low}-${high})`}`,
    reference: '–',
    ratio: '–',
    goal: min === 100 ? '100' : `≥ ${min}`,
    met: middle >= min,
  };
}

export function infoRow(metric: string, app: string, reference = '–'): GoalRow {
  return { metric, app, reference, ratio: '–', goal: 'not a goal', met: undefined };
}

/** A Markdown table, padded so it also reads as plain text. */
export function markdownTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(3, ...all.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function printGoals(rows: GoalRow[], skipped: string[]): void {
  const verdict = (met?: boolean) => (met === undefined ? '–' : met ? 'met' : 'missed');
  const counted = rows.filter((row) => row.met !== undefined);
  console.log(
    [
      '',
      '### Goals of issue 23',
      '',
      markdownTable(
        ['Metric', 'Giftdesk', 'Reference', 'Ratio', 'Goal', 'Met?'],
        rows.map((row) => [row.metric, row.app, row.reference, row.ratio, row.goal, verdict(row.met)]),
      ),
      '',
      'Times: median (range) of cold loads in fresh browser contexts, Giftdesk and the reference',
      'alternately, from navigation start. Sizes: gzip -9 per file. Lighthouse: median (range) of its runs.',
      '',
      `**${counted.filter((row) => row.met).length} of ${counted.length} goals met**` +
        (skipped.length ? ` (not measured in this run: ${skipped.join(', ')}).` : '.'),
    ].join('\n'),
  );
}
