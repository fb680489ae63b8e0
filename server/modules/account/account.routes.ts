import { Router } from "express";
import {
  accountErasureSchema,
  changesEmail,
  marketingConsentSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  recoveryCodesRenewSchema,
  twoFactorEnableSchema,
  twoFactorPasswordSchema,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { requireUser } from "../../http/guards";
import { networkOf, rateLimit } from "../../http/rate-limit";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import type { FileStorage } from "../../storage/file-storage";
import { SESSION_COOKIE } from "../auth/auth.routes";
import { findUserById } from "../auth/auth.service";
import { logIn } from "../auth/log-in";
import { resendEmailVerification } from "../auth/email-verification.service";
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup, twoFactorStatus } from "../auth/two-factor.service";
import { getConsents, setMarketingConsent } from "./consents.service";
import { eraseAccount } from "./erasure.service";
import { exportPersonalData } from "./export.service";
import { changeOwnPassword, updateProfile } from "./profile.service";
import { endOtherSessions, listSessions } from "./sessions.service";

/** The signed-in person's own account: details, password, devices, consents, their data, and leaving. */
export function accountRouter(db: Db, storage: FileStorage, config: Config) {
  const r = Router();
  const limits = config.rateLimits;
  const secret = config.sessionSecret;
  const mode = config.staffTwoFactor;
  r.use("/me", requireUser);

  // Answering "already taken" tells which addresses have accounts, as registering does: each try at
  // another address counts against the same per-network limit as registrations.
  const emailChangeLimit = rateLimit(db, {
    name: "register",
    limit: limits.registerPerHour,
    windowSeconds: 3600,
    message: "Too many e-mail address changes from this network. Please try again later.",
    key: (req) => (changesEmail(req.user!.email, req.body.email) ? networkOf(req.ip ?? "unknown") : null),
  });
  r.patch("/me", validate({ body: profileUpdateSchema }), emailChangeLimit, async (req, res) => {
    res.json(await updateProfile(db, req.user!, req.body, requestContext(req), secret));
  });

  r.post("/me/email/verification", async (req, res) => {
    res.status(202).json(await resendEmailVerification(db, req.user!, requestContext(req), secret, limits.accountLinksPerHour));
  });

  r.get("/me/two-factor", async (req, res) => {
    res.json(await twoFactorStatus(db, req.user!, mode));
  });

  r.post("/me/two-factor/setup", validate({ body: twoFactorPasswordSchema }), async (req, res) => {
    res.json(await startTwoFactorSetup(db, req.user!, req.body.currentPassword, requestContext(req), secret));
  });

  r.post("/me/two-factor/enable", validate({ body: twoFactorEnableSchema }), async (req, res) => {
    res.json(await enableTwoFactor(db, req.user!, req.body.code, req.sessionID, requestContext(req), secret));
  });

  r.post("/me/two-factor/recovery-codes", validate({ body: recoveryCodesRenewSchema }), async (req, res) => {
    res.json(await renewRecoveryCodes(db, req.user!, req.body.currentPassword, req.body.code, requestContext(req), secret));
  });

  r.delete("/me/two-factor", validate({ body: twoFactorPasswordSchema }), async (req, res) => {
    res.json(await disableTwoFactor(db, req.user!, req.body.currentPassword, requestContext(req), mode));
  });

  r.post("/me/password", validate({ body: passwordChangeSchema }), async (req, res) => {
    await changeOwnPassword(db, req.user!, req.body, requestContext(req));
    // Every session of the account was ended; this browser continues on a new session id.
    const user = await findUserById(db, req.user!.id);
    await logIn(db, req, user!);
    res.locals.signedInHint = true;
    res.json({ message: "Your password has been changed. You have been signed out on every other device." });
  });

  r.get("/me/sessions", async (req, res) => {
    res.json(await listSessions(db, req.user!.id, req.sessionID));
  });

  r.delete("/me/sessions", async (req, res) => {
    res.json(await endOtherSessions(db, req.user!.id, req.sessionID, requestContext(req)));
  });

  r.get("/me/consents", async (req, res) => {
    res.json(await getConsents(db, req.user!.id));
  });

  r.patch("/me/consents", validate({ body: marketingConsentSchema }), async (req, res) => {
    res.json(await setMarketingConsent(db, req.user!.id, req.body.marketing, requestContext(req)));
  });

  // Each download is a large read and an audit row kept for years; a person needs a few a day at most.
  const exportLimit = rateLimit(db, {
    name: "data-export",
    limit: limits.dataExportsPerHour,
    windowSeconds: 3600,
    message: `You can download your data ${limits.dataExportsPerHour} times an hour. Please try again later.`,
    key: (req) => String(req.user!.id),
  });
  r.get("/me/export", exportLimit, async (req, res) => {
    const { data, fileName } = await exportPersonalData(db, req.user!.id, requestContext(req));
    res.attachment(fileName).type("application/json").send(JSON.stringify(data, null, 2));
  });

  r.delete("/me", validate({ body: accountErasureSchema }), async (req, res) => {
    const result = await eraseAccount(db, storage, req.user!, req.body.password, requestContext(req), req.log, secret);
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.locals.signedInHint = false;
    res.json({ message: "Your account has been deleted.", kycKeptUntil: result.kycKeptUntil });
  });

  return r;
}
