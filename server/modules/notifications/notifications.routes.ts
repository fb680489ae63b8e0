import { notificationsContract as c } from "../../../shared/contracts/notifications";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { setPageHeaders } from "../../http/paging";
import { listOwnNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications.service";

export function notificationsRoutes(db: Db) {
  return [
    // `{ items, unread }`: the bell needs the unread count whatever page it shows; paging still travels in headers.
    serve(c.list, async ({ user, query, req, res }) => {
      const { items, unread, total } = await listOwnNotifications(db, user.id, query);
      setPageHeaders(req, res, total, query);
      return { items, unread };
    }),
    serve(c.markRead, ({ user, params, ctx }) => markNotificationRead(db, user.id, params.id, ctx)),
    serve(c.markAllRead, ({ user, ctx }) => markAllNotificationsRead(db, user.id, ctx)),
  ];
}
