/** A small seeded PRNG (mulberry32) and the draws the seed needs: the same seed, the same data. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
  /** An ISO date between two instants (ms). */
  date(fromMs: number, toMs: number): string;
  /** An amount with two decimals between min and max. */
  money(min: number, max: number): number;
}

/** Two hex digits per byte value, looked up rather than formatted (the 100k seed draws millions). */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    hex: (length) => {
      let out = '';
      while (out.length < length) {
        const value = (next() * 0x100000000) >>> 0;
        out += BYTE_HEX[value >>> 24] + BYTE_HEX[(value >>> 16) & 255];
        out += BYTE_HEX[(value >>> 8) & 255] + BYTE_HEX[value & 255];
      }
      return out.length === length ? out : out.slice(0, length);
    },
    date: (fromMs, toMs) => new Date(fromMs + Math.floor(next() * (toMs - fromMs))).toISOString(),
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}
