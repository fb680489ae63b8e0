import { afterAll } from "vitest";
import { fixedClock, setClock, type FixedClock } from "../../shared/clock";

/**
 * Stops the app's clock (shared/clock.ts) at `at` for the rest of this test file, from the moment it is
 * called: call it at the top of the file, so values computed while the tests are collected (it.each
 * tables) see the same instant as the tests. Each test file has its own module graph, so the clock of
 * one file never reaches another; it is put back after the file's last test all the same. The answer
 * moves the clock on (`advance(ms)`, `set(instant)`).
 *
 * The app's clock only: the database's now() (sessions, login throttles, one-time tokens, outbox claims,
 * created_at defaults) keeps the real time (docs/decisions/injectable-clock.md).
 */
export function freezeClock(at: Date | string): FixedClock {
  const clock = fixedClock(at);
  const restore = setClock(clock);
  afterAll(restore);
  return clock;
}
