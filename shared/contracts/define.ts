import type { Rupees } from "../finance/money";
import { z } from "zod";
import type { Role } from "../schema/users";

/**
 * The shape of an API route's contract: declared once here in shared/, registered by the server from it
 * (server/http/contract-routes.ts) and called by the client through it (client/src/lib/api-client.ts).
 * Why a helper of our own rather than a library: docs/decisions/typed-api-contracts.md.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route: anyone (`public`), any signed-in account (`user`), staff (`staff`: admin or
 * superadmin, with their second factor while it is required), or a superadmin only. Records of one
 * customer answer 404 to anyone else: that is the service's ownership check, not an access level.
 * `operator` is the embedded server's backup command, which presents a token and is invisible (404) to
 * everyone else.
 */
export type Access = "public" | "user" | "staff" | "superadmin" | "operator";

export const ACCESS_ROLES: Record<Exclude<Access, "public" | "operator">, readonly Role[]> = {
  user: ["user", "admin", "superadmin"],
  staff: ["admin", "superadmin"],
  superadmin: ["superadmin"],
};

/** What a route answers on success. */
export type Answer =
  /** A JSON body checked against this schema (in development and tests). */
  | z.ZodType
  /** A file or other body the handler writes itself (KYC previews, the data export). */
  | { kind: "file"; contentTypes: readonly string[] };

export type RouteContract = {
  method: HttpMethod;
  /** Under /api, with Express-style `:params`. */
  path: `/api/${string}`;
  /** One line for the API overview in docs/api.md. */
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status (200 unless said). A 204 answers no body: its response is `z.void()`. */
  status?: 200 | 201 | 202 | 204;
  response: Answer;
  /**
   * A staff list answered as a plain array, one page of it, with X-Total-Count and Link headers
   * (docs/decisions/paged-lists-are-plain-arrays.md). `response` is then the array's schema.
   */
  paged?: true;
  /** Takes a multipart upload (the CSRF guard lets only these through with multipart bodies). */
  uploads?: true;
};

/** Declares one route; `const` keeps its literal method, path and schemas in the type. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

/** `"GET /api/x/:id"`: how route tables and the client name a route. */
export type RouteKey<C extends RouteContract = RouteContract> = `${C["method"]} ${C["path"]}`;
export const routeKey = (c: RouteContract): string => `${c.method} ${c.path}`;

/**
 * A moment in a response. The server's services hand out Date objects; over JSON it is an ISO 8601
 * string, which is what the client reads. (Input: Date or string; output: string.)
 */
export const timestamp = z.union([z.date(), z.iso.datetime({ offset: true })]).transform((v) => (v instanceof Date ? v.toISOString() : v));
export const nullableTimestamp = timestamp.nullable();

/**
 * An amount in rupees on the wire. The system holds money as whole paise (docs/decisions/money-in-paise.md)
 * and the views convert at the edge; typed as Rupees, so handing a view an amount in paise does not compile.
 */
export const rupees = z.custom<Rupees>((v) => typeof v === "number" && Number.isFinite(v), { message: "Expected an amount in rupees" });

/** A calendar date (YYYY-MM-DD), as date columns arrive. */
export const calendarDate = z.iso.date();

/** `{ message }` answers (log-out, mark all read, and so on). */
export const messageAnswer = z.strictObject({ message: z.string() });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The JSON a client receives from a route (after timestamps have become strings). */
export type ResponseOf<C extends RouteContract> = C["response"] extends z.ZodType ? z.output<C["response"]> : Blob;
/** What a server handler may answer for a route (Dates allowed where the JSON carries timestamps). */
export type HandlerAnswer<C extends RouteContract> = C["paged"] extends true
  ? { items: In<C["response"]>; total: number }
  : C["response"] extends z.ZodType
    ? z.input<C["response"]>
    : void;

/** What the server hands a handler, parsed. */
export type ParamsOf<C extends RouteContract> = Out<C["params"]>;
export type QueryOf<C extends RouteContract> = Out<C["query"]>;
export type BodyOf<C extends RouteContract> = Out<C["body"]>;

/** What a client sends: the schemas' inputs (a form may send text where a number is parsed). */
export type RequestOf<C extends RouteContract> = (C["params"] extends z.ZodType ? { params: z.input<C["params"]> } : { params?: never }) &
  (C["query"] extends z.ZodType ? { query?: z.input<C["query"]> } : { query?: never }) &
  (C["body"] extends z.ZodType
    ? undefined extends z.input<C["body"]>
      ? { body?: z.input<C["body"]> }
      : { body: z.input<C["body"]> }
    : { body?: never });

/** A schema's value as it arrives over JSON (what the client reads). */
export type Json<S extends z.ZodType> = z.output<S>;
