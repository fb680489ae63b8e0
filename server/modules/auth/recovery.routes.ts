import type { NextFunction, Request, Response } from "express";
import { linkNotValid } from "./account-tokens";
import { recoveryContract } from "../../../shared/contracts/auth";
import { FORGOT_PASSWORD_ANSWER, accountTokenSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import type { AfterResponse } from "../../http/after-response";
import { serve } from "../../http/contract-routes";
import { answerInCallerLanguage } from "../../i18n/request-locale";
import { rateLimit } from "../../http/rate-limit";
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
  if (!tokenShape.safeParse((req.body as { token?: unknown } | undefined)?.token).success) throw linkNotValid();
  next();
};

export function recoveryRoutes(db: Db, config: Config, after: AfterResponse) {
  const secret = config.sessionSecret;
  // Counts every request, refused ones included, so it runs before the body is checked.
  const limit = rateLimit(db, {
    name: "recovery",
    limit: config.rateLimits.recoveryPerHour,
    windowSeconds: 3600,
    message: /*i18n*/ "Too many requests from this network. Please try again in an hour.",
  });
  // The link's token is judged before the rest of the body, so a bad one is LINK_NOT_VALID, not a field error.
  const linkFirst = { first: [limit, linkTokenFirst] };

  return [
    serve(
      recoveryContract.forgotPassword,
      ({ body, ctx, req }) => {
        // The same words whatever is found; the work starts only after the answer has gone
        // (after.run waits a turn of the event loop), so neither its content nor its timing tells
        // whether an account matched (docs/decisions/account-recovery.md).
        after.run(
          "password reset request",
          () => requestPasswordReset(db, body.login, ctx, secret, config.rateLimits.accountLinksPerHour),
          req.log,
        );
        return answerInCallerLanguage(req, { message: FORGOT_PASSWORD_ANSWER });
      },
      { first: [limit] },
    ),
    serve(recoveryContract.checkResetLink, ({ body }) => checkResetLink(db, body.token), linkFirst),
    serve(
      recoveryContract.resetPassword,
      async ({ body, ctx, req }) => answerInCallerLanguage(req, await resetPassword(db, body.token, body.newPassword, ctx)),
      linkFirst,
    ),
    serve(
      recoveryContract.verifyEmail,
      async ({ body, user, ctx, req }) => answerInCallerLanguage(req, await verifyEmailLink(db, body.token, user, ctx, secret)),
      linkFirst,
    ),
    serve(
      recoveryContract.reportEmailChange,
      async ({ body, ctx, req }) => answerInCallerLanguage(req, await reportEmailChange(db, body.token, ctx, secret)),
      linkFirst,
    ),
  ];
}
