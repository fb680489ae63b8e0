import { operationsContract } from "../../../shared/contracts/operations";
import type { Database } from "../../db/client";
import { dumpHeaders, dumpOpenDatabase } from "../../db/embedded/backup";
import { OPERATOR_TOKEN_HEADER, tokenMatches } from "../../db/embedded/control";
import type { Request } from "express";
import { serve } from "../../http/contract-routes";
import { runDueWork, type JobDeps } from "../../jobs/run-due";
import { forbidden, notFound } from "../../http/errors";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Operator endpoints for `npm run db:backup` while the server runs on a database it alone may open
 * (`database.embedded`): loopback only, and only with the token the server wrote into DATA_DIR. Not
 * part of the public API.
 */
export function operationsRoutes(database: Database, operatorToken: string | undefined, jobs: JobDeps) {
  const operatorOnly = (req: Request) => {
    // Without an embedded database, the endpoints do not exist: operator commands open the database themselves.
    if (!operatorToken || !database.embedded) throw notFound("No such API endpoint");
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "") || !tokenMatches(operatorToken, req.get(OPERATOR_TOKEN_HEADER))) {
      throw forbidden("Operator token required");
    }
  };
  return [
    serve(operationsContract.runJobs, ({ req, body }) => {
      operatorOnly(req);
      return runDueWork(database.db, jobs, body.asOf, body.time);
    }),
    serve(operationsContract.backup, async ({ req, res }) => {
      operatorOnly(req);
      const { dump, schema } = await dumpOpenDatabase(database.db, database.embedded!);
      res.set(dumpHeaders(schema));
      res.send(dump);
    }),
  ];
}
