import type { Logger } from "pino";
import { loggable } from "../db/db-errors";

/**
 * Work a route starts after it has answered, so the answer's content and timing cannot depend on it
 * (a forgotten-password request answers the same, as fast, whether or not an account matched).
 * Shutdown and tests wait for it with settled().
 */
export type AfterResponse = { run(what: string, task: () => Promise<void>, log: Pick<Logger, "warn">): void; settled(): Promise<void> };

export function afterResponse(): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task, log) {
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => log.warn(loggable(err), `${what} failed`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
