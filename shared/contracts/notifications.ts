import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { idParam, pageQuery } from "../schema/admin";
import { notificationReadSchema } from "../schema/notifications";
import { notifications } from "../schema/notifications-table";
import { nullableTimestamp, route, timestamp, type Json } from "./define";

const { id, kind, title, body, link, createdAt, readAt } = createSelectSchema(notifications, {
  createdAt: timestamp,
  readAt: nullableTimestamp,
}).shape;

/** One notification as the bell lists it: never whose it is nor its event key. */
export const notificationView = z.strictObject({ id, kind, title, body, link, createdAt, readAt });
export type NotificationView = z.input<typeof notificationView>;
export type NotificationViewJson = Json<typeof notificationView>;

/**
 * One page of the bell: an object rather than a plain array, because the bell needs the unread count
 * whatever page it shows; the paging still travels in X-Total-Count and Link.
 */
export const notificationsPageView = z.strictObject({ items: z.array(notificationView), unread: z.number().int() });
export type NotificationsPageView = z.input<typeof notificationsPageView>;
export type NotificationsPageViewJson = Json<typeof notificationsPageView>;

/** How many were marked read; none is left unread. */
export const readAllNotificationsView = z.strictObject({ updated: z.number().int(), unread: z.literal(0) });
export type ReadAllNotificationsView = z.input<typeof readAllNotificationsView>;

/** The signed-in customer's in-app notifications: list them, mark one or all read. */
export const notificationsContract = {
  list: route({
    method: "GET",
    path: "/api/notifications",
    summary: "The customer's notifications, newest first, a page at a time, with the unread count",
    access: "user",
    query: pageQuery,
    response: notificationsPageView,
  }),
  markRead: route({
    method: "PATCH",
    path: "/api/notifications/:id",
    summary: "Mark one of one's own notifications read",
    access: "user",
    params: idParam,
    body: notificationReadSchema,
    response: notificationView,
  }),
  markAllRead: route({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark every unread notification of the customer read",
    access: "user",
    response: readAllNotificationsView,
  }),
};
