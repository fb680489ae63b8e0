import { Router } from "express";
import { adminConsultationUpdateSchema, adminConsultationsQuery, consultationChangeSchema, consultationRequestSchema, idParam, slotsQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireRole, requireUser } from "../../http/guards";
import { sendPage } from "../../http/paging";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { listAllConsultations, updateConsultationStatus } from "./admin-consultations.service";
import { changeConsultation, createConsultation, listOwnConsultations } from "./consultations.service";
import { slotAvailability } from "./slot-capacity";

export function consultationsRouter(db: Db) {
  const r = Router();
  // Public: the booking page shows which slots of a day are full before anyone signs in.
  r.get("/consultations/slots", validate({ query: slotsQuery }), async (_req, res) => {
    res.json(await slotAvailability(db, res.locals.query.date));
  });
  r.get("/consultations", requireUser, async (req, res) => {
    res.json(await listOwnConsultations(db, req.user!.id));
  });
  r.post("/consultations", requireUser, validate({ body: consultationRequestSchema }), async (req, res) => {
    res.status(201).json(await createConsultation(db, req.user!, req.body, requestContext(req)));
  });
  r.patch("/consultations/:id", requireUser, validate({ params: idParam, body: consultationChangeSchema }), async (req, res) => {
    res.json(await changeConsultation(db, req.user!.id, Number(req.params.id), req.body, requestContext(req)));
  });

  r.get("/admin/consultations", requireRole("admin", "superadmin"), validate({ query: adminConsultationsQuery }), async (req, res) => {
    const { items, total } = await listAllConsultations(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });
  r.patch(
    "/admin/consultations/:id",
    requireRole("admin", "superadmin"),
    validate({ params: idParam, body: adminConsultationUpdateSchema }),
    async (req, res) => {
      res.json(await updateConsultationStatus(db, Number(req.params.id), req.body, requestContext(req)));
    },
  );
  return r;
}
