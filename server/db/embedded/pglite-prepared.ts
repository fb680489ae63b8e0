/* eslint-disable @typescript-eslint/no-unsafe-return, @typescript-eslint/no-base-to-string, @typescript-eslint/only-throw-error, no-useless-assignment, no-restricted-syntax, no-restricted-imports -- see docs/decisions/private-library-internals.md; an adapter over the wire protocol's untyped messages and parsers; errors arrive as protocol messages and are thrown as they came */
import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";
import type { BackendMessage, CommandCompleteMessage, DataRowMessage } from "pg-protocol/dist/messages";
import { Parser } from "pg-protocol/dist/parser";
import type { ThreadRequest } from "./pglite-thread";
import { StatementNames, staleStatement } from "../statement-names";

type QueryRequest = Extract<ThreadRequest, { op: "query" }>;
type Parsers = PGlite["parsers"];
/** A statement prepared in the database: its parameters' types, and the row description its runs answer with. */
type Prepared = { paramTypes: number[]; fields: { name: string; dataTypeID: number }[] };
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows: number };

/**
 * Named statements in PGlite (used by its worker thread, pglite-worker.ts). PGlite's query() sends every
 * statement unnamed, so it is parsed and planned again on each call, in six protocol round trips, and
 * its answer read by PGlite's message parser, which copies every field into a buffer of its own. For
 * the app's short, frequent statements that was most of the work. The texts StatementNames picks (one
 * sent a third time, at most 256) are prepared once; each run is then one batch (Bind, Execute, Sync)
 * whose raw answer pg-protocol's parser reads, as node-postgres does. PGlite is one session, so a
 * statement prepared once stays for the life of the database.
 *
 * Measured on a 20-row list alone: 0.83 to 1.2 ms a call through query(), 0.40 ms prepared; under load,
 * the embedded server's list went from 405 to about 900 requests a second.
 */
export function preparedStatements(db: PGlite) {
  const names = new StatementNames();
  const prepared = new Map<string, Prepared>();
  // No file-system sync after each message: query() asks for one only outside a transaction, and on
  // the file systems used here (the data directory on disk, or memory) it does nothing.
  const send = (message: Uint8Array) => db.execProtocol(message, { syncToFs: false });

  /** Parse and describe in a flow of its own (rare), so a failed Parse leaves nothing behind. */
  async function prepare(name: string, text: string): Promise<Prepared> {
    let described: Awaited<ReturnType<typeof send>>["messages"] = [];
    try {
      await send(protocol.serialize.parse({ name, text }));
      described = (await send(protocol.serialize.describe({ type: "S", name }))).messages;
    } finally {
      await send(protocol.serialize.sync());
    }
    const rows = described.find((m) => m.name === "rowDescription") as { fields: Prepared["fields"] } | undefined;
    const statement = {
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: rows?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    prepared.set(name, statement);
    return statement;
  }

  /** Bind, Execute and Sync in one batch; the raw answer read by pg-protocol's parser. */
  async function run(name: string, m: QueryRequest): Promise<QueryResult> {
    const statement = prepared.get(name) ?? (await prepare(name, m.sql));
    const values = m.params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialise = db.serializers[statement.paramTypes[i]];
      return serialise ? serialise(v) : String(v);
    });
    const batch = Buffer.concat([serialize.bind({ statement: name, values }), serialize.execute(), serialize.sync()]);
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    await db.execProtocolRawStream(batch, {
      syncToFs: false,
      // A view of PGlite's memory, reused by the next call: copied before the parser may keep part of it.
      onRawData: (chunk) => parser.parse(Buffer.from(chunk), (msg) => messages.push(msg)),
    });
    const error = messages.find((msg) => msg.name === "error");
    if (error) throw error;
    return toResult(statement.fields, messages, parsersKeeping(m.rawTypes), m.rowMode);
  }

  // drizzle's parsers all hand a value over as PostgreSQL's text; the same happens here by type id.
  // Made once per set of such types (drizzle asks with the same few), not merged on every call.
  const merged = new Map<string, Parsers>();
  function parsersKeeping(rawTypes: number[]) {
    const key = rawTypes.join(",");
    let parsers = merged.get(key);
    if (!parsers) {
      parsers = { ...db.parsers };
      for (const oid of rawTypes) parsers[oid] = (v: string) => v;
      if (merged.size >= 64) merged.clear();
      merged.set(key, parsers);
    }
    return parsers;
  }

  return {
    /** PGlite's parsers with drizzle's raw types handed over as text: for query() too. */
    parsersFor: parsersKeeping,
    /** Runs the query prepared if its text qualifies; undefined: run it as PGlite's query() does. */
    async query(m: QueryRequest, inTransaction: boolean): Promise<QueryResult | undefined> {
      const name = m.params.length > 0 ? names.nameFor(m.sql) : undefined;
      if (name === undefined) return undefined;
      // One session: a statement outside a transaction waits for any open one, as PGlite's query() does.
      // And, as query() does, none once the database has begun to close.
      const exclusive = <T>(fn: () => Promise<T>) => {
        const ready = async () => {
          await db._checkReady();
          return fn();
        };
        return inTransaction ? db._runExclusiveQuery(ready) : db._runExclusiveTransaction(() => db._runExclusiveQuery(ready));
      };
      try {
        return await exclusive(() => run(name, m));
      } catch (e) {
        if (!staleStatement(e)) throw e;
        // A migration changed what the statement returns (or it is gone): prepare it afresh, and run it
        // again if that is safe (not inside a transaction, which the failure has spoilt).
        prepared.delete(name);
        await exclusive(async () => {
          try {
            await send(protocol.serialize.close({ type: "S", name }));
          } finally {
            await send(protocol.serialize.sync());
          }
        });
        if (inTransaction) throw e;
        return await exclusive(() => run(name, m));
      }
    },
  };
}

/** PGlite's result shape (as query() answers) from a run's messages. */
function toResult(fields: Prepared["fields"], messages: BackendMessage[], parsers: Parsers, rowMode: QueryRequest["rowMode"]): QueryResult {
  const rows: unknown[] = [];
  let affectedRows = 0;
  const parseAt = fields.map((f) => {
    const parser = parsers[f.dataTypeID];
    return parser ? (v: string) => parser(v, f.dataTypeID) : (v: string) => v;
  });
  for (const msg of messages) {
    if (msg.name === "dataRow") {
      const values = (msg as DataRowMessage).fields as (string | null)[];
      if (rowMode === "array") {
        rows.push(values.map((v, i) => (v === null ? null : parseAt[i](v))));
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[fields[i].name] = values[i] === null ? null : parseAt[i](values[i]!);
        rows.push(row);
      }
    } else if (msg.name === "commandComplete") {
      const words = (msg as CommandCompleteMessage).text.split(" ");
      const count = Number(words[words.length - 1]);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(words[0]) && !Number.isNaN(count)) affectedRows += count;
    }
  }
  return { rows, fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows };
}
