import { accountContract } from "../../../shared/contracts/account";
import { changesEmail } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { serve } from "../../http/contract-routes";
import { networkOf, rateLimit } from "../../http/rate-limit";
import { answerInCallerLanguage, rememberLocale } from "../../i18n/request-locale";
import type { FileStorage } from "../../storage/file-storage";
import {
  SESSION_COOKIE,
  findUserById,
  logIn,
  resendEmailVerification,
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from "../auth";
import { getConsents, setMarketingConsent } from "./consents.service";
import { eraseAccount } from "./erasure.service";
import { exportPersonalData } from "./export.service";
import { changeOwnPassword, setPreferredLanguage, updateProfile } from "./profile.service";
import { endOtherSessions, listSessions } from "./sessions.service";

/** The signed-in person's own account: details, password, devices, consents, their data, and leaving. */
export function accountRoutes(db: Db, storage: FileStorage, config: Config) {
  const limits = config.rateLimits;
  const secret = config.sessionSecret;
  const mode = config.staffTwoFactor;

  // Answering "already taken" tells which addresses have accounts, as registering does: each try at
  // another address counts against the same per-network limit as registrations. It runs after the
  // access check and the body's validation, so there is an account and the body is the parsed one.
  const emailChangeLimit = rateLimit(db, {
    name: "register",
    limit: limits.registerPerHour,
    windowSeconds: 3600,
    message: /*i18n*/ "Too many e-mail address changes from this network. Please try again later.",
    key: (req) =>
      req.user && changesEmail(req.user.email, (req.body as { email?: string }).email) ? networkOf(req.ip ?? "unknown") : null,
  });

  // Each download is a large read and an audit row kept for years; a person needs a few a day at most.
  const exportLimit = rateLimit(db, {
    name: "data-export",
    limit: limits.dataExportsPerHour,
    windowSeconds: 3600,
    message: /*i18n*/ {
      id: "account.export_limit",
      message: "You can download your data {count} times an hour. Please try again later.",
      values: { count: limits.dataExportsPerHour },
    },
    // Counted per account; the access check before it has made sure there is one.
    key: (req) => String(req.user?.id),
  });

  return [
    serve(accountContract.updateProfile, ({ user, body, ctx }) => updateProfile(db, user, body, ctx, secret), {
      before: [emailChangeLimit],
    }),

    serve(accountContract.resendEmailVerification, async ({ user, ctx, req }) =>
      answerInCallerLanguage(req, await resendEmailVerification(db, user, ctx, secret, limits.accountLinksPerHour)),
    ),

    serve(accountContract.twoFactorStatus, ({ user }) => twoFactorStatus(db, user, mode)),

    serve(accountContract.startTwoFactorSetup, ({ user, body, ctx }) => startTwoFactorSetup(db, user, body.currentPassword, ctx, secret)),

    serve(accountContract.enableTwoFactor, async ({ user, body, ctx, req }) =>
      answerInCallerLanguage(req, await enableTwoFactor(db, user, body.code, req.sessionID, ctx, secret)),
    ),

    serve(accountContract.renewRecoveryCodes, async ({ user, body, ctx, req }) =>
      answerInCallerLanguage(req, await renewRecoveryCodes(db, user, body.currentPassword, body.code, ctx, secret)),
    ),

    serve(accountContract.disableTwoFactor, async ({ user, body, ctx, req }) =>
      answerInCallerLanguage(req, await disableTwoFactor(db, user, body.currentPassword, ctx, mode)),
    ),

    serve(accountContract.changePassword, async ({ user, body, ctx, req, res }) => {
      await changeOwnPassword(db, user, body, ctx);
      // Every session of the account was ended; this browser continues on a new session id.
      const fresh = await findUserById(db, user.id);
      await logIn(db, req, fresh!);
      res.locals.signedInHint = true;
      return answerInCallerLanguage(req, {
        message: /*i18n*/ "Your password has been changed. You have been signed out on every other device.",
      });
    }),

    serve(accountContract.sessions, ({ user, req }) => listSessions(db, user.id, req.sessionID)),

    serve(accountContract.endOtherSessions, ({ user, ctx, req }) => endOtherSessions(db, user.id, req.sessionID, ctx)),

    serve(accountContract.consents, ({ user }) => getConsents(db, user.id)),

    serve(accountContract.setMarketingConsent, ({ user, body, ctx }) => setMarketingConsent(db, user.id, body.marketing, ctx)),

    serve(
      accountContract.exportData,
      async ({ user, ctx, res }) => {
        const { data, fileName } = await exportPersonalData(db, user.id, ctx);
        res
          .attachment(fileName)
          .type("application/json")
          .send(JSON.stringify(data, null, 2));
      },
      { before: [exportLimit] },
    ),

    // Anyone may choose: the browser remembers it; a signed-in account keeps it for its notices and e-mails too.
    serve(accountContract.setLanguage, async ({ user, body, ctx, res }) => {
      if (user) await setPreferredLanguage(db, user, body.language, ctx);
      rememberLocale(res, body.language);
      return { language: body.language };
    }),

    serve(accountContract.erase, async ({ user, body, ctx, req, res }) => {
      const result = await eraseAccount(db, storage, user, body.password, ctx, req.log, secret);
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(SESSION_COOKIE, { path: "/" });
      res.locals.signedInHint = false;
      return answerInCallerLanguage(req, { message: /*i18n*/ "Your account has been deleted.", kycKeptUntil: result.kycKeptUntil });
    }),
  ];
}
