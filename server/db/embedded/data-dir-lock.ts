import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database belongs to one process at a time (PGlite has no lock of its own: two servers on
 * one folder both start and overwrite each other's commits). Whoever opens it, the server or an operator
 * command, first claims DATA_DIR with this lock file. It names its holder's pid, so a file left by a
 * process that crashed or was killed is taken over, never in the way. See docs/decisions/data-dir-lock.md.
 */
const LOCK_FILE = "owner.lock";

type Owner = { pid: number; start?: string; holder: string };

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${owner.holder} (pid ${owner.pid}): the embedded database belongs to one process at a time. Stop that process first.`,
    );
  }
}

/** When the process started, in clock ticks since boot (Linux): a pid reused by another process has another start. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2, the command name, may hold spaces and parentheses; the fields after its closing ")" do not.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    // EPERM: alive, run by another user.
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = startOf(owner.pid);
  return owner.start === undefined || start === undefined || start === owner.start;
}

function parseOwner(text: string): Owner | null {
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.holder === "string" ? owner : null;
  } catch {
    return null;
  }
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
};

/**
 * Claims DATA_DIR for this process, or throws DataDirInUse naming the live process that holds it.
 * `holder` says who we are in that message ("the server", "npm run db:seed"). Returns the release,
 * which also runs when the process exits.
 */
export function claimDataDir(dir: string, holder: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, start: startOf(process.pid), holder } satisfies Owner);
  // Written whole under a private name, then linked into place: link() fails if the lock exists, and a
  // reader never sees a half-written file it could mistake for a stale one.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(draft, file);
        return releaser(file, mine);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      }
      const found = readText(file);
      if (found === null) continue;
      const owner = parseOwner(found);
      if (owner && isAlive(owner)) throw new DataDirInUse(dir, owner);
      takeOverStale(file, found);
    }
    throw new Error(`Could not lock DATA_DIR ${dir}: other processes keep claiming it`);
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Removes a stale lock, unless another process replaced it since we read it: the file is moved aside
 * (one mover wins), and if what was moved is not the stale text, it goes back.
 */
function takeOverStale(file: string, staleText: string): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return;
    throw e;
  }
  try {
    if (readFileSync(aside, "utf8") !== staleText) linkSync(aside, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  } finally {
    rmSync(aside, { force: true });
  }
}

function releaser(file: string, mine: string): () => void {
  const release = () => {
    process.off("exit", release);
    try {
      if (readText(file) === mine) rmSync(file, { force: true });
    } catch {
      // Left in place, it is stale once this process has gone: the next claim takes it over.
    }
  };
  process.on("exit", release);
  return release;
}
