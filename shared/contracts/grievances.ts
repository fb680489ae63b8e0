import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { idParam } from "../schema/admin";
import {
  GRIEVANCE_STATUSES,
  adminGrievancesQuery,
  grievanceInputSchema,
  grievanceUpdateSchema,
  ownGrievancesQuery,
} from "../schema/grievances";
import { grievances } from "../schema/grievances-table";
import { calendarDate, nullableTimestamp, route, timestamp, type Json } from "./define";

const {
  userId: _userId,
  respondedBy: _respondedBy,
  ...shownColumns
} = createSelectSchema(grievances, {
  status: z.enum(GRIEVANCE_STATUSES),
  respondedAt: nullableTimestamp,
  resolvedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
}).shape;

/** A complaint as its customer sees it: its answer and when it is due, never which member of staff answered. */
export const grievanceView = z.strictObject({
  ...shownColumns,
  /** The last day of the 30 the redressal officer has to answer (IST, from the filing day). */
  dueDate: calendarDate,
});
export type GrievanceView = z.input<typeof grievanceView>;
export type GrievanceViewJson = Json<typeof grievanceView>;

/** A complaint as staff see it in their list, with who filed it. */
export const adminGrievanceView = z.strictObject({
  ...grievanceView.shape,
  customer: z.strictObject({ fullName: z.string(), username: z.string(), email: z.string() }),
});
export type AdminGrievanceView = z.input<typeof adminGrievanceView>;
export type AdminGrievanceViewJson = Json<typeof adminGrievanceView>;

/** Grievance redressal: customers file and follow complaints; staff answer and resolve them. */
export const grievancesContract = {
  create: route({
    method: "POST",
    path: "/api/grievances",
    summary: "File a complaint with the grievance redressal officer",
    access: "user",
    body: grievanceInputSchema,
    status: 201,
    response: grievanceView,
  }),
  list: route({
    method: "GET",
    path: "/api/grievances",
    summary: "The customer's own complaints, newest first",
    access: "user",
    query: ownGrievancesQuery,
    paged: true,
    response: z.array(grievanceView),
  }),
  adminList: route({
    method: "GET",
    path: "/api/admin/grievances",
    summary: "Every customer's complaints, searched and by status, newest first",
    access: "staff",
    query: adminGrievancesQuery,
    paged: true,
    response: z.array(adminGrievanceView),
  }),
  adminUpdate: route({
    method: "PATCH",
    path: "/api/admin/grievances/:id",
    summary: "Move a complaint to a status and write the answer the customer reads",
    access: "staff",
    params: idParam,
    body: grievanceUpdateSchema,
    response: grievanceView,
  }),
};
