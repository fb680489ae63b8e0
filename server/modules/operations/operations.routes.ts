import { Router } from "express";
import type { Database } from "../../db/client";
import { OPERATOR_TOKEN_HEADER, tokenMatches } from "../../db/backup/control";
import { schemaVersionOf } from "../../db/backup/manifest";
import { forbidden, notFound } from "../../http/errors";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Operator endpoints for `npm run db:backup` while the embedded server runs: loopback only, and only
 * with the token the server wrote into DATA_DIR. Not part of the public API.
 */
export function operationsRouter(database: Database, operatorToken: string | undefined) {
  const r = Router();
  r.post("/internal/backup", async (req, res) => {
    if (!operatorToken || !database.dumpDataDir) throw notFound("No such API endpoint");
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "") || !tokenMatches(operatorToken, req.get(OPERATOR_TOKEN_HEADER))) {
      throw forbidden("Operator token required");
    }
    const schema = await schemaVersionOf(database.db);
    const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    res.set({ "Content-Type": "application/gzip", "X-Schema-Migrations": String(schema.migrations), "X-Schema-Latest": schema.latest });
    res.send(dump);
  });
  return r;
}
