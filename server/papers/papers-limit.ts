import type { Db } from "../db/client";
import { rateLimit } from "../http/rate-limit";

/** Papers a person may download an hour: each is drawn afresh (a KFS of 360 EMIs is a few hundred milliseconds of CPU). */
export const PAPERS_PER_HOUR = 60;

/** The limit every paper's route shares, counted per account (the access check before it made sure there is one). */
export const papersLimit = (db: Db) =>
  rateLimit(db, {
    name: "papers",
    limit: PAPERS_PER_HOUR,
    windowSeconds: 3600,
    message: /*i18n*/ {
      id: "papers.limit",
      message: "You can download {count} papers an hour. Please try again later.",
      values: { count: PAPERS_PER_HOUR },
    },
    key: (req) => String(req.user?.id),
  });
