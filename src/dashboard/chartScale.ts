/** The revenue chart's arithmetic: round axis values and SVG paths. Pure, so tested without a DOM. */

export interface Point {
  x: number;
  y: number;
}

/**
 * Axis values from 0 to a round maximum at least `largest`, `count` steps or a few fewer: steps of
 * 1, 2, 2.5 or 5 times a power of ten read at a glance (250, 500, 750...). Below `count`, or for a
 * series of zeros, steps of 1: an axis of fractions of a cent says nothing about revenue.
 */
export function niceTicks(largest: number, count = 4): number[] {
  const top = Number.isFinite(largest) ? largest : 0;
  let step = 1;
  if (top > count) {
    const rough = top / count;
    const magnitude = 10 ** Math.floor(Math.log10(rough));
    step = magnitude * ([1, 2, 2.5, 5, 10].find((f) => f * magnitude >= rough) ?? 10);
  }
  const steps = top > count ? Math.ceil(top / step) : count;
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/**
 * Show every n-th label so that none overlaps: the room each month gets against the widest label
 * (its length times an average glyph width, plus a gap). Counted from the latest month, which is
 * always labelled: it is the one an admin looks for.
 */
export function labelEvery(spacing: number, longestLabel: number, charWidth = 6.5, gap = 12): number {
  const needed = longestLabel * charWidth + gap;
  return spacing > 0 ? Math.max(1, Math.ceil(needed / spacing)) : 1;
}

/** The index of the point whose x is nearest to `x`. */
export function nearestIndex(xs: number[], x: number): number {
  let best = 0;
  xs.forEach((candidate, i) => {
    if (Math.abs(candidate - x) < Math.abs(xs[best] - x)) best = i;
  });
  return best;
}

const n = (value: number) => Math.round(value * 10) / 10;
const at = ({ x, y }: Point) => `${n(x)},${n(y)}`;

/**
 * A smooth line that never overshoots its points (monotone cubic, Fritsch-Carlson): a month without
 * revenue must not dip below zero, nor a peak look higher than it was. Works for x running either way.
 */
export function linePath(points: Point[]): string {
  if (points.length === 0) return '';
  if (points.length < 3) return `M${points.map(at).join('L')}`;
  const slopes = points.slice(1).map((p, i) => (p.y - points[i].y) / (p.x - points[i].x));
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0];
    if (i === points.length - 1) return slopes[i - 1];
    return slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2;
  });
  slopes.forEach((slope, i) => {
    if (slope === 0) {
      tangents[i] = tangents[i + 1] = 0;
      return;
    }
    const a = tangents[i] / slope;
    const b = tangents[i + 1] / slope;
    const length = a * a + b * b;
    if (length > 9) {
      const t = 3 / Math.sqrt(length);
      tangents[i] = t * a * slope;
      tangents[i + 1] = t * b * slope;
    }
  });
  let d = `M${at(points[0])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p, q] = [points[i], points[i + 1]];
    const third = (q.x - p.x) / 3;
    d += `C${at({ x: p.x + third, y: p.y + tangents[i] * third })} ${at({ x: q.x - third, y: q.y - tangents[i + 1] * third })} ${at(q)}`;
  }
  return d;
}

/** The line closed down to the baseline: the shape the gradient fills. */
export function areaPath(points: Point[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${linePath(points)}L${at({ x: last.x, y: baseline })}L${at({ x: first.x, y: baseline })}Z`;
}
