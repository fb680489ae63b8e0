import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { INCOMING_DIR, localFileStorage } from "./file-storage";

describe("local file storage", () => {
  const roots: string[] = [];
  const newRoot = () => {
    const root = mkdtempSync(path.join(tmpdir(), "gharsetu-storage-"));
    roots.push(root);
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it("hands out an upload's temporary file already open, so discarding it at once leaves nothing behind", async () => {
    const root = newRoot();
    const storage = localFileStorage(root);
    // An upload that fails as soon as its file is handed out (the request was cut off meanwhile).
    const incoming = await Promise.all(Array.from({ length: 20 }, () => storage.incoming()));
    // Each file exists and its stream's open has completed: no open is still under way to land after the discard.
    for (const { path: file, stream } of incoming) {
      expect(existsSync(file)).toBe(true);
      expect(stream.pending).toBe(false);
    }
    await Promise.all(
      incoming.map(async ({ path: file, stream }) => {
        stream.destroy();
        await storage.discard(file);
      }),
    );
    expect(readdirSync(path.join(root, INCOMING_DIR))).toEqual([]);
  });

  it("keeps a finished upload under its key and removes it again", async () => {
    const root = newRoot();
    const storage = localFileStorage(root);
    const { path: file, stream } = await storage.incoming();
    await new Promise<void>((resolve, reject) => stream.end(Buffer.from("%PDF-1.4 test"), () => resolve()).on("error", reject));
    await storage.keep(file, "kyc-1/abc.pdf");
    expect(readdirSync(path.join(root, INCOMING_DIR))).toEqual([]);
    const { size } = await storage.open("kyc-1/abc.pdf");
    expect(size).toBe(13);
    await storage.remove("kyc-1/abc.pdf");
    expect(existsSync(path.join(root, "kyc-1", "abc.pdf"))).toBe(false);
  });
});
