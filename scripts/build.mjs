// Builds the client (Vite) into dist/public and the server (esbuild) into dist/server.
// --if-stale: skip when dist is newer than every source file.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist", ".build-stamp");
const sources = [
  "client",
  "server",
  "shared",
  "migrations",
  "scripts/build.mjs",
  "scripts/prerender.mjs",
  "scripts/vite",
  "lingui.config.ts",
  "package.json",
  "vite.config.ts",
  "tailwind.config.ts",
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

if (process.argv.includes("--if-stale") && existsSync(stamp)) {
  const built = statSync(stamp).mtimeMs;
  if (sources.every((s) => newestMtime(s) <= built)) process.exit(0);
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);
console.log("Building client (vite) ...");
execFileSync(bin("vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
console.log("Prerendering the public pages ...");
execFileSync(process.execPath, [path.join(root, "scripts", "prerender.mjs")], { cwd: root, stdio: "inherit" });
// Precompressed copies beside every text asset: the server sends them as they are (brotli, else gzip),
// so no request pays for compression and the best levels can be used.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest|map)$/;
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Dot folders (.vite: the build manifest, .prerender: the pages' HTML) are read by the server and never sent.
    if (entry.isDirectory()) !entry.name.startsWith(".") && precompress(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
      const raw = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    }
  }
}
precompress(path.join(root, "dist", "public"));
execFileSync(process.execPath, [path.join(root, "scripts", "route-weight.mjs")], { cwd: root, stdio: "inherit" });
console.log("Building server (esbuild) ...");
execFileSync(
  bin("esbuild"),
  [
    "server/index.ts",
    "server/db/embedded/pglite-worker.ts",
    "server/cli/user-create.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20",
    "--packages=external",
    "--sourcemap",
    "--outbase=server",
    "--outdir=dist/server",
    "--log-level=warning",
  ],
  { cwd: root, stdio: "inherit" },
);
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, new Date().toISOString());
console.log("Build complete.");
