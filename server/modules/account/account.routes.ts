import { Router } from "express";
import { accountErasureSchema, marketingConsentSchema, passwordChangeSchema, profileUpdateSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import type { FileStorage } from "../../storage/file-storage";
import { SESSION_COOKIE } from "../auth/auth.routes";
import { findUserById } from "../auth/auth.service";
import { logIn } from "../auth/log-in";
import { getConsents, setMarketingConsent } from "./consents.service";
import { eraseAccount } from "./erasure.service";
import { exportPersonalData } from "./export.service";
import { changeOwnPassword, updateProfile } from "./profile.service";
import { endOtherSessions, listSessions } from "./sessions.service";

/** The signed-in person's own account: details, password, devices, consents, their data, and leaving. */
export function accountRouter(db: Db, storage: FileStorage) {
  const r = Router();
  r.use("/me", requireUser);

  r.patch("/me", validate({ body: profileUpdateSchema }), async (req, res) => {
    res.json(await updateProfile(db, req.user!.id, req.body, requestContext(req)));
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

  r.get("/me/export", async (req, res) => {
    const { data, fileName } = await exportPersonalData(db, req.user!.id, requestContext(req));
    res.attachment(fileName).type("application/json").send(JSON.stringify(data, null, 2));
  });

  r.delete("/me", validate({ body: accountErasureSchema }), async (req, res) => {
    const result = await eraseAccount(db, storage, req.user!, req.body.password, requestContext(req), req.log);
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.locals.signedInHint = false;
    res.json({ message: "Your account has been deleted.", kycKeptUntil: result.kycKeptUntil });
  });

  return r;
}
