import { Router } from "express";
import { idParam, pagedSearchQuery, roleChangeSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole } from "../../http/guards";
import { requestContext } from "../../http/request-context";
import { sendPage } from "../../http/paging";
import { validate } from "../../http/validate";
import { resetTwoFactor } from "../auth/two-factor.service";
import { changeRole, listUsers } from "./users.service";

export function adminUsersRouter(db: Db) {
  const r = Router();
  r.get("/admin/users", requireRole("admin", "superadmin"), validate({ query: pagedSearchQuery }), async (req, res) => {
    const { items, total } = await listUsers(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });
  r.patch(
    "/admin/users/:id/role",
    requireRole("superadmin"),
    validate({ params: idParam, body: roleChangeSchema }),
    async (req, res) => {
      res.json(await changeRole(db, Number(req.params.id), req.body.role, requestContext(req)));
    },
  );
  // A lost phone: another super admin resets the staff member's second factor (never their own).
  r.delete("/admin/users/:id/two-factor", requireRole("superadmin"), validate({ params: idParam }), async (req, res) => {
    res.json(await resetTwoFactor(db, Number(req.params.id), requestContext(req)));
  });
  return r;
}
