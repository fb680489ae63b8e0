import { Router } from "express";
import { adminOutboxQuery, idParam } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole } from "../../http/guards";
import { sendPage } from "../../http/paging";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { listOutbox, retryOutboxMessage } from "./admin-outbox.service";

export function adminOutboxRouter(db: Db) {
  const r = Router();
  r.get("/admin/outbox", requireRole("admin", "superadmin"), validate({ query: adminOutboxQuery }), async (req, res) => {
    const { items, total } = await listOutbox(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });
  r.post("/admin/outbox/:id/retry", requireRole("admin", "superadmin"), validate({ params: idParam }), async (req, res) => {
    res.json(await retryOutboxMessage(db, Number(req.params.id), requestContext(req)));
  });
  return r;
}
