/** A bijective 32-bit mix (splitmix32's finaliser): different inputs always give different outputs. */
function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A small seeded random source (sfc32), so generated data is the same on every run and on every
 * machine. No library: a data generator's output must not change when a dependency is upgraded.
 * Its 128-bit state keeps the streams of a hundred thousand customers apart; a 32-bit generator
 * (mulberry32) runs them all along one 2^32 cycle, where they overlap and repeat "random" order ids.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  /** A stream per (seed, key): the key goes into the state whole, so no two keys share a stream. */
  constructor(seed: number, key = 0) {
    this.a = mix32(seed);
    this.b = mix32(key);
    this.c = mix32(seed ^ mix32(key));
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return (t >>> 0) / 4294967296;
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
export const streamFor = (seed: number, key: number) => new Random(seed, key);
