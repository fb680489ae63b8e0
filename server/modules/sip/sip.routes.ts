import { Router } from "express";
import { idParam, sipInvestmentSchema, sipStatusChangeSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { changeSipStatus, createSip, listOwnSips } from "./sip.service";

/** The signed-in customer's SIPs: start one, list them with their progress, pause, resume or cancel. */
export function sipRouter(db: Db) {
  const r = Router();
  r.post("/sip-investments", requireUser, validate({ body: sipInvestmentSchema }), async (req, res) => {
    res.status(201).json(await createSip(db, req.user!, req.body, requestContext(req)));
  });
  r.get("/sip-investments", requireUser, async (req, res) => {
    res.json(await listOwnSips(db, req.user!.id));
  });
  r.patch("/sip-investments/:id", requireUser, validate({ params: idParam, body: sipStatusChangeSchema }), async (req, res) => {
    res.json(await changeSipStatus(db, req.user!, Number(req.params.id), req.body, requestContext(req)));
  });
  return r;
}
