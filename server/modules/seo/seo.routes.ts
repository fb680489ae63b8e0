import { Router, type Request } from "express";
import { PAGES } from "../../../shared/catalog/pages";

/** The site's own origin as the client sees it (behind a trusted proxy, its scheme and host). */
export const originOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

/** robots.txt and sitemap.xml: real answers, never the app's HTML. */
export function seoRouter() {
  const r = Router();
  r.get("/robots.txt", (req, res) => {
    const disallowed = ["/api/", ...PAGES.filter((p) => !p.public).map((p) => p.path)];
    res.type("text/plain").set("Cache-Control", "public, max-age=3600");
    res.send(["User-agent: *", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${originOf(req)}/sitemap.xml`, ""].join("\n"));
  });
  r.get("/sitemap.xml", (req, res) => {
    const urls = PAGES.filter((p) => p.public && p.path !== "/auth").map((p) => `  <url><loc>${originOf(req)}${p.path}</loc></url>`);
    res.type("application/xml").set("Cache-Control", "public, max-age=3600");
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
  });
  return r;
}
