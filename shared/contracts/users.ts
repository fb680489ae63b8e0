import { z } from "zod";
import { idParam, pagedSearchQuery, roleChangeSchema } from "../schema/admin";
import { publicUserView } from "./auth";
import { messageAnswer, route } from "./define";

/** Staff look people up; a superadmin changes roles and resets a staff member's lost second factor. */
export const usersContract = {
  list: route({
    method: "GET",
    path: "/api/admin/users",
    summary: "Users matching q (name, username, email or role), newest first",
    access: "staff",
    query: pagedSearchQuery,
    paged: true,
    response: z.array(publicUserView),
  }),
  changeRole: route({
    method: "PATCH",
    path: "/api/admin/users/:id/role",
    summary: "Change another user's role (never one's own)",
    access: "superadmin",
    params: idParam,
    body: roleChangeSchema,
    response: publicUserView,
  }),
  resetTwoFactor: route({
    method: "DELETE",
    path: "/api/admin/users/:id/two-factor",
    summary: "Reset another staff member's second factor (a lost phone); their sessions end",
    access: "superadmin",
    params: idParam,
    response: messageAnswer,
  }),
};
