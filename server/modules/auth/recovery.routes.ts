import { Router, type NextFunction, type Request, type Response } from "express";
import { linkNotValid } from "./account-tokens";
import { FORGOT_PASSWORD_ANSWER, accountTokenSchema, forgotPasswordSchema, passwordResetSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import type { AfterResponse } from "../../http/after-response";
import { rateLimit } from "../../http/rate-limit";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import { reportEmailChange, verifyEmailLink } from "./email-verification.service";
import { checkResetLink, requestPasswordReset, resetPassword } from "./password-reset.service";

/**
 * The links e-mailed to an account, and asking for one without being signed in: a forgotten password,
 * verifying an address, reporting an e-mail change. Every request here counts against one per-network
 * hourly limit; links are also counted per account (the services).
 */
/**
 * A token that cannot be one of ours (cut short, altered) is answered like any other link that cannot
 * be used, with LINK_NOT_VALID, so the page shows "ask for a new one" rather than a form error.
 */
const tokenShape = accountTokenSchema.shape.token;
const linkTokenFirst = (req: Request, _res: Response, next: NextFunction) => {
  if (!tokenShape.safeParse(req.body?.token).success) throw linkNotValid();
  next();
};

export function recoveryRouter(db: Db, config: Config, after: AfterResponse) {
  const r = Router();
  const secret = config.sessionSecret;
  const limit = rateLimit(db, {
    name: "recovery",
    limit: config.rateLimits.recoveryPerHour,
    windowSeconds: 3600,
    message: "Too many requests from this network. Please try again in an hour.",
  });

  r.post("/password/forgot", limit, validate({ body: forgotPasswordSchema }), (req, res) => {
    const ctx = requestContext(req);
    const login: string = req.body.login;
    // Answered first, the same words whatever is found; the work happens after (docs/decisions/account-recovery.md).
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
    after.run("password reset request", () => requestPasswordReset(db, login, ctx, secret, config.rateLimits.accountLinksPerHour), req.log);
  });

  r.post("/password/reset/check", limit, linkTokenFirst, validate({ body: accountTokenSchema }), async (req, res) => {
    res.json(await checkResetLink(db, req.body.token));
  });

  r.post("/password/reset", limit, linkTokenFirst, validate({ body: passwordResetSchema }), async (req, res) => {
    res.json(await resetPassword(db, req.body.token, req.body.newPassword, requestContext(req)));
  });

  r.post("/email/verify", limit, linkTokenFirst, validate({ body: accountTokenSchema }), async (req, res) => {
    res.json(await verifyEmailLink(db, req.body.token, req.user, requestContext(req), secret));
  });

  r.post("/email/report-change", limit, linkTokenFirst, validate({ body: accountTokenSchema }), async (req, res) => {
    res.json(await reportEmailChange(db, req.body.token, requestContext(req), secret));
  });

  return r;
}
