import { Router } from "express";
import { adminGrievancesQuery, grievanceInputSchema, grievanceUpdateSchema, idParam, ownGrievancesQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole, requireUser } from "../../http/guards";
import { sendPage } from "../../http/paging";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { listAllGrievances, updateGrievance } from "./admin-grievances.service";
import { createGrievance, listOwnGrievances } from "./grievances.service";

/** Grievance redressal: customers file and follow complaints; staff answer and resolve them. */
export function grievancesRouter(db: Db) {
  const r = Router();
  r.post("/grievances", requireUser, validate({ body: grievanceInputSchema }), async (req, res) => {
    res.status(201).json(await createGrievance(db, req.user!, req.body, requestContext(req)));
  });
  r.get("/grievances", requireUser, validate({ query: ownGrievancesQuery }), async (req, res) => {
    const { items, total } = await listOwnGrievances(db, req.user!.id, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });

  r.get("/admin/grievances", requireRole("admin", "superadmin"), validate({ query: adminGrievancesQuery }), async (req, res) => {
    const { items, total } = await listAllGrievances(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });
  r.patch("/admin/grievances/:id", requireRole("admin", "superadmin"), validate({ params: idParam, body: grievanceUpdateSchema }), async (req, res) => {
    res.json(await updateGrievance(db, Number(req.params.id), req.body, requestContext(req)));
  });
  return r;
}
