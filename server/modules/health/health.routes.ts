import { healthContract, type HealthAnswer } from "../../../shared/contracts/operations";
import type { Database } from "../../db/client";
import { serve } from "../../http/contract-routes";

export function healthRoutes(database: Database) {
  return [
    serve(healthContract.check, async ({ res }): Promise<HealthAnswer> => {
      try {
        await database.ping();
        return { status: "ok", db: "ok" };
      } catch {
        // Still an answer, not an error: a load balancer reads the 503 and takes this instance out.
        res.status(503);
        return { status: "error", db: "unreachable" };
      }
    }),
  ];
}
