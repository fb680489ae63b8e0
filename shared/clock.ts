// The one clock business code reads the current time from (docs/decisions/injectable-clock.md).
// Shared, so the server, the browser and the date helpers (istToday) read the same thing; it is the
// system clock unless a test puts a fixed one in its place (tests/setup/clock.ts).

/** Something that tells the current instant. */
export type Clock = () => Date;

// The only place outside logging and measurement that reads the system's date (eslint.config.js bans it elsewhere).
const systemClock: Clock = () => new Date();

let current: Clock = systemClock;

/** The current instant, as the clock in use tells it. A fresh Date each call, free to change. */
export function now(): Date {
  return current();
}

/** now(), in milliseconds since the epoch (for deadlines kept as numbers). */
export function nowMs(): number {
  return now().getTime();
}

/** Puts another clock in use, process-wide; answers a function that puts the previous one back. */
export function setClock(clock: Clock): () => void {
  const previous = current;
  current = clock;
  return () => {
    current = previous;
  };
}

/** A clock stopped at an instant, moved only when told: `advance(ms)` or `set(instant)`. */
export type FixedClock = Clock & { advance(ms: number): void; set(at: Date | string | number): void };

export function fixedClock(at: Date | string | number): FixedClock {
  const ms = (v: Date | string | number) => {
    const t = new Date(v).getTime();
    if (Number.isNaN(t)) throw new Error(`fixedClock: not an instant: ${String(v)}`);
    return t;
  };
  let t = ms(at);
  return Object.assign(() => new Date(t), {
    advance(by: number) {
      t += by;
    },
    set(to: Date | string | number) {
      t = ms(to);
    },
  });
}
