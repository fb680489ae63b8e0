import { parseArgs } from "node:util";
import { createBackup, formatBytes } from "../db/backup/backup";
import { secureDataDir } from "../db/data-dir";
import { loadToolConfig } from "../env";

const USAGE = "usage: npm run db:backup -- --out FILE";

/** A consistent backup of the configured database and the uploaded files, also while the app runs. */
async function main(): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ options: { out: { type: "string" } }, strict: true }).values);
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(`--out is required\n${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  secureDataDir(config.dataDir);
  try {
    const { bytes, manifest } = await createBackup(config, out, (line) => console.log(line));
    console.log(
      `Backup written to ${out} (${formatBytes(bytes)}, ${manifest.database}, schema ${manifest.schema.latest}, ${manifest.uploads} uploaded files)`,
    );
    return 0;
  } catch (e) {
    console.error(`Error: ${(e as Error).message}`);
    return 1;
  }
}

void main().then((code) => process.exit(code));
