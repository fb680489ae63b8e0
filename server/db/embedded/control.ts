import { timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database belongs to the one process that opened it, so an operator command that needs
 * it while the server runs (a backup) asks the server. The server leaves its address and a random
 * token in DATA_DIR (owner-only): whoever can read that file may ask.
 */
const CONTROL_FILE = "server.json";
export const OPERATOR_TOKEN_HEADER = "x-operator-token";

export type Control = { pid: number; url: string; token: string };

export function writeControl(dataDir: string, url: string, token: string): Control {
  const control = { pid: process.pid, url, token };
  writeFileSync(path.join(dataDir, CONTROL_FILE), JSON.stringify(control), { mode: 0o600 });
  return control;
}

export function removeControl(dataDir: string) {
  rmSync(path.join(dataDir, CONTROL_FILE), { force: true });
}

/** Whether a process with this id is running (signal 0 only asks). */
export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running server on this DATA_DIR, if there is one (a file left by a killed server is ignored). */
export function runningServer(dataDir: string): Control | null {
  const file = path.join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return null;
  try {
    const control = JSON.parse(readFileSync(file, "utf8")) as Control;
    return processAlive(control.pid) ? control : null;
  } catch {
    return null;
  }
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? "");
  return a.length === b.length && timingSafeEqual(a, b);
}
