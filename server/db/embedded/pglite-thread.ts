import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** What the worker (pglite-worker.ts) is started with. */
export type ThreadStart = { dataDir?: string; loadDataDir?: ArrayBuffer };

type ThreadOp =
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; rawTypes: number[]; tx?: number }
  | { op: "exec"; sql: string }
  | { op: "begin" | "commit" | "rollback"; tx: number }
  | { op: "dump" | "close" };
export type ThreadRequest = { id: number } & ThreadOp;

export type ThreadReply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: { message: string; fields: Record<string, unknown> } }
);

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };

/** The query surface drizzle's PGlite driver uses (query, transaction), the same on a transaction. */
export type ThreadQueryable = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
};

/**
 * PGlite on a worker thread, with the part of PGlite's interface that drizzle-orm/pglite and this
 * app use: query (drizzle's type parsers, which all keep PostgreSQL's text, are applied there by type
 * id), transaction (BEGIN, then each query, then COMMIT or ROLLBACK, as messages), exec, a data
 * directory dump, close. Queries and transactions queue on PGlite's own lock in the worker exactly as
 * they did on the main thread; only the waiting moved off it.
 */
export class PgliteThreadClient implements ThreadQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;
  private stopped: Error | null = null;
  readonly waitReady: Promise<void>;

  private closing = false;

  /** `onCrash`: the thread died on its own (not by close()); every later query would fail. */
  constructor(start: ThreadStart, onCrash?: (e: Error) => void) {
    const url = workerUrl();
    const options = { workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] };
    this.worker = url.pathname.endsWith(".ts")
      ? // From source (npm run dev, tests) the worker is TypeScript too: tsx's loader is registered in the thread first.
        new Worker(`import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`, {
          ...options,
          eval: true,
        })
      : new Worker(url, options);
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    this.worker.on("message", (m: ThreadReply) => {
      const waiter = this.pending.get(m.id);
      if (!waiter) return;
      this.pending.delete(m.id);
      if (m.ok) waiter.resolve(m.value);
      else waiter.reject(Object.assign(new Error(m.error.message), m.error.fields));
    });
    const fail = (e: Error) => {
      this.stopped = e;
      for (const w of this.pending.values()) w.reject(e);
      this.pending.clear();
    };
    const died = (e: Error) => {
      const first = !this.stopped;
      fail(e);
      if (first && !this.closing) onCrash?.(e);
    };
    this.worker.on("error", (e) => died(new Error(`The embedded database stopped: ${e.message}`)));
    this.worker.on("exit", (code) => died(new Error(`The embedded database is closed (thread exit code ${code})`)));
  }

  private send<T>(request: ThreadOp, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        this.worker.postMessage({ ...request, id }, transfer);
      } catch (e) {
        // A value that cannot cross to the thread (a function, say): nothing was sent, nothing will answer.
        this.pending.delete(id);
        reject(e);
      }
    });
  }

  private run<T>(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.send<Results & { rows: T[] }>({ op: "query", sql, params, rowMode: options.rowMode ?? "object", rawTypes, tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.run<T>(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.send<Results[]>({ op: "exec", sql });
  }

  async transaction<T>(fn: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ op: "begin", tx });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(tx, sql, params, options) });
    } catch (e) {
      await this.send({ op: "rollback", tx }).catch(() => {});
      throw e;
    }
    await this.send({ op: "commit", tx });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: "dump" })], { type: "application/gzip" });
  }

  async close() {
    if (this.stopped) return;
    this.closing = true;
    await this.send({ op: "close" });
    await this.worker.terminate();
  }
}

/** The worker's file: beside this one when run from source (tsx), dist/server/db/embedded/ in the build (dist/server/index.js). */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("./pglite-worker.ts", here) : new URL("./db/embedded/pglite-worker.js", here);
}

/** tsx's programmatic API (its ESM build), by absolute URL: the thread may start in any folder. */
function tsxApi(): string {
  return pathToFileURL(
    path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist", "esm", "api", "index.mjs"),
  ).href;
}
