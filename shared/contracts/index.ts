import type { RouteContract, RouteKey } from "./define";
import { sipContract } from "./sip";
import { chatContract } from "./chat";
import { notificationsContract } from "./notifications";
import { grievancesContract } from "./grievances";
import { consultationsContract } from "./consultations";
import { authContract, recoveryContract } from "./auth";
import { loansContract } from "./loans";
import { paymentsContract } from "./payments";
import { transactionsContract } from "./transactions";
import { settingsContract } from "./settings";
import { healthContract, operationsContract } from "./operations";
import { accountContract } from "./account";
import { kycContract } from "./kyc";
import { usersContract } from "./users";
import { outboxContract } from "./outbox";
import { auditContract } from "./audit";
import { analyticsContract } from "./analytics";

/**
 * Every module's routes, by module. The server serves each from its module's routes file, the client
 * calls them by their key ("GET /api/sip-investments"), and the security suite's route table and
 * docs/api.md are made from this list.
 */
export const API_CONTRACTS = {
  sip: sipContract,
  chat: chatContract,
  notifications: notificationsContract,
  grievances: grievancesContract,
  consultations: consultationsContract,
  auth: authContract,
  recovery: recoveryContract,
  loans: loansContract,
  payments: paymentsContract,
  transactions: transactionsContract,
  settings: settingsContract,
  health: healthContract,
  operations: operationsContract,
  account: accountContract,
  kyc: kycContract,
  users: usersContract,
  outbox: outboxContract,
  audit: auditContract,
  analytics: analyticsContract,
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
