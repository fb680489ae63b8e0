import { istToday } from "../../shared/calendar/ist";
import type { Config } from "../env";
import type { Db } from "../db/client";
import { createRecurringGateway, demoRecurring } from "../modules/payments";
import { runSipJobs, type SipJobDeps, type SipJobReport } from "../modules/sip";

/**
 * The job runner (docs/decisions/sip-mandates-and-jobs.md): the background work due on a day, run by
 * every instance every few minutes for today, and by `npm run jobs:run -- --as-of YYYY-MM-DD` for any day.
 * Each kind of work claims its rows with SKIP LOCKED, so instances running it together never do an item twice.
 */
export type DueWorkReport = { asOf: string; sip: SipJobReport };

export type JobDeps = SipJobDeps;

export function jobDeps(config: Config, logger?: SipJobDeps["logger"]): JobDeps {
  return { gateway: createRecurringGateway(config.razorpay), demoGateway: demoRecurring(), logger };
}

export async function runDueWork(db: Db, deps: JobDeps, asOf: string = istToday()): Promise<DueWorkReport> {
  return { asOf, sip: await runSipJobs(db, deps, asOf) };
}

export type JobWorker = { stop(): Promise<void> };

/** Runs today's due work every `intervalMs` in this instance (all instances may: claims never overlap). */
export function startJobWorker(db: Db, deps: JobDeps, onError: (err: unknown) => void, intervalMs = 10 * 60_000): JobWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = runDueWork(db, deps)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
