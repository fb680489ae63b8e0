import path from "node:path";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { createApp } from "./app";
import { DataDirInUse, openDatabase, type OpenOptions } from "./db/client";
import { loggable } from "./db/db-errors";
import { runMigrations } from "./db/migrate";
import { housekeep, OUTBOX_RETENTION_DAYS } from "./db/housekeeping";
import { sealAuditChain } from "./modules/audit";
import { secureDataDir } from "./db/data-dir";
import { DEMO_CUSTOMERS, DEMO_MONTHS, demoAccountsWithPublishedPasswords, exposedDemoAccountsMessage, seedDemoData } from "./db/seed";
import { isLoopbackHost, loadConfig } from "./env";
import { createLogger } from "./logger";
import {
  emailDeliverer,
  mailDestinationNotice,
  mailDirectory,
  pruneMailDirectory,
  loanWebhookDeliverer,
  startOutboxWorker,
  type Deliverers,
} from "./modules/outbox";
import { jobDeps, startJobWorker } from "./jobs/run-due";
import { repoRoot } from "./paths";
import { localFileStorage } from "./storage/file-storage";

/** Longest a graceful stop may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How often the server chains audit rows written since (see sealAuditChain). */
const AUDIT_SEAL_MS = 5_000;

async function main() {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  const logger = createLogger(config.logLevel);
  // The embedded database claims DATA_DIR for this process (released when it closes); instances on
  // PostgreSQL may share one (its uploads).
  const database = openOrRefuse({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    preparedStatements: config.dbPreparedStatements,
    offThread: true,
    owner: "the server",
  });
  await runMigrations(database);
  database.embedded?.tightenFiles();
  if (config.seedDemo) {
    const storage = localFileStorage(path.join(config.dataDir, "uploads"));
    const sampleData = config.seedDemo === "full";
    if (await seedDemoData(database, { sampleData, storage })) {
      logger.info(
        `seeded demo accounts: demo / admin / superadmin (passwords in README)${sampleData ? `, and ${DEMO_CUSTOMERS} sample customers with ${DEMO_MONTHS} months of activity` : ""}`,
      );
    }
  }
  if (!isLoopbackHost(config.host)) {
    const exposed = await demoAccountsWithPublishedPasswords(database.db);
    if (exposed.length > 0) {
      await database.close();
      throw new Error(exposedDemoAccountsMessage(config.host, exposed));
    }
  }

  let clientMiddleware: RequestHandler | undefined;
  let closeVite: (() => Promise<void>) | undefined;
  if (config.nodeEnv === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: `${repoRoot()}/vite.config.ts`,
      server: { middlewareMode: true },
      appType: "spa",
    });
    clientMiddleware = vite.middlewares;
    closeVite = () => vite.close();
  }

  const mailDir = mailDirectory(config.dataDir);
  const mailNotice = mailDestinationNotice({
    smtpUrl: config.smtpUrl,
    mailDir,
    production: config.nodeEnv === "production",
    publicHost: !isLoopbackHost(config.host),
  });
  if (mailNotice.info) logger.info(mailNotice.info);
  if (mailNotice.warn) logger.warn(mailNotice.warn);
  // Served beyond this machine (or behind a proxy), the listen address is not what visitors type.
  if (!process.env.PUBLIC_URL && (!isLoopbackHost(config.host) || config.trustProxy !== undefined)) {
    logger.warn(
      `PUBLIC_URL is not set: sitemap.xml, robots.txt and each page's canonical link name ${config.publicUrl}. Set PUBLIC_URL to the address visitors use.`,
    );
  }
  if (config.staffTwoFactor === "optional") {
    logger.warn(
      "STAFF_TWO_FACTOR=optional: admins and super admins can use staff pages without two-factor sign-in (the default only for the embedded demo on loopback).",
    );
  } else {
    logger.info("Two-factor sign-in is required for admins and super admins (STAFF_TWO_FACTOR=required).");
  }
  const deliverers: Deliverers = {
    email: emailDeliverer({
      smtpUrl: config.smtpUrl,
      mailDir,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
    }),
    ...(config.loanWebhookUrl ? { loan_webhook: loanWebhookDeliverer(config.loanWebhookUrl) } : {}),
  };
  const outboxWorker = startOutboxWorker(database.db, deliverers, logger);
  const onOutboxQueued = () => outboxWorker.kick();
  // Today's due work (SIP notices and debits) every few minutes; every instance may run it.
  const jobWorker = startJobWorker(database.db, jobDeps(config, logger), (err) => logger.error(loggable(err), "due work failed"));

  // A database only this process may open: operator commands (db:backup) reach it through this process.
  const operatorAccess = database.embedded?.operatorAccess();
  const uploads = localFileStorage(path.join(config.dataDir, "uploads"));
  const { app, after } = createApp({
    database,
    config,
    logger,
    clientMiddleware,
    onOutboxQueued,
    operatorToken: operatorAccess?.token,
    storage: uploads,
  });
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    operatorAccess?.publish(`http://127.0.0.1:${port}`);
    logger.info(`GharSetu listening on http://${config.host}:${port} (${database.kind})`);
  });
  // Audit rows are chained by one sealer at a time across instances (a try-lock), seconds after they commit.
  const seal = setInterval(() => {
    sealAuditChain(database.db).catch((err) => logger.warn(loggable(err), "sealing the audit chain failed"));
  }, AUDIT_SEAL_MS);
  seal.unref();
  const prune = setInterval(
    () => {
      housekeep(database.db, uploads).catch((err) => logger.warn(loggable(err), "housekeeping failed"));
      // The files written in place of e-mails go with their outbox rows.
      if (!config.smtpUrl) {
        try {
          pruneMailDirectory(mailDir, OUTBOX_RETENTION_DAYS);
        } catch (err) {
          logger.warn({ err: (err as Error).message }, "pruning the mail folder failed");
        }
      }
    },
    15 * 60 * 1000,
  );
  prune.unref();

  // Stop accepting, let open requests finish (and their queries with them), then close the database
  // and exit. The forced exit fires whatever state the database is in; a second signal exits at once.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received: finishing open requests`);
    clearInterval(prune);
    clearInterval(seal);
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // The worker stops first: no new batch starts, the rest of the current one is handed back, and the
    // message being sent finishes and is marked delivered before the database closes.
    const workerStopped = Promise.all([outboxWorker.stop(), jobWorker.stop()]);
    server.close(() => {
      void (async () => {
        await workerStopped;
        await after.settled();
        operatorAccess?.withdraw();
        await closeVite?.();
        await database.close();
        logger.info("stopped");
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

function openOrRefuse(opts: OpenOptions) {
  try {
    return openDatabase(opts);
  } catch (e) {
    throw e instanceof DataDirInUse ? new Error(`Refusing to start: ${e.message}`) : e;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
