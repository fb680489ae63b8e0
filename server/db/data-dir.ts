import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database (its WAL carries password hashes), the session secret and
 * uploads: nobody but the service account may read it. Creates it owner-only, tightens an existing
 * one (directories 0700, files 0600), and sets the process umask so every file made later (by PGlite
 * too) is owner-only from the start.
 */
export function secureDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

/**
 * Directories 0700, files 0600, from p down. The embedded database runs it again once open
 * (`tightenFiles`, embedded/open.ts): PGlite's initdb ignores the umask.
 */
export function tighten(p: string): void {
  const st = lstatSync(p);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
    for (const name of readdirSync(p)) tighten(path.join(p, name));
  } else if ((st.mode & 0o077) !== 0) {
    chmodSync(p, st.mode & 0o700);
  }
}
