import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { COMPANY } from "../../../shared/catalog/company";
import { knownPage, pageMeta } from "../../../shared/catalog/pages";
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizedPath, splitLocalePath, type Locale } from "../../../shared/i18n/locales";
import { translator } from "../../i18n";
import { requestLocale } from "../../i18n/request-locale";
import { pageDescription } from "./page-descriptions";

/** Vite's build manifest (build.manifest in vite.config.ts): which chunk holds each module, and what it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; assets?: string[] }>;

const PAGE_META = /<!-- page meta[^>]*-->[\s\S]*?<!-- \/page meta -->/;
/** The app's container, holding the static header bar that shows before the scripts run (client/index.html). */
const ROOT = /<div id="root">[\s\S]*?<!-- \/app --><\/div>/;
/** Where a prerendered page lists its scripts, before the boot script that asks for them (client/index.html). */
const APP_SCRIPTS = /<!-- app scripts[^>]*-->/;

/** Each public page's HTML as a visitor's first render makes it (scripts/prerender.mjs), by `<locale>/<page module>`. */
export type Prerendered = ReadonlyMap<string, string>;
const HTML_LANG = /<html lang="[^"]*"/;
/** The font a language's pages draw with and preload (client/src/index.css): none for English. */
const LOCALE_FONT: Partial<Record<Locale, RegExp>> = { hi: /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/ };

/** The built file of a language's font, from the build manifest (its name carries a hash). */
export function localeFont(manifest: ViteManifest, locale: Locale): string | undefined {
  const pattern = LOCALE_FONT[locale];
  if (!pattern) return undefined;
  for (const chunk of Object.values(manifest)) {
    const file = [chunk.file, ...(chunk.assets ?? [])].find((f) => pattern.test(f));
    if (file) return `/${file}`;
  }
  return undefined;
}
/** The address every unknown one is answered as (404, noindex). */
const NOT_FOUND_PATH = "/404";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The chunks a page's module needs beyond the entry's (which the HTML already preloads): named in the
 * page so they download beside the entry, instead of after it has run and asked for them.
 */
export function pageChunks(manifest: ViteManifest, page: string): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const reach = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, seen);
    return seen;
  };
  const fromEntry = entry ? reach(entry, new Set()) : new Set<string>();
  return [...reach(`src/pages/${page}.tsx`, new Set())].filter((k) => !fromEntry.has(k)).map((k) => `/${manifest[k].file}`);
}

/**
 * The app's HTML for one address, in the language the address names (`/hi/sip`: Hindi): that page's
 * title and description, `<html lang>`, its absolute canonical URL, its other languages' addresses
 * (hreflang) and Open Graph tags (link previews read them without running scripts), noindex where
 * search engines have no business, its code linked (a prerendered page's: listed for after its first
 * paint), and the public settings asked for at once.
 */
export function renderPageShell(
  template: string,
  manifest: ViteManifest,
  origin: string,
  address: string,
  prerendered: Prerendered = new Map(),
): { status: number; html: string } {
  const { locale, path: urlPath } = splitLocalePath(address);
  const t = translator(locale);
  const meta = pageMeta(urlPath);
  const known = knownPage(urlPath) !== undefined;
  const title = t(meta.title);
  const description = t(pageDescription(meta));
  const url = `${origin}${localizedPath(locale, urlPath)}`;
  const alternates = meta.public
    ? [
        ...LOCALES.map(
          (l) => `<link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeHtml(`${origin}${localizedPath(l, urlPath)}`)}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${urlPath}`)}" />`,
      ]
    : [];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(meta.public ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : [`<meta name="robots" content="noindex" />`]),
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY.name)}" />`,
    `<meta property="og:locale" content="${LOCALE_TAGS[locale].replace("-", "_")}" />`,
    ...LOCALES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${LOCALE_TAGS[l].replace("-", "_")}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    // A private page's address opens nothing for a link preview; a page of records' shell is shared by all of them.
    ...(meta.public ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    `<meta property="og:image" content="${escapeHtml(`${origin}/icon-512.png`)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${COMPANY.name} logo`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="preload" href="/api/settings" as="fetch" crossorigin="use-credentials" />`,
    ...[localeFont(manifest, locale)]
      .filter(Boolean)
      .map((font) => `<link rel="preload" href="${escapeHtml(font!)}" as="font" type="font/woff2" crossorigin />`),
    ...pageChunks(manifest, meta.page).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  ];
  // A function, so "$&" or "$'" in an address is written as it is, not read as a replacement pattern.
  let html = template.replace(PAGE_META, () => tags.join("\n    ")).replace(HTML_LANG, `<html lang="${LOCALE_TAGS[locale]}"`);
  // A public page's own content, drawn in the HTML: it paints before the scripts arrive, and they hydrate it.
  const body = known && meta.public ? prerendered.get(`${locale}/${meta.page}`) : undefined;
  if (body !== undefined) {
    html = html.replace(ROOT, () => `<div id="root" data-prerendered>${body}</div>`);
  }
  // Such a page paints without its scripts (they only hydrate it): they are listed, not linked, and the
  // boot script asks for them once it has painted (client/public/app-boot.js). Only where the template has
  // the place for the list, so a page can never end up without its scripts.
  if (body !== undefined && APP_SCRIPTS.test(html)) {
    const scripts: string[] = [];
    html = html.replace(
      /[ \t]*<(?:script type="module"[^>]*src="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>)\n?/g,
      (_, src?: string, href?: string) => {
        if (src) scripts.unshift(src);
        else scripts.push(href!);
        return "";
      },
    );
    // JSON in a data block: every "<" is written "\u003c", so no file name can close or open an element.
    const list = JSON.stringify(scripts).replace(/</g, "\\u003c");
    html = html.replace(APP_SCRIPTS, () => `<script type="application/json" id="app-scripts">${list}</script>`);
  }
  return { status: known ? 200 : 404, html };
}

/** The small scripts written into the page: the theme before the first paint, the boot after it. */
const INLINE_SCRIPTS = ["theme-init.js", "app-boot.js"];

/**
 * The stylesheet and the two small scripts, written into the HTML itself: on a phone's network each file a
 * page must wait for costs a round trip. The stylesheet is small once compressed (and the CSP allows inline
 * styles); the theme script runs before paint so a dark theme never flashes light; the boot script asks
 * for a prerendered page's code. The CSP names each script's hash (`scriptHashes`) rather than allowing
 * inline scripts at large.
 */
export function inlineFirstPaintAssets(template: string, publicDir: string): { template: string; scriptHashes: string[] } {
  let html = template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(publicDir, href);
    return existsSync(file) ? `<style>${readFileSync(file, "utf8").replace(/<\/style/gi, "<\\/style")}</style>` : tag;
  });
  const scriptHashes: string[] = [];
  for (const name of INLINE_SCRIPTS) {
    const file = path.join(publicDir, name);
    const tag = `<script src="/${name}"></script>`;
    if (!html.includes(tag) || !existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    html = html.replace(tag, () => `<script>${code}</script>`);
    scriptHashes.push(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return { template: html, scriptHashes };
}

type Encoded = { br: Buffer; gzip: Buffer; identity: Buffer; status: number; etags: { br: string; gzip: string; identity: string } };

/** A weak validator of one encoding of a shell, made once with the shell (the app's per-response ETag is off). */
const etagOf = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash("sha1").update(body).digest("base64").slice(0, 27)}"`;

/**
 * Answers every address the app itself routes (anything not an asset or the API) with its page shell.
 * Each shell is compressed once per address, then served from memory (brotli, else gzip). Its absolute
 * URLs name `origin` (PUBLIC_URL), never the request's Host, which is the client's to write.
 */
export function pageShellHandler(publicDir: string, origin: string, template: string): RequestHandler {
  const manifestFile = path.join(publicDir, ".vite", "manifest.json");
  const manifest: ViteManifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest) : {};
  const prerenderDir = path.join(publicDir, ".prerender");
  const prerendered = new Map(
    LOCALES.flatMap((locale) => {
      const dir = path.join(prerenderDir, locale);
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith(".html"))
            .map((f) => [`${locale}/${f.slice(0, -".html".length)}`, readFileSync(path.join(dir, f), "utf8")] as const)
        : [];
    }),
  );
  const cache = new Map<string, Encoded>();

  const encoded = (urlPath: string, drawn: boolean): Encoded => {
    const key = `${drawn ? "" : "?"}${urlPath}`;
    let hit = cache.get(key);
    if (!hit) {
      const { status, html } = renderPageShell(template, manifest, origin, urlPath, drawn ? prerendered : undefined);
      const identity = Buffer.from(html);
      // Middling levels: a page (stylesheet and prerendered content inline, ~130 KB) compresses in a few
      // milliseconds, so the first visits after a start do not hold the event loop for long at a time.
      const br = brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      });
      const gzip = gzipSync(identity, { level: 6 });
      hit = { status, identity, br, gzip, etags: { br: etagOf(br), gzip: etagOf(gzip), identity: etagOf(identity) } };
      // At most two entries per known address and the one 404 page: made-up addresses share that page.
      cache.set(key, hit);
    }
    return hit;
  };

  return (req, res) => {
    const { locale, path: pagePath } = splitLocalePath(req.path);
    const page = knownPage(pagePath);
    // An English address asked for by someone who chose another language (the switch's cookie), or whose
    // browser asks for one first and who has not chosen: the same page in that language.
    if (locale === DEFAULT_LOCALE && page) {
      const wanted = requestLocale(req);
      res.set("Vary", "Accept-Encoding, Accept-Language, Cookie");
      if (wanted !== DEFAULT_LOCALE) {
        const query = req.originalUrl.slice(req.path.length);
        res.set("Cache-Control", "no-store").redirect(302, `${localizedPath(wanted, pagePath)}${query}`);
        return;
      }
    }
    // The HTML was drawn for the bare address: with a query (?type=lap, ?topic=…) the page looks otherwise,
    // so it comes as the plain shell and the browser draws it.
    // Every address the app does not have shares one 404 page, so made-up paths are not each a new page to build;
    // the records of a page of records (`/loans/12`, `/loans/13`) share its one shell likewise.
    const urlPath = localizedPath(locale, page ? page.path : NOT_FOUND_PATH);
    const shell = encoded(urlPath, !req.originalUrl.includes("?"));
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    res.status(shell.status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    if (!res.get("Vary")) res.set("Vary", "Accept-Encoding");
    const chosen = encoding === "br" || encoding === "gzip" ? encoding : "identity";
    if (chosen !== "identity") res.set("Content-Encoding", chosen);
    // With the ETag set, res.send answers 304 to a browser that already holds this version.
    res.set("ETag", shell.etags[chosen]);
    res.send(shell[chosen]);
  };
}
