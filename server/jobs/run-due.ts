import { addDays, istInstant, istToday } from "../../shared/calendar/ist";
import { now } from "../../shared/clock";
import type { Config } from "../env";
import type { Db } from "../db/client";
import { createRecurringGateway, demoRecurring } from "../modules/payments";
import { runConsultationJobs, type ConsultationJobReport } from "../modules/consultations";
import { runSipJobs, type SipJobDeps, type SipJobReport } from "../modules/sip";

/**
 * The job runner (docs/decisions/sip-mandates-and-jobs.md): the background work due on a day, run by
 * every instance every few minutes for today, and by `npm run jobs:run -- --as-of YYYY-MM-DD` for any day.
 * Each kind of work claims its rows with SKIP LOCKED, so instances running it together never do an item twice.
 */
export type DueWorkReport = { asOf: string; sip: SipJobReport; consultations: ConsultationJobReport };

export type JobDeps = SipJobDeps;

export function jobDeps(config: Config, logger?: SipJobDeps["logger"]): JobDeps {
  return { gateway: createRecurringGateway(config.razorpay), demoGateway: demoRecurring(), logger };
}

/**
 * The moment the time-of-day work (consultation holds and reminders) runs as of: now for today, the
 * given IST time when there is one, else the end of the given day.
 */
export function dueMoment(asOf: string, time?: string): Date {
  if (time) {
    const [h, m] = time.split(":").map(Number);
    return istInstant(asOf, h, m);
  }
  return asOf === istToday() ? now() : new Date(istInstant(addDays(asOf, 1), 0).getTime() - 1);
}

export async function runDueWork(db: Db, deps: JobDeps, asOf: string = istToday(), time?: string): Promise<DueWorkReport> {
  // One area's failure does not hold back the other's work; the first failure is reported once both ran.
  const [sip, consultations] = [
    await runSipJobs(db, deps, asOf).then(ok, failed),
    await runConsultationJobs(db, dueMoment(asOf, time)).then(ok, failed),
  ];
  if (!sip.ok) throw sip.error;
  if (!consultations.ok) throw consultations.error;
  return { asOf, sip: sip.value, consultations: consultations.value };
}

const ok = <T>(value: T) => ({ ok: true as const, value });
const failed = (error: unknown) => ({ ok: false as const, error });

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
