import { Router } from "express";
import { PAGES } from "../../../shared/catalog/pages";

/**
 * robots.txt and sitemap.xml: real answers, never the app's HTML. They name the configured origin
 * (PUBLIC_URL), never the request's Host: caches keep them for an hour and hand them to everyone.
 */
export function seoRouter(origin: string) {
  const r = Router();
  r.get("/robots.txt", (_req, res) => {
    const disallowed = ["/api/", ...PAGES.filter((p) => !p.public).map((p) => p.path)];
    res.type("text/plain").set("Cache-Control", "public, max-age=3600");
    res.send(["User-agent: *", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"));
  });
  r.get("/sitemap.xml", (_req, res) => {
    const urls = PAGES.filter((p) => p.public && p.path !== "/auth").map((p) => `  <url><loc>${origin}${p.path}</loc></url>`);
    res.type("application/xml").set("Cache-Control", "public, max-age=3600");
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    );
  });
  return r;
}
