import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, readdirSync, rmSync, statSync, type ReadStream, type WriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { nowMs } from "../../shared/clock";

/**
 * Where uploaded files live: one small interface, so a bucket can replace the local folder when the
 * app runs on several machines. Files arrive in a private temporary place first and are moved to
 * their final, generated key only when the database row that names them commits.
 */
export interface FileStorage {
  /** A new temporary file to stream an upload into; `discard` it unless it is `keep`-ed. */
  incoming(): Promise<{ path: string; stream: WriteStream }>;
  /** Moves a finished temporary file to its final key. */
  keep(tempPath: string, key: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
  open(key: string): Promise<{ stream: ReadStream; size: number }>;
  remove(key: string): Promise<void>;
}

function sweepStale(dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (nowMs() - statSync(file).mtimeMs > STALE_INCOMING_MS) rmSync(file, { force: true });
  }
}

const KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z]{3,4}$/;

/** A generated key: the owner's folder and a random name with the sniffed extension; never the customer's file name. */
export const newStorageKey = (userId: number, extension: string) => `u${userId}/${randomBytes(16).toString("hex")}.${extension}`;

/** In-flight uploads live under uploads/.incoming; backups leave it out. */
export const INCOMING_DIR = ".incoming";
/** A temporary file this old belongs to no upload still running (a crash or a kill left it). */
const STALE_INCOMING_MS = 60 * 60 * 1000;

/** Files under DATA_DIR/uploads (owner-only, like the rest of DATA_DIR), with in-flight uploads under uploads/.incoming. */
export function localFileStorage(root: string): FileStorage {
  const incomingDir = path.join(root, INCOMING_DIR);
  sweepStale(incomingDir);
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error("Invalid storage key");
    return path.join(root, key);
  };
  return {
    async incoming() {
      await mkdir(incomingDir, { recursive: true, mode: 0o700 });
      const file = path.join(incomingDir, `${randomBytes(16).toString("hex")}.part`);
      const stream = createWriteStream(file, { mode: 0o600, flags: "wx" });
      // Handed out once open: a discard that ran before the open would find nothing to remove, and the
      // open would then leave the file behind (an upload that failed while its file was being opened).
      await once(stream, "open");
      return { path: file, stream };
    },
    async keep(tempPath, key) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(tempPath, target);
    },
    async discard(tempPath) {
      await rm(tempPath, { force: true });
    },
    async open(key) {
      const file = resolve(key);
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
