/**
 * Database errors as the server reports them: whether one means the database is out of reach (or too
 * busy to lend a connection), and what of it may be logged.
 */
export type DbError = { code?: string; message?: string; table?: string; constraint?: string };

// The database could not be reached or lend a connection in time (pg-pool's wait for a free connection,
// a connection refused, reset or cut, PostgreSQL shutting down or out of connection slots).
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated)/i;

/** SQLSTATE class 22 (data exception: bad input syntax, out-of-range values, …), whose messages quote the value. */
const QUOTES_INPUT = /^22/;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object";

/** drizzle's wrapper round a failed query: its message and fields quote the query and its values. */
export const isFailedQuery = (err: unknown) => isObject(err) && ("query" in err || "params" in err);

/** The database's or the driver's own error: drizzle wraps each in an error that carries the query. */
export function dbErrorOf(err: unknown): DbError | undefined {
  if (!isObject(err)) return undefined;
  if (isObject(err.cause) && (err.cause.code || "query" in err)) return err.cause;
  return err.code ? err : undefined;
}

/** Whether the database could not be reached or could not lend a connection in time. */
export function databaseUnavailable(err: unknown): boolean {
  return [err, isObject(err) ? err.cause : undefined].some(
    (e) =>
      isObject(e) &&
      ((typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) ||
        (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message))),
  );
}

/**
 * What is safe to log of an error: a database error's code, message and place, never the query's
 * text or parameters. drizzle puts both into its error's message and fields, and the parameters are
 * session ids, e-mail addresses and names, so a failed query is logged by its cause alone.
 */
export function loggable(err: unknown): Record<string, unknown> {
  const db = dbErrorOf(err);
  // Invalid-input errors quote the rejected value in their message ('invalid input syntax for type
  // integer: "…"'): their code says enough.
  if (db)
    return {
      db: {
        code: db.code,
        message: db.code && QUOTES_INPUT.test(db.code) ? undefined : db.message,
        table: db.table,
        constraint: db.constraint,
      },
    };
  if (isFailedQuery(err)) return { db: { message: "query failed" } };
  return { err };
}

/** A unique index refused the row (PostgreSQL 23505), as thrown by either driver. */
export function uniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
}
