// `npm start`: build whatever is missing or stale, then serve SPA + API from one process.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs"), "--if-stale"], { stdio: "inherit" });
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "dist", "server", "index.js")).href);
