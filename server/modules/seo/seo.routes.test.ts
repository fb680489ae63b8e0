import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

/** A Host header is the client's to write; robots.txt and sitemap.xml are cached publicly. */
const FORGED_HOSTS = ["evil.example", 'evil.example"><x:script>', "evil.example</loc><loc>https://evil.example/"];

describe("robots.txt and sitemap.xml name the configured public origin, never the request's Host", () => {
  let configured: TestApp;
  let unset: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ PUBLIC_URL: "https://www.gharsetu.example/" });
    unset = await createTestApp({ HOST: "127.0.0.1", PORT: "5000" }, configured);
  });
  afterAll(() => configured?.close());

  it("writes PUBLIC_URL into both, whatever Host the request carries", async () => {
    for (const host of FORGED_HOSTS) {
      const robots = await request(configured.app).get("/robots.txt").set("Host", host).expect(200);
      expect(robots.text).toContain("Sitemap: https://www.gharsetu.example/sitemap.xml\n");
      // The private pages in every language stay out of search engines.
      expect(robots.text).toContain("Disallow: /dashboard\n");
      expect(robots.text).toContain("Disallow: /hi/dashboard\n");
      // A page per application: every one of their addresses, by the part they share.
      expect(robots.text).toContain("Disallow: /loans/\n");
      expect(robots.text).toContain("Disallow: /hi/loans/\n");
      expect(robots.text).not.toContain("evil");
      const sitemap = await request(configured.app).get("/sitemap.xml").set("Host", host).expect(200);
      expect(sitemap.text).toContain("<loc>https://www.gharsetu.example/</loc>");
      expect(sitemap.text).toContain("<loc>https://www.gharsetu.example/loan-application</loc>");
      // Each page in Hindi too, and each entry names both languages' addresses.
      expect(sitemap.text).toContain("<loc>https://www.gharsetu.example/hi/</loc>");
      expect(sitemap.text).toContain("<loc>https://www.gharsetu.example/hi/loan-application</loc>");
      expect(sitemap.text).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.gharsetu.example/hi/loan-application"/>',
      );
      // The regulatory disclosures are public: in the sitemap in both languages, never kept out by robots.txt.
      for (const path of [
        "/disclosures",
        "/disclosures/fair-practices-code",
        "/disclosures/mitc",
        "/disclosures/interest-rate-policy",
        "/disclosures/grievance-redressal",
        "/disclosures/lending-partners",
      ]) {
        expect(sitemap.text).toContain(`<loc>https://www.gharsetu.example${path}</loc>`);
        expect(sitemap.text).toContain(`<loc>https://www.gharsetu.example/hi${path}</loc>`);
      }
      expect(robots.text).not.toContain("disclosures");
      expect(sitemap.text).not.toContain("/hi/auth");
      expect(sitemap.text).not.toContain("evil");
    }
  });

  it("without PUBLIC_URL, names the address the server listens on", async () => {
    const robots = await request(unset.app).get("/robots.txt").set("Host", "evil.example").expect(200);
    expect(robots.text).toContain("Sitemap: http://127.0.0.1:5000/sitemap.xml\n");
    const sitemap = await request(unset.app).get("/sitemap.xml").set("Host", "evil.example").expect(200);
    expect(sitemap.text).toContain("<loc>http://127.0.0.1:5000/sip</loc>");
    expect(sitemap.text).not.toContain("evil");
  });
});
