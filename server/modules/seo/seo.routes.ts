import { Router } from "express";
import { PAGES, robotsPrefix } from "../../../shared/catalog/pages";
import { LOCALES, LOCALE_TAGS, localizedPath } from "../../../shared/i18n/locales";

/**
 * robots.txt and sitemap.xml: real answers, never the app's HTML. They name the configured origin
 * (PUBLIC_URL), never the request's Host: caches keep them for an hour and hand them to everyone.
 */
export function seoRouter(origin: string) {
  const r = Router();
  r.get("/robots.txt", (_req, res) => {
    const disallowed = ["/api/", ...PAGES.filter((p) => !p.public).flatMap((p) => LOCALES.map((l) => localizedPath(l, robotsPrefix(p))))];
    res.type("text/plain").set("Cache-Control", "public, max-age=3600");
    res.send(["User-agent: *", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"));
  });
  // Every public page in every language, each naming its other languages' addresses (hreflang), as
  // search engines read alternates from a sitemap.
  r.get("/sitemap.xml", (_req, res) => {
    const pages = PAGES.filter((p) => p.public && p.path !== "/auth");
    const alternates = (path: string) =>
      LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${origin}${localizedPath(l, path)}"/>`).join(
        "\n",
      );
    const urls = pages.flatMap((p) =>
      LOCALES.map((l) => `  <url>\n    <loc>${origin}${localizedPath(l, p.path)}</loc>\n${alternates(p.path)}\n  </url>`),
    );
    res.type("application/xml").set("Cache-Control", "public, max-age=3600");
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    );
  });
  return r;
}
