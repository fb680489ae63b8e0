import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import {
  ACCESS_ROLES,
  type BodyOf,
  type HandlerAnswer,
  type ParamsOf,
  type QueryOf,
  type RouteContract,
} from "../../shared/contracts/define";
import { ERROR_CODES } from "../../shared/contracts/errors";
import type { PublicUser } from "../../shared/schema";
import { HttpError } from "./errors";
import { requireRole, requireUser } from "./guards";
import { sendPage, type PageRequest } from "./paging";
import { requestContext, type RequestContext } from "./request-context";
import { parseOrThrow } from "./validate";

declare module "express-serve-static-core" {
  interface Locals {
    /** On app.locals: check every JSON answer against its route's response schema (development and tests). */
    checkResponses?: boolean;
  }
}

/** What a handler is given: the parsed request, the signed-in user (on routes that need one) and the audit context. */
export type HandlerInput<C extends RouteContract> = {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  user: C["access"] extends "public" | "operator" ? PublicUser | undefined : PublicUser;
  ctx: RequestContext;
  req: Request;
  res: Response;
};

export type Handler<C extends RouteContract> = (input: HandlerInput<C>) => Promise<HandlerAnswer<C>> | HandlerAnswer<C>;

/** One route, ready to mount: its contract and the Express handlers that serve it. */
export type ContractRoute = { contract: RouteContract; handlers: RequestHandler[] };

type Options = {
  /** Run after the access check and validation, before the handler (rate limits that key on the body or the user). */
  before?: RequestHandler[];
  /** Run before the access check (limits that must count refused calls too, such as sign-in attempts). */
  first?: RequestHandler[];
};

function accessGuard(contract: RouteContract): RequestHandler[] {
  switch (contract.access) {
    case "public":
    case "operator":
      return [];
    case "user":
      return [requireUser];
    default:
      return [requireRole(...ACCESS_ROLES[contract.access])];
  }
}

/**
 * Serves one route of a contract. The access check comes from the contract's `access`; params, query
 * and body are parsed with its schemas (a 400 with VALIDATION_FAILED names each field); the handler
 * gets typed values and answers a value of the response's type, sent with the contract's status. A
 * paged route's handler answers `{ items, total }`, sent as the array with the paging headers. A file
 * route's handler writes the response itself.
 */
export function serve<C extends RouteContract>(contract: C, handler: Handler<C>, options: Options = {}): ContractRoute {
  if (contract.paged && !contract.query)
    throw new Error(`${contract.method} ${contract.path}: a paged route needs a query schema with page and pageSize`);
  const parse: RequestHandler = (req, res, next) => {
    if (contract.params) req.params = parseOrThrow(contract.params, req.params) as Request["params"];
    if (contract.query) res.locals.query = parseOrThrow(contract.query, req.query);
    if (contract.body) req.body = parseOrThrow(contract.body, req.body ?? {});
    next();
  };
  const run = async (req: Request, res: Response) => {
    const answer = await handler({
      params: req.params as ParamsOf<C>,
      query: res.locals.query as QueryOf<C>,
      body: req.body as BodyOf<C>,
      user: req.user as HandlerInput<C>["user"],
      ctx: requestContext(req),
      req,
      res,
    });
    if (!("parse" in contract.response)) return; // a file: written by the handler
    if (res.headersSent) return;
    const schema = contract.response;
    if (contract.status === 204) {
      res.status(204).end();
      return;
    }
    if (contract.paged) {
      const { items, total } = answer as { items: unknown[]; total: number };
      const body = checked(req, schema, items);
      return sendPage(req, res, body as unknown[], total, res.locals.query as PageRequest);
    }
    // A handler may answer another status itself (health's 503).
    res.status(res.statusCode === 200 ? (contract.status ?? 200) : res.statusCode).json(checked(req, schema, answer));
  };
  return { contract, handlers: [...(options.first ?? []), ...accessGuard(contract), parse, ...(options.before ?? []), run] };
}

/**
 * In development and tests, a JSON answer must match its response schema as the client will read it
 * (after JSON); a mismatch is a 500 with RESPONSE_CONTRACT_VIOLATION, so no test passes over a drifted
 * contract. In production the answer goes out unchecked.
 */
function checked(req: Request, schema: z.ZodType, answer: unknown): unknown {
  if (!req.app.locals.checkResponses) return answer;
  const wire: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const result = schema.safeParse(wire);
  if (result.success) return answer;
  const issues = result.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message }));
  req.log?.error({ route: `${req.method} ${contractPath(req)}`, issues }, "response does not match its contract");
  throw new HttpError(500, "The server's answer did not match its contract", issues, undefined, ERROR_CODES.responseContract);
}

/** The route pattern Express matched, for the log line. */
const contractPath = (req: Request): string => (req.route as { path?: string } | undefined)?.path ?? req.path;

/**
 * Declares each route on `router` itself (paths relative to /api), in order, through Express's public
 * methods. The app puts every module's routes on its one api router this way: a request walks one
 * list of routes rather than entering a router per module on its way (each entry costs a closure,
 * saved and restored request state, and a setImmediate hop back when the router has no match).
 */
export function declareRoutes(router: Router, routes: ContractRoute[]): Router {
  for (const { contract, handlers } of routes) {
    const path = contract.path.slice("/api".length);
    const method = contract.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    router[method](path, ...handlers);
  }
  return router;
}
