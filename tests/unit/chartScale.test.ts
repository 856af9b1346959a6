import { describe, expect, it } from 'vitest';
import { areaPath, labelEvery, linePath, nearestIndex, niceTicks } from '../../src/dashboard/chartScale';

/** Every number of a path, in order. */
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('niceTicks', () => {
  it.each([
    [1000, [0, 250, 500, 750, 1000]],
    [1001, [0, 500, 1000, 1500]],
    [8200, [0, 2500, 5000, 7500, 10000]],
    [5, [0, 2, 4, 6]],
    [123_456, [0, 50_000, 100_000, 150_000]],
  ])('runs from 0 past %d in round steps', (largest, ticks) => {
    expect(niceTicks(largest)).toEqual(ticks);
  });

  it('gives a series of zeros, or of cents, whole steps to draw on', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(0.37)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1, 2, 3, 4]);
  });

  it('always ends at or above the largest value with 4 or 5 lines', () => {
    for (let largest = 1; largest < 200_000; largest = Math.ceil(largest * 1.37)) {
      const ticks = niceTicks(largest);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(largest);
      expect(ticks.length).toBeGreaterThanOrEqual(4);
      expect(ticks.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('labelEvery', () => {
  it('labels every month when there is room, every 2nd or 3rd when there is not', () => {
    expect(labelEvery(80, 6)).toBe(1);
    expect(labelEvery(30, 6)).toBe(2);
    expect(labelEvery(20, 6)).toBe(3);
    expect(labelEvery(0, 6)).toBe(1);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest point whichever way x runs', () => {
    expect(nearestIndex([10, 20, 30], 24)).toBe(1);
    expect(nearestIndex([30, 20, 10], 12)).toBe(2);
    expect(nearestIndex([10, 20, 30], 500)).toBe(2);
  });
});

describe('linePath and areaPath', () => {
  const points = [
    { x: 0, y: 100 },
    { x: 10, y: 0 },
    { x: 20, y: 0 },
    { x: 30, y: 50 },
  ];

  it('never overshoots its points: no control point above the highest or below the lowest', () => {
    const ys = numbers(linePath(points)).filter((_, i) => i % 2 === 1);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(100);
  });

  it('draws the same shape mirrored', () => {
    const mirrored = points.map(({ x, y }) => ({ x: 30 - x, y }));
    const [there, back] = [linePath(points), linePath(mirrored)].map(numbers);
    back.forEach((value, i) => expect(value).toBeCloseTo(i % 2 === 0 ? 30 - there[i] : there[i]));
  });

  it('closes the area down to the baseline', () => {
    expect(areaPath(points, 120)).toMatch(/L30,120L0,120Z$/);
  });

  it('draws short series with straight lines, and nothing for none', () => {
    expect(linePath([{ x: 5, y: 5 }])).toBe('M5,5');
    expect(linePath([])).toBe('');
    expect(areaPath([], 10)).toBe('');
    expect(linePath([...points.slice(0, 2)])).toBe('M0,100L10,0');
  });
});
