import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimDataDir, DataDirInUse } from "./data-dir-lock";

/**
 * Another process claiming DATA_DIR: once its stdin says "go", it prints "held" or "busy", then holds on
 * until its stdin closes (and exits, releasing), or with `die` is SIGKILLed at once, as a crash would
 * leave the lock. "go" lets racers start up first and then claim together.
 */
function claimer(dataDir: string, { die = false, go = true } = {}): { child: ChildProcess; ready: Promise<void>; answer: Promise<string> } {
  const script = `
    const { claimDataDir, DataDirInUse } = await import(${JSON.stringify(path.resolve("server/db/embedded/data-dir-lock.ts"))});
    console.log("ready");
    await new Promise((resolve) => process.stdin.once("data", resolve));
    try {
      claimDataDir(process.argv[1], "npm run test-holder");
      console.log("held");
      if (process.argv[2] === "die") process.kill(process.pid, "SIGKILL");
    } catch (e) {
      if (!(e instanceof DataDirInUse)) throw e;
      console.log("busy");
    }
    process.stdin.resume();
    process.stdin.on("end", () => process.exit(0));
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dataDir, die ? "die" : "hold"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  const ready = new Promise<void>((resolve) => child.stdout.on("data", (d) => (out += d).startsWith("ready\n") && resolve()));
  const answer = new Promise<string>((resolve) => {
    child.stdout.on("data", () => out.split("\n").length > 2 && resolve(out.split("\n")[1]));
    child.on("exit", () => resolve(out.split("\n")[1] ?? ""));
  });
  if (go) void ready.then(() => child.stdin.write("go\n"));
  return { child, ready, answer };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

const freshDir = () => mkdtempSync(path.join(tmpdir(), "gharsetu-lock-"));

describe("claimDataDir: one owner of the embedded database", () => {
  it("refuses while a live process holds DATA_DIR, naming it, and allows a claim once it has let go", async () => {
    const dataDir = freshDir();
    const holder = claimer(dataDir);
    expect(await holder.answer).toBe("held");
    expect(() => claimDataDir(dataDir, "the test")).toThrow(
      new RegExp(`in use by npm run test-holder \\(pid ${holder.child.pid}\\).*Stop that process first`),
    );
    expect(() => claimDataDir(dataDir, "the test")).toThrow(DataDirInUse);

    holder.child.stdin!.end();
    await exited(holder.child);
    const release = claimDataDir(dataDir, "the test");
    const next = claimer(dataDir);
    expect(await next.answer).toBe("busy");
    next.child.stdin!.end();
    release();
    const after = claimer(dataDir);
    expect(await after.answer).toBe("held");
    after.child.stdin!.end();
    await exited(after.child);
  });

  it("takes over from a holder that was killed", async () => {
    const dataDir = freshDir();
    const crashed = claimer(dataDir, { die: true });
    expect(await crashed.answer).toBe("held");
    await exited(crashed.child);
    expect(crashed.child.signalCode).toBe("SIGKILL");
    claimDataDir(dataDir, "the test")();
  });

  it("of processes racing to take over a killed holder's lock, exactly one wins", async () => {
    const dataDir = freshDir();
    const crashed = claimer(dataDir, { die: true });
    await exited(crashed.child);
    const racers = Array.from({ length: 6 }, () => claimer(dataDir, { go: false }));
    try {
      await Promise.all(racers.map((r) => r.ready));
      for (const r of racers) r.child.stdin!.write("go\n");
      const answers = await Promise.all(racers.map((r) => r.answer));
      expect(answers.filter((a) => a === "held")).toHaveLength(1);
      expect(answers.filter((a) => a === "busy")).toHaveLength(5);
    } finally {
      for (const r of racers) r.child.stdin!.end();
      await Promise.all(racers.map((r) => exited(r.child)));
    }
  });
});
