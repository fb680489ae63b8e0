import type { RouteContract, RouteKey } from "./define";
import { accountContract } from "./account";
import { analyticsContract } from "./analytics";
import { auditContract } from "./audit";
import { authContract, recoveryContract } from "./auth";
import { chatContract } from "./chat";
import { consultationsContract } from "./consultations";
import { grievancesContract } from "./grievances";
import { kycContract } from "./kyc";
import { loanDocumentsContract } from "./loan-documents";
import { loanPapersContract } from "./loan-papers";
import { loansContract } from "./loans";
import { notificationsContract } from "./notifications";
import { healthContract, operationsContract } from "./operations";
import { outboxContract } from "./outbox";
import { paymentsContract } from "./payments";
import { settingsContract } from "./settings";
import { sipContract } from "./sip";
import { transactionsContract } from "./transactions";
import { usersContract } from "./users";

/**
 * Every module's routes, by module. The server serves each from its module's routes file, the client
 * calls them by their key ("GET /api/sip-investments"), and the security suite's route table and
 * docs/api.md are made from this list.
 */
export const API_CONTRACTS = {
  health: healthContract,
  operations: operationsContract,
  settings: settingsContract,
  auth: authContract,
  recovery: recoveryContract,
  account: accountContract,
  loans: loansContract,
  loanPapers: loanPapersContract,
  loanDocuments: loanDocumentsContract,
  payments: paymentsContract,
  transactions: transactionsContract,
  sip: sipContract,
  consultations: consultationsContract,
  kyc: kycContract,
  grievances: grievancesContract,
  notifications: notificationsContract,
  chat: chatContract,
  users: usersContract,
  analytics: analyticsContract,
  audit: auditContract,
  outbox: outboxContract,
} satisfies Record<string, Record<string, RouteContract>>;

type Modules = typeof API_CONTRACTS;
/** Every route's contract, as one union. */
export type AnyRoute = { [M in keyof Modules]: Modules[M][keyof Modules[M]] }[keyof Modules];
/** Every route by its key. */
export type RoutesByKey = { [R in AnyRoute as RouteKey<R>]: R };
export type ApiRouteKey = keyof RoutesByKey;

/** The contracts as a flat list. */
export const allRoutes = (): RouteContract[] => Object.values(API_CONTRACTS).flatMap((m) => Object.values(m) as RouteContract[]);

export * from "./define";
export * from "./errors";
