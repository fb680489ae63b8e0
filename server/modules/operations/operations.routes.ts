import { operationsContract } from "../../../shared/contracts/operations";
import type { Database } from "../../db/client";
import { OPERATOR_TOKEN_HEADER, tokenMatches } from "../../db/backup/control";
import { schemaVersionOf } from "../../db/backup/manifest";
import { serve } from "../../http/contract-routes";
import { forbidden, notFound } from "../../http/errors";
import { sealWholeAuditChain } from "../audit";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Operator endpoints for `npm run db:backup` while the embedded server runs: loopback only, and only
 * with the token the server wrote into DATA_DIR. Not part of the public API.
 */
export function operationsRoutes(database: Database, operatorToken: string | undefined) {
  return [
    serve(operationsContract.backup, async ({ req, res }) => {
      // Without an embedded database to copy, the endpoint does not exist.
      if (!operatorToken || !database.dumpDataDir) throw notFound("No such API endpoint");
      if (!LOOPBACK.has(req.socket.remoteAddress ?? "") || !tokenMatches(operatorToken, req.get(OPERATOR_TOKEN_HEADER))) {
        throw forbidden("Operator token required");
      }
      // Every audit row committed so far goes into the backup chained, so a restore verifies it whole.
      await sealWholeAuditChain(database.db);
      const schema = await schemaVersionOf(database.db);
      const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      res.set({ "Content-Type": "application/gzip", "X-Schema-Migrations": String(schema.migrations), "X-Schema-Latest": schema.latest });
      res.send(dump);
    }),
  ];
}
