import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import session from "express-session";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { Logger } from "pino";
import type { Config } from "./env";
import type { Database } from "./db/client";
import { csrfGuard } from "./http/csrf";
import { refuseOnClosingConnection } from "./http/lingering-close";
import { requestLog } from "./http/request-log";
import { errorHandler } from "./http/error-handler";
import { jsonBody } from "./http/json-body";
import { ipWriteLimit, userWriteLimit } from "./http/rate-limit";
import { notFound } from "./http/errors";
import { localeCookie } from "./i18n/request-locale";
import {
  SESSION_COOKIE,
  authRoutes,
  createPassport,
  signedInHint,
  knownDeviceCookie,
  DbSessionStore,
  recoveryRoutes,
} from "./modules/auth";
import { grievancesRoutes } from "./modules/grievances";
import { healthRoutes } from "./modules/health";
import { operationsRoutes } from "./modules/operations";
import { settingsRoutes } from "./modules/settings";
import { usersRoutes } from "./modules/users";
import { accountRoutes } from "./modules/account";
import { afterResponse, type AfterResponse } from "./http/after-response";
import { analyticsRoutes } from "./modules/analytics";
import { auditRoutes } from "./modules/audit";
import { chatRoutes } from "./modules/chat";
import { consultationConfirmation, consultationsRoutes } from "./modules/consultations";
import { kycRoutes } from "./modules/kyc";
import { loanProcessingFee, loansRoutes } from "./modules/loans";
import { notificationsRoutes } from "./modules/notifications";
import { outboxRoutes } from "./modules/outbox";
import { jobDeps } from "./jobs/run-due";
import { createGateway, createRecurringGateway, type PaymentGateway, paymentsRoutes } from "./modules/payments";
import { sipContribution, sipRoutes } from "./modules/sip";
import { declareRoutes } from "./http/contract-routes";
import { transactionsRoutes } from "./modules/transactions";
import { inlineFirstPaintAssets, pageShellHandler, seoRouter } from "./modules/seo";
import { repoRoot } from "./paths";
import { localFileStorage, type FileStorage } from "./storage/file-storage";

export type AppDeps = {
  database: Database;
  config: Config;
  logger: Logger;
  /** Dev only: Vite's middleware serves the client instead of dist/public. */
  clientMiddleware?: RequestHandler;
  /** Called after every successful state-changing request (most queue e-mails), so the worker delivers them at once. */
  onOutboxQueued?: () => void;
  /** Embedded mode: the token operator commands present to ask this server for a backup. */
  operatorToken?: string;
  /** Where uploaded KYC files live; DATA_DIR/uploads by default. */
  storage?: FileStorage;
};

export type App = { app: Express; sessionStore: DbSessionStore; gateway: PaymentGateway; after: AfterResponse };

const RAZORPAY_ORIGINS = ["https://checkout.razorpay.com", "https://api.razorpay.com", "https://*.razorpay.com"];

/**
 * Browser features no page uses are off, for the app and anything framed in it. Payment stays with the
 * app and Razorpay's checkout frame (a wallet may use the Payment Request API there). Only features
 * Chromium knows: an unknown one is a warning in the console of every page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

export function createApp({ database, config, logger, clientMiddleware, onOutboxQueued = () => {}, operatorToken, storage }: AppDeps): App {
  const files = storage ?? localFileStorage(path.join(config.dataDir, "uploads"));
  const { db } = database;
  const app = express();
  app.disable("x-powered-by");
  app.locals.staffTwoFactor = config.staffTwoFactor;
  app.locals.checkResponses = config.checkResponses;
  // No ETag hashed from every body: API answers are no-store, assets are fingerprinted (serve-static
  // sends their validators), and the page shells carry one made when they were (page-shell.ts).
  app.set("etag", false);
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  app.use(refuseOnClosingConnection);

  app.use(requestLog(app, logger, config.trustProxy !== undefined));

  // The production build's page shell, with its stylesheet and theme script inline (their hash goes in the CSP).
  const publicDir = path.join(repoRoot(), "dist", "public");
  const shell =
    !clientMiddleware && existsSync(publicDir)
      ? inlineFirstPaintAssets(readFileSync(path.join(publicDir, "index.html"), "utf8"), publicDir)
      : undefined;

  app.use(
    helmet({
      contentSecurityPolicy: clientMiddleware
        ? false
        : {
            useDefaults: true,
            directives: {
              "script-src": ["'self'", ...(shell?.scriptHashes ?? []), "https://checkout.razorpay.com"],
              "frame-src": ["'self'", ...RAZORPAY_ORIGINS],
              "connect-src": ["'self'", ...RAZORPAY_ORIGINS],
              // The pages' own images (icons, KYC previews from /api) and whatever Razorpay's checkout, which
              // runs in the page, shows from its own hosts. Nothing uses data: or blob: images.
              "img-src": ["'self'", "https://*.razorpay.com"],
              "style-src": ["'self'", "'unsafe-inline'"],
              "font-src": ["'self'", "data:"],
              "upgrade-insecure-requests": config.trustProxy !== undefined ? [] : null,
            },
          },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  app.use((req, res, next) => {
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    // HSTS only where it means something: browsers ignore it over plain HTTP. req.secure is true only for
    // a request a trusted proxy (TRUST_PROXY) says came over TLS.
    if (req.secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  const sessionStore = new DbSessionStore(db);
  const after = afterResponse();
  const passport = createPassport(db, config.sessionSecret);
  const gateway = createGateway(config.razorpay);
  const recurring = createRecurringGateway(config.razorpay);

  const api = express.Router();
  // JSON answers above 1 KB go out compressed (lists, analytics); files (KYC PDFs and images) are already compressed and pass through.
  const compress = compression({ threshold: 1024 });
  api.use((req, res, next) => (req.headers["accept-encoding"] ? compress(req, res, next) : next()));
  // Cheap refusals first: the per-IP write limit and the CSRF guard run before any body is read.
  api.use(ipWriteLimit(db, config.rateLimits.writesPerMinute));
  api.use(csrfGuard);
  api.use(signedInHint);
  api.use(knownDeviceCookie(config.sessionSecret));
  api.use(localeCookie);
  api.use(jsonBody());
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    // The cookie carries no expiry (it ends with the browser; the server ends sessions on idle and
    // at their absolute lifetime), so it is sent only when it changes, not again on every response.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.trustProxy !== undefined ? "auto" : false,
      path: "/",
    },
  });
  // One session path for every method: express-session over our store (one statement reads the session
  // and its user, which passport's deserializeUser takes from there), then passport.
  api.use(sessions, passport.initialize(), passport.session() as RequestHandler);
  api.use(userWriteLimit(db, config.rateLimits.userWritesPerMinute));
  api.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.on("finish", () => {
        if (res.statusCode < 400) onOutboxQueued();
      });
    }
    next();
  });

  // Every module's routes on the api router itself, in this order: one list for a request to walk,
  // not a router per module to enter (declareRoutes).
  declareRoutes(api, [
    ...healthRoutes(database),
    ...operationsRoutes(database, operatorToken, jobDeps(config, logger)),
    ...settingsRoutes(db),
    ...authRoutes(db, passport, config),
    ...recoveryRoutes(db, config, after),
    ...accountRoutes(db, files, config),
    ...usersRoutes(db),
    ...analyticsRoutes(db),
    ...auditRoutes(db),
    ...loansRoutes(db, config, files),
    ...paymentsRoutes(db, gateway, {
      "loan-processing-fee": loanProcessingFee,
      "sip-investment": sipContribution,
      consultation: consultationConfirmation,
    }),
    ...transactionsRoutes(db),
    ...consultationsRoutes(db),
    ...sipRoutes(db, { checkout: gateway, recurring }),
    ...kycRoutes(db, files),
    ...chatRoutes(db, config),
    ...notificationsRoutes(db),
    ...outboxRoutes(db),
    ...grievancesRoutes(db),
  ]);
  app.use("/api", api);
  // What no route took (after the api router has answered an OPTIONS request for a route that exists,
  // with its methods in Allow) is a JSON 404, and every error on /api is answered as JSON.
  app.use(
    "/api",
    () => {
      throw notFound(/*i18n*/ "No such API endpoint");
    },
    errorHandler,
  );
  app.use(seoRouter(config.publicUrl));

  if (clientMiddleware) {
    app.use(clientMiddleware);
  } else {
    if (shell) {
      // The build leaves .br and .gz copies beside each text file; each request gets the best its
      // Accept-Encoding allows, with Vary: Accept-Encoding. Vite fingerprints /assets, so they are cached for good.
      const precompressed = (dir: string, serveStatic: NonNullable<Parameters<typeof expressStaticGzip>[1]>["serveStatic"]) =>
        expressStaticGzip(dir, {
          enableBrotli: true,
          orderPreference: ["br", "gz"],
          index: false,
          serveStatic: { index: false, ...serveStatic },
        });
      app.use("/assets", precompressed(path.join(publicDir, "assets"), { maxAge: "1y", immutable: true }));
      app.use(precompressed(publicDir, {}));
      app.get("/{*splat}", pageShellHandler(publicDir, config.publicUrl, shell.template));
    }
  }
  app.use(errorHandler);
  return { app, sessionStore, gateway, after };
}
