import { Router } from "express";
import { idParam, notificationReadSchema, pageQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";
import { setPageHeaders } from "../../http/paging";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { listOwnNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications.service";

export function notificationsRouter(db: Db) {
  const r = Router();
  // `{ items, unread }`: the bell needs the unread count whatever page it shows; paging still travels in headers.
  r.get("/notifications", requireUser, validate({ query: pageQuery }), async (req, res) => {
    const { items, unread, total } = await listOwnNotifications(db, req.user!.id, res.locals.query);
    setPageHeaders(req, res, total, res.locals.query);
    res.json({ items, unread });
  });
  r.patch("/notifications/:id", requireUser, validate({ params: idParam, body: notificationReadSchema }), async (req, res) => {
    res.json(await markNotificationRead(db, req.user!.id, Number(req.params.id), requestContext(req)));
  });
  r.post("/notifications/read-all", requireUser, async (req, res) => {
    res.json(await markAllNotificationsRead(db, req.user!.id, requestContext(req)));
  });
  return r;
}
