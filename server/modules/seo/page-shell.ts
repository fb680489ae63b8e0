import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Request, RequestHandler } from "express";
import { COMPANY } from "../../../shared/catalog/company";
import { PAGES, pageMeta } from "../../../shared/catalog/pages";

/** Vite's build manifest (build.manifest in vite.config.ts): which chunk holds each module, and what it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const PAGE_META = /<!-- page meta[^>]*-->[\s\S]*?<!-- \/page meta -->/;
const KNOWN = new Set(PAGES.map((p) => p.path));

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The chunks a page's module needs beyond the entry's (which the HTML already preloads): named in the
 * page so they download beside the entry, instead of after it has run and asked for them.
 */
export function pageChunks(manifest: ViteManifest, page: string): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const reach = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) reach(imported, seen);
    return seen;
  };
  const fromEntry = entry ? reach(entry, new Set()) : new Set<string>();
  return [...reach(`src/pages/${page}.tsx`, new Set())].filter((k) => !fromEntry.has(k)).map((k) => `/${manifest[k]!.file}`);
}

/**
 * The app's HTML for one address: that page's title and description, its absolute canonical URL and
 * Open Graph tags (link previews read them without running scripts), noindex where search engines
 * have no business, its code preloaded, and the public settings asked for at once (every page reads them).
 */
export function renderPageShell(template: string, manifest: ViteManifest, origin: string, urlPath: string): { status: number; html: string } {
  const meta = pageMeta(urlPath);
  const known = KNOWN.has(urlPath);
  const url = `${origin}${urlPath}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.public ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : [`<meta name="robots" content="noindex" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY.name)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/icon-512.png`)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${COMPANY.name} logo`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="preload" href="/api/settings" as="fetch" crossorigin="use-credentials" />`,
    ...pageChunks(manifest, meta.page).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  ];
  return { status: known ? 200 : 404, html: template.replace(PAGE_META, tags.join("\n    ")) };
}

type Encoded = { br: Buffer; gzip: Buffer; identity: Buffer; status: number };
const CACHE_LIMIT = 200;

/**
 * Answers every address the app itself routes (anything not an asset or the API) with its page shell.
 * Each shell is compressed once per origin and address, then served from memory (brotli, else gzip).
 */
export function pageShellHandler(publicDir: string, originOf: (req: Request) => string): RequestHandler {
  const template = readFileSync(path.join(publicDir, "index.html"), "utf8");
  const manifestFile = path.join(publicDir, ".vite", "manifest.json");
  const manifest: ViteManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const cache = new Map<string, Encoded>();

  const encoded = (origin: string, urlPath: string): Encoded => {
    const key = `${origin}${urlPath}`;
    let hit = cache.get(key);
    if (!hit) {
      const { status, html } = renderPageShell(template, manifest, origin, urlPath);
      const identity = Buffer.from(html);
      hit = {
        status,
        identity,
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      // Unknown addresses are unbounded: keep the cache from growing with them.
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, hit);
    }
    return hit;
  };

  return (req, res) => {
    const shell = encoded(originOf(req), req.path);
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    res.status(shell.status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", Vary: "Accept-Encoding" });
    if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
    res.send(encoding === "br" ? shell.br : encoding === "gzip" ? shell.gzip : shell.identity);
  };
}
