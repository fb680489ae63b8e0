import type { Config } from "../../env";
import { sealWholeAuditChain } from "../../modules/audit";
import type { Db } from "../client";
import { schemaVersionOf, type SchemaVersion } from "../backup/manifest";
import { OPERATOR_TOKEN_HEADER, runningServer } from "./control";
import { openEmbedded, type EmbeddedDatabase } from "./open";

type Log = (line: string) => void;
export type EmbeddedDump = { dump: Buffer; schema: SchemaVersion };

const SCHEMA_MIGRATIONS_HEADER = "x-schema-migrations";
const SCHEMA_LATEST_HEADER = "x-schema-latest";

/**
 * The embedded database as a gzipped data-directory tar, with its schema version. Every audit row
 * committed so far goes into it chained, so a restore verifies it whole.
 */
export async function dumpOpenDatabase(db: Db, embedded: EmbeddedDatabase): Promise<EmbeddedDump> {
  await sealWholeAuditChain(db);
  const schema = await schemaVersionOf(db);
  return { dump: Buffer.from(await (await embedded.dumpDataDir()).arrayBuffer()), schema };
}

/** The headers the running server answers a dump with (the operator endpoint), read back by dumpEmbedded. */
export const dumpHeaders = (schema: SchemaVersion) => ({
  "Content-Type": "application/gzip",
  [SCHEMA_MIGRATIONS_HEADER]: String(schema.migrations),
  [SCHEMA_LATEST_HEADER]: schema.latest,
});

/** The embedded database in DATA_DIR, dumped: by the running server if there is one, else opened here. */
export async function dumpEmbedded(config: Config, log: Log): Promise<EmbeddedDump> {
  const live = runningServer(config.dataDir);
  if (live) {
    log("Dumping the embedded database through the running server ...");
    const res = await fetch(`${live.url}/api/internal/backup`, { method: "POST", headers: { [OPERATOR_TOKEN_HEADER]: live.token } });
    if (!res.ok) throw new Error(`The running server refused the backup: ${res.status} ${await res.text()}`);
    const schema = { migrations: Number(res.headers.get(SCHEMA_MIGRATIONS_HEADER)), latest: res.headers.get(SCHEMA_LATEST_HEADER) ?? "" };
    return { dump: Buffer.from(await res.arrayBuffer()), schema };
  }
  const database = openEmbedded({ dataDir: config.dataDir, owner: "npm run db:backup" });
  log("Dumping the embedded database ...");
  try {
    return await dumpOpenDatabase(database.db, database.embedded);
  } finally {
    await database.close();
  }
}
