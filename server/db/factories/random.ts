/**
 * A small seeded random source (mulberry32), so generated data is the same on every run and on every
 * machine. No library: a data generator's output must not change when a dependency is upgraded.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float from min to max rounded to `step` (e.g. 0.05 for interest rates). */
  step(min: number, max: number, step: number): number {
    const n = this.int(0, Math.round((max - min) / step));
    return Math.round((min + n * step) * 100) / 100;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of the keys, chosen in proportion to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [k, w] of weights) {
      r -= w;
      if (r < 0) return k;
    }
    return weights[weights.length - 1][0];
  }

  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }

  digits(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += String(this.int(0, 9));
    return s;
  }

  hex(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += this.int(0, 15).toString(16);
    return s;
  }

  letters(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += String.fromCharCode(65 + this.int(0, 25));
    return s;
  }
}

/** An independent stream per (seed, key), e.g. per customer, so one customer's data never depends on how many came before. */
export function streamFor(seed: number, key: number): Random {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key + 0x27d4eb2f, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 13), 0x45d9f3b);
  return new Random((h ^ (h >>> 16)) >>> 0);
}
