import type { NextFunction, Request, RequestHandler, Response } from "express";
import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { authContract, type LoginChallenge } from "../../../shared/contracts/auth";
import { LOGIN_CODE_PROMPT, type PublicUser } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { unauthorized } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { answerInCallerLanguage, hasLocaleChoice, rememberLocale, requestLocale } from "../../i18n/request-locale";
import { serve } from "../../http/contract-routes";
import { requestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { authenticate, findUserById, passwordStamp, register, signInExpired, verifySecondFactor } from "./auth.service";
import { knownDeviceUserId } from "./known-device";
import { alertIfNewDevice, logIn } from "./log-in";
import { userReadWithSession } from "./session-store";
import { nowMs } from "../../../shared/clock";

export const SESSION_COOKIE = "gharsetu.sid";

/** How long the second step of a sign-in may wait for its code. */
const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** The password was right; the account's second factor is asked next (until `until`, epoch ms). */
    pendingSignIn?: { userId: number; until: number; stamp: string };
  }
}

export function createPassport(db: Db, sessionSecret: string) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ passReqToCallback: true }, (req, username, password, done) => {
      authenticate(db, { username, password }, requestContext(req), knownDeviceUserId(req, sessionSecret), sessionSecret).then(
        (u) => done(null, u),
        done,
      );
    }),
  );
  passport.serializeUser<number>((user, done) => done(null, user.id));
  passport.deserializeUser<number, Request>((req, id, done) => {
    // An erased account is signed out wherever a session of it survived (one written back by a request in flight).
    const signedOut = (u: PublicUser | null) => done(null, u && !u.erasedAt ? u : false);
    // The session store read the user in the same statement as the session; ask again only if it did not.
    const read = userReadWithSession(req, id);
    if (read !== undefined) return signedOut(read);
    findUserById(db, id).then(signedOut, done);
  });
  return passport;
}

/** Signs the browser in, remembers it as the account's device, and e-mails the owner if it is a new one. */
async function finishSignIn(db: Db, req: Request, res: Response, user: PublicUser, secret: string) {
  const newDevice = knownDeviceUserId(req, secret) !== user.id;
  await logIn(db, req, user);
  if (newDevice) await alertIfNewDevice(db, req, user);
  res.locals.knownDeviceUserId = user.id;
  res.locals.signedInHint = true;
  // A browser that has not chosen a language gets the account's; a choice made here (the lang cookie) stays.
  if (!hasLocaleChoice(req)) rememberLocale(res, user.preferredLanguage);
}

/** A fresh session that holds only "password accepted, code next", never a signed-in user. */
async function startPendingSignIn(db: Db, req: Request, userId: number) {
  const stamp = await passwordStamp(db, userId);
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.pendingSignIn = { userId, until: nowMs() + PENDING_SIGN_IN_MS, stamp };
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** The password check through passport's local strategy: the user, or false for a wrong username or password. */
function checkPassword(passport: ReturnType<typeof createPassport>, req: Request, res: Response): Promise<PublicUser | false> {
  return new Promise((resolve, reject) => {
    // The strategy answers through the callback; passport calls the third argument only for a strategy
    // that passes the request on, which the local one never does (counted as no user).
    const fail = (err: unknown) => reject(err instanceof Error ? err : new Error(String(err)));
    const check = passport.authenticate("local", { session: false }, (err: unknown, user: PublicUser | false) =>
      err ? fail(err) : resolve(user),
    ) as RequestHandler;
    void check(req, res, (err?: unknown) => (err ? fail(err) : resolve(false)));
  });
}

/** GET /api/user when signed out: the session ended (timeout, password change), so the page's hint goes too. */
const signedOutUser = (req: Request, res: Response, next: NextFunction) => {
  if (req.user) return next();
  res.locals.signedInHint = false;
  throw unauthorized(/*i18n*/ "Not logged in");
};

export function authRoutes(db: Db, passport: ReturnType<typeof createPassport>, config: Config) {
  const limits = config.rateLimits;
  const secret = config.sessionSecret;
  // Both limits count every attempt, refused ones included, so they run before the body is checked.
  const registerLimit = rateLimit(db, {
    name: "register",
    limit: limits.registerPerHour,
    windowSeconds: 3600,
    message: /*i18n*/ "Too many accounts created from this network. Please try again later.",
  });
  const loginLimit = rateLimit(db, {
    name: "login",
    limit: limits.loginPerMinute,
    windowSeconds: 60,
    message: /*i18n*/ "Too many login attempts from this network. Please wait a minute and try again.",
  });

  return [
    serve(
      authContract.register,
      async ({ body, ctx, req, res }) => {
        // The account reads GharSetu in the language it was registered in.
        const user = await register(db, body, ctx, secret, requestLocale(req));
        await logIn(db, req, user);
        res.locals.knownDeviceUserId = user.id;
        res.locals.signedInHint = true;
        rememberLocale(res, user.preferredLanguage);
        return user;
      },
      { first: [registerLimit] },
    ),

    serve(
      authContract.login,
      async ({ req, res }) => {
        const user = await checkPassword(passport, req, res);
        if (!user) throw unauthorized(/*i18n*/ "Invalid username or password");
        if (user.twoFactorEnabledAt) {
          await startPendingSignIn(db, req, user.id);
          const challenge: LoginChallenge = answerInCallerLanguage(req, { twoFactorRequired: true as const, message: LOGIN_CODE_PROMPT });
          res.status(202);
          return challenge;
        }
        await finishSignIn(db, req, res, user, secret);
        return user;
      },
      { first: [loginLimit] },
    ),

    serve(
      authContract.loginTwoFactor,
      async ({ body, ctx, req, res }) => {
        const pending = req.session.pendingSignIn;
        if (!pending || pending.until < nowMs()) {
          delete req.session.pendingSignIn;
          throw signInExpired();
        }
        const user = await verifySecondFactor(db, pending, body.code, ctx, secret);
        delete req.session.pendingSignIn;
        await finishSignIn(db, req, res, user, secret);
        return user;
      },
      { first: [loginLimit] },
    ),

    serve(authContract.logout, async ({ user, ctx, req, res }) => {
      if (user) {
        await writeAudit(db, ctx, {
          actionType: "logout",
          entityType: "user",
          entityId: user.id,
          description: `User #${user.id} logged out`,
        });
      }
      await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(SESSION_COOKIE, { path: "/" });
      res.locals.signedInHint = false;
      return answerInCallerLanguage(req, { message: /*i18n*/ "You have been successfully logged out." });
    }),

    serve(authContract.user, ({ user }) => user, { first: [signedOutUser] }),
  ];
}
