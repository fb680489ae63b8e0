/* eslint-disable @typescript-eslint/no-unsafe-call -- pg hands queries an untyped trailing callback */
import pg from "pg";
import { staleStatement, type StatementNames } from "./statement-names";

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown; callback?: unknown };
type Connection = { parsedStatements: Record<string, string>; on(event: "readyForQuery", fn: (msg: { status: string }) => void): void };

/**
 * The pool's client: parameterised queries whose text StatementNames names are sent as named
 * statements. Queries without parameters (the simple protocol: `begin`, `select 1`, a migration's
 * many statements), ones that already carry a name of their own (an empty name is no name), and query
 * objects (cursors, streams) go out untouched.
 *
 * When the server's statements are not what this connection believes (one lost, one already there
 * through a pooler, a plan invalidated by a migration), the query is corrected and sent once more if it
 * ran outside a transaction; inside one the failure stands, as any error does there.
 */
export function preparingClient(statements: StatementNames): typeof pg.Client {
  class PreparingClient extends pg.Client {
    /** The transaction status of the last ReadyForQuery: "I" idle, "T" in a transaction, "E" a failed one. */
    private transaction = "I";
    /** Statements whose plan a schema change invalidated: deallocated before their next use outside a transaction. */
    private readonly invalidated = new Set<string>();

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      (this as unknown as { connection: Connection }).connection.on("readyForQuery", (msg) => {
        this.transaction = msg.status;
      });
    }

    // pg.Client's query has many overloads; this one passes every form through and changes only the config's name.
    override query(...args: unknown[]): never {
      const send = (...a: unknown[]) => (super.query as (...b: unknown[]) => unknown)(...a) as never;
      const [given, values] = args as [QueryConfig | string, unknown];
      // pool.query(text, values) hands the text over as it is; drizzle hands a config object.
      const config: QueryConfig | undefined = typeof given === "string" ? { text: given } : (given ?? undefined);
      // An empty name (drizzle's .prepare("")) asks for the unnamed statement, as no name does: the policy decides.
      if (!config || typeof config !== "object" || typeof config.text !== "string" || (config.name !== undefined && config.name !== ""))
        return send(...args);
      if (typeof config.submit === "function" || config.callback !== undefined) return send(...args);
      const params = Array.isArray(values) ? values : config.values;
      const name = Array.isArray(params) && params.length > 0 ? statements.nameFor(config.text) : undefined;
      if (name === undefined) return send(...args);

      const text = config.text;
      args[0] = { ...config, name };
      const parsed = () => (this as unknown as { connection: Connection }).connection.parsedStatements;
      // pg runs a client's queries in order: a deallocation queued first is done before the query parses it anew.
      const run = (...a: unknown[]) => {
        if (this.invalidated.has(name) && this.transaction === "I") {
          this.invalidated.delete(name);
          delete parsed()[name];
          (super.query as (q: string) => Promise<unknown>)(`deallocate ${name}`).catch(() => {});
        }
        return send(...a);
      };
      // Corrects this connection's belief about the statement; true when the query may be sent again.
      const retryable = (e: unknown) => {
        const stale = staleStatement(e);
        if (!stale) return false;
        if (stale === "missing") delete parsed()[name];
        if (stale === "exists") parsed()[name] = text;
        if (stale === "replanned") this.invalidated.add(name);
        // The error's ReadyForQuery has not come yet: this is the status the query started in.
        return this.transaction === "I";
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        // pg-pool's query passes a callback.
        args[last] = (e: unknown, res: unknown) => {
          if (e && retryable(e)) {
            args[last] = callback;
            return run(...args);
          }
          callback(e, res);
        };
        return run(...args);
      }
      const result = run(...args) as unknown;
      if (!result || typeof (result as Promise<unknown>).then !== "function") return result as never;
      return (result as Promise<unknown>).catch((e: unknown) => {
        if (retryable(e)) return run(...args);
        throw e;
      }) as never;
    }
  }
  return PreparingClient;
}
