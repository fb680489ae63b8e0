import { outboxContract } from "../../../shared/contracts/outbox";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { listOutbox, retryOutboxMessage } from "./admin-outbox.service";

export function outboxRoutes(db: Db) {
  return [
    serve(outboxContract.list, ({ query }) => listOutbox(db, query)),
    serve(outboxContract.retry, ({ params, ctx }) => retryOutboxMessage(db, params.id, ctx)),
  ];
}
