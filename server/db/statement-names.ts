import { createHash } from "node:crypto";

/*
 * Which statement texts run as named (prepared) statements: the policy shared by the PostgreSQL
 * pool's client (prepared-statements.ts) and the embedded database's thread (embedded/pglite-worker.ts).
 */

/** A statement text seen this many times is prepared on the server from then on (as JDBC's prepareThreshold). */
export const PREPARE_AFTER = 3;
/** At most this many statements are prepared; texts beyond it (generated ones, say) run unprepared as before. */
export const MAX_PREPARED = 256;
/** Texts counted but not yet prepared; the count starts again when it fills. */
const MAX_COUNTED = 4096;

/** A statement's name, from its text alone: the same in every instance, never one name for two texts. */
export const statementName = (text: string) => `gs_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;

/**
 * Which statement texts run as named (server-side prepared) statements, shared by every connection
 * of a pool. A parameterised query otherwise goes out as an unnamed statement that PostgreSQL parses
 * and plans again on every call: for the session read that is most of its cost (parse 0.3 ms, plan
 * 0.6 ms, run 0.2 ms). Named, each connection parses it once, and after five runs PostgreSQL keeps a
 * generic plan. Only the texts the app sends again and again qualify, and only so many, so a stream of
 * distinct texts cannot fill the server's memory.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly prepareAfter = PREPARE_AFTER,
    private readonly max = MAX_PREPARED,
  ) {}

  /** The name to run this text under, or undefined to run it unnamed (this time). */
  nameFor(text: string): string | undefined {
    const named = this.names.get(text);
    if (named !== undefined || this.names.size >= this.max) return named;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < this.prepareAfter) {
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = statementName(text);
    this.names.set(text, name);
    return name;
  }

  get size() {
    return this.names.size;
  }
}

/** What the server said when a named statement is not as this connection believes: worth one more try. */
export function staleStatement(e: unknown): "missing" | "exists" | "replanned" | undefined {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  if (code === "26000") return "missing"; // closed after a value failed to bind, or a pooler's other connection
  if (code === "42P05") return "exists"; // prepared by an earlier client of a pooler's connection (same name, same text)
  // A migration changed a column the statement returns: every later run fails the same way until it is deallocated.
  if (code === "0A000" && /cached plan must not change result type/.test(message ?? "")) return "replanned";
  // A migration changed the type of a column a parameter meets: the parameter types fixed when the
  // statement was prepared no longer fit (unnamed, the text would be resolved afresh). A text with a
  // real type error never gets this far: it fails on its first, unnamed, runs.
  if (code === "42883" || code === "42804") return "replanned";
  return undefined;
}
