import { Router } from "express";
import { idParam, loanApplicationSchema, loanDecisionSchema, pagedSearchQuery } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { requireRole, requireUser } from "../../http/guards";
import { rateLimit } from "../../http/rate-limit";
import { requestContext } from "../../http/request-context";
import { sendPage } from "../../http/paging";
import { validate } from "../../http/validate";
import { decideLoan, listAllLoans } from "./admin-loans.service";
import { createLoanApplication, getOwnLoan, listOwnLoans } from "./loans.service";

export function loansRouter(db: Db, config: Config) {
  const r = Router();
  // Each application is reviewed by staff and copied to the lender's sheet: a customer files a few, not hundreds.
  const perDay = config.rateLimits.loanApplicationsPerDay;
  const dailyLimit = rateLimit(db, {
    name: "loan-applications",
    limit: perDay,
    windowSeconds: 24 * 60 * 60,
    message: `You can submit at most ${perDay} loan applications a day. Please try again tomorrow.`,
    key: (req) => String(req.user!.id),
  });
  r.post("/loan-applications", requireUser, validate({ body: loanApplicationSchema }), dailyLimit, async (req, res) => {
    const loan = await createLoanApplication(db, req.user!, req.body, requestContext(req), { webhook: Boolean(config.loanWebhookUrl) });
    res.status(201).json(loan);
  });
  r.get("/loan-applications", requireUser, async (req, res) => {
    res.json(await listOwnLoans(db, req.user!.id));
  });
  r.get("/loan-applications/:id", requireUser, validate({ params: idParam }), async (req, res) => {
    res.json(await getOwnLoan(db, req.user!.id, Number(req.params.id)));
  });

  r.get("/admin/loan-applications", requireRole("admin", "superadmin"), validate({ query: pagedSearchQuery }), async (req, res) => {
    const { items, total } = await listAllLoans(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });
  r.patch(
    "/admin/loan-applications/:id",
    requireRole("admin", "superadmin"),
    validate({ params: idParam, body: loanDecisionSchema }),
    async (req, res) => {
      res.json(await decideLoan(db, Number(req.params.id), req.body, requestContext(req)));
    },
  );
  return r;
}
