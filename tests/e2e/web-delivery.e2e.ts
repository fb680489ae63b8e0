import { createHash } from "node:crypto";
import { get } from "node:http";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasBrowser } from "../setup/browser";
import { hold, useBrowserApp } from "../setup/e2e";

/** What the production build sends and how. */
describe.skipIf(!hasBrowser())("web delivery of the production build", () => {
  const { newPage, baseUrl } = useBrowserApp();

  it("serves assets and the page shell precompressed, brotli first, with Vary", async () => {
    const shell = await fetch(`${baseUrl()}/sip`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(shell.headers.get("content-encoding")).toBe("br");
    expect(shell.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(shell.headers.get("cache-control")).toBe("no-cache");
    // The page revalidates cheaply: its validator answers 304 without the body; each encoding has its own.
    const tag = shell.headers.get("etag")!;
    expect(tag).toMatch(/^W\/".+"$/);
    // (fetch would add Cache-Control: no-cache to a conditional request; a browser's reload sends max-age=0.)
    const again = await fetch(`${baseUrl()}/sip`, {
      headers: { "Accept-Encoding": "br, gzip", "If-None-Match": tag, "Cache-Control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const gzipped = await fetch(`${baseUrl()}/sip`, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": tag, "Cache-Control": "max-age=0" },
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get("etag")).not.toBe(tag);
    // API answers are no-store and carry no validator (nothing hashed per response).
    expect((await fetch(`${baseUrl()}/api/settings`)).headers.get("etag")).toBeNull();
    const html = await shell.text();
    const script = html.match(/"(\/assets\/index-[^"]+\.js)"/)![1];
    const br = await fetch(`${baseUrl()}${script}`, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toMatch(/immutable/);
    const gz = await fetch(`${baseUrl()}${script}`, { headers: { "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${baseUrl()}${script}`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(1000);
  });

  it("each page's HTML names its own title, description, canonical URL and Open Graph tags, and lists its code", async () => {
    const res = await fetch(`${baseUrl()}/loan-application`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Apply for a Home Loan, LAP or BT Top-Up | GharSetu</title>");
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/loan-application" />`);
    expect(html).toContain(`<meta property="og:url" content="${baseUrl()}/loan-application" />`);
    expect(html).toContain(`<meta property="og:image" content="${baseUrl()}/icon-512.png" />`);
    // Its code is listed for the boot script, the entry first, then the page's own chunks.
    const listed = JSON.parse(html.match(/<script type="application\/json" id="app-scripts">([^<]+)<\/script>/)![1]) as string[];
    expect(listed[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(listed.some((f) => /\/assets\/loan-application-page-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of listed) expect((await fetch(`${baseUrl()}${file}`)).status).toBe(200);
    // An address the app does not have says so, to people and to crawlers.
    const missing = await fetch(`${baseUrl()}/no-such-page`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<meta name="robots" content="noindex" />');
    // Every made-up address gets that same page (nothing new to build per address), "$'" and all.
    const odd = await fetch(`${baseUrl()}/another-$'-$&-page`);
    expect(odd.status).toBe(404);
    expect(await odd.text()).toBe(missingHtml);
    // The build manifest the server reads is not for the public.
    expect((await fetch(`${baseUrl()}/.vite/manifest.json`)).headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("compresses larger JSON answers", async () => {
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "Admin@1234" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (let i = 0; i < 12; i++) {
      const username = `delivery_${i}`;
      await fetch(`${baseUrl()}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username,
          password: "Delivery@123",
          email: `${username}@example.in`,
          fullName: `Delivery Customer ${"abcdefghijkl"[i]}`,
        }),
      });
    }
    const res = await fetch(`${baseUrl()}/api/admin/users`, { headers: { cookie, "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(12);
    // A tiny answer is not worth compressing.
    const small = await fetch(`${baseUrl()}/api/health`, { headers: { "Accept-Encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("answers robots.txt and sitemap.xml for real, never the app's HTML", async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /dashboard");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const path of ["/", "/loan-application", "/sip", "/consultation", "/about"])
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(xml).not.toContain("/dashboard");
    expect((await fetch(`${baseUrl()}/manifest.webmanifest`)).status).toBe(200);
  });

  it("writes its own address into every page, robots.txt and sitemap.xml, never the request's Host", async () => {
    // fetch() will not send another Host; http.get sends what it is given, as any client can.
    const withHost = (path: string, host: string) =>
      new Promise<string>((resolve, reject) => {
        get(`${baseUrl()}${path}`, { headers: { Host: host } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve(body));
        }).on("error", reject);
      });
    for (const host of ["evil.example", 'evil.example"><img src=x>']) {
      const html = await withHost("/sip", host);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/sip" />`);
      expect(html).toContain(`<meta property="og:url" content="${baseUrl()}/sip" />`);
      expect(html).toContain(`<meta property="og:image" content="${baseUrl()}/icon-512.png" />`);
      expect(await withHost("/robots.txt", host)).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
      expect(await withHost("/sitemap.xml", host)).toContain(`<loc>${baseUrl()}/sip</loc>`);
      for (const path of ["/sip", "/robots.txt", "/sitemap.xml"]) expect(await withHost(path, host)).not.toContain("evil");
    }
  });

  it("a visitor's pages ask nothing of /api/user and log no console error; each page has its own title", async () => {
    const page = await newPage();
    const errors: string[] = [];
    const userCalls: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("request", (r) => r.url().endsWith("/api/user") && userCalls.push(r.url()));
    for (const [path, title] of [
      ["/", "GharSetu — Home Loans, LAP, SIP & Free Consultations"],
      ["/sip", "SIP Plans and SIP Calculator | GharSetu"],
      ["/consultation", "Book a Free Home-Finance Consultation | GharSetu"],
      ["/loan-application", "Apply for a Home Loan, LAP or BT Top-Up | GharSetu"],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.title()).toBe(title);
    }
    expect(userCalls).toEqual([]);
    expect(errors).toEqual([]);

    // Signed in, the hint cookie lets the page ask who is signed in; logging out removes it again.
    await page.request.post("/api/login", { data: { username: "demo", password: "Demo@1234" } });
    await page.goto("/dashboard");
    await page.waitForURL("**/dashboard");
    // The demo account was made as the server started: a new account is welcomed, not welcomed back.
    await expect.poll(() => page.getByText(/^Welcome(?: back)?, Priya Sharma$/).isVisible()).toBe(true);
    expect(userCalls.length).toBeGreaterThan(0);
    await page.request.post("/api/logout");
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("gharsetu.signed-in");
    await page.context().close();
  });

  const PRERENDERED = [
    ["/", "Your bridge to a"],
    ["/auth", "Welcome to GharSetu"],
    ["/loan-application", "Apply for a Home Loan"],
    ["/sip", "Start a SIP from ₹500 a month"],
    ["/consultation", "Book a Free Consultation"],
    ["/about", "Making home ownership simpler"],
    ["/grievance", "Raise a Complaint"],
    ["/privacy", "How we use your personal data"],
    ["/terms", "Using GharSetu"],
  ] as const;

  it("a public page's content is in its HTML, readable without scripts, with nothing to fetch before the first paint", async () => {
    for (const [path, heading] of PRERENDERED) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf("<noscript>"));
      expect(root, path).toContain("data-prerendered");
      expect(root, path).toContain(heading);
      expect(root, path).not.toContain("<script");
    }
    // Nothing to wait for before the first paint: the stylesheet and the theme script are in the HTML, and
    // the page's code is asked for only once it has painted (the boot script, in the HTML too); each inline
    // script is allowed by its hash alone.
    const home = await fetch(`${baseUrl()}/`);
    const homeHtml = await home.text();
    expect(homeHtml).toMatch(/<style>[^<]*\.dark/);
    expect(homeHtml).not.toMatch(/<link rel="stylesheet"/);
    expect(homeHtml).not.toContain('<script type="module"');
    expect(homeHtml).not.toContain('rel="modulepreload"');
    const [theme, boot] = [...homeHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(theme).toContain("localStorage");
    expect(boot).toContain("app-scripts");
    const hashOf = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(home.headers.get("content-security-policy")).toContain(`script-src 'self' ${hashOf(theme)} ${hashOf(boot)}`);
    expect(home.headers.get("content-security-policy")).not.toContain("unsafe-inline' https://checkout");
    // With a query the page looks otherwise (?type=lap asks for LAP): that one the browser draws.
    const lap = await (await fetch(`${baseUrl()}/loan-application?type=lap`)).text();
    expect(lap).not.toContain("data-prerendered");
    expect(lap).toContain('<div id="root"><!-- app -->');

    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/sip");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Start a SIP from ₹500 a month" }).isVisible()).toBe(true);
    await page.goto("/auth");
    // Before the scripts, a form cannot be sent the browser's way (the password would go into the address).
    expect(await page.getByRole("button", { name: "Login", exact: true }).isDisabled()).toBe(true);
    // Questions and answers open without scripts, one at a time.
    await page.goto("/");
    const answer = page.getByText("Online applications cover loans from");
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.getByText("How much can I borrow?").click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.getByText("What is the processing fee?").click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await expect.poll(() => page.getByText("of the loan amount, paid online after you submit").isVisible()).toBe(true);
    await page.context().close();
  });

  it("hydrates every public page without a mismatch, on a slow phone, in either theme, and then answers clicks", async () => {
    // Every page in the light theme; in the dark, the first four (time is dear here).
    for (const [theme, pages] of [
      ["light", PRERENDERED],
      ["dark", PRERENDERED.slice(0, 4)],
    ] as const) {
      const page = await newPage();
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      for (const [path] of pages) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      expect(errors, theme).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
      // Hydrated: the Login button is live and the Register tab switches.
      await page.goto("/auth");
      expect(await page.getByRole("button", { name: "Login", exact: true }).isEnabled()).toBe(true);
      await page.getByRole("tab", { name: "Register" }).click();
      await expect.poll(() => page.getByLabel("Email").isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it("asks for a page's scripts only once its words have painted", async () => {
    const page = await newPage();
    for (const path of ["/", "/hi/", "/hi/about"]) {
      await page.goto(path);
      await page.waitForSelector("html[data-app-ready]", { state: "attached" });
      const { wordsPainted, scripts } = await page.evaluate(() => ({
        wordsPainted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.+\.js$/.test(e.name))
          .map((e) => e.startTime),
      }));
      expect(wordsPainted, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThan(wordsPainted);
    }
    await page.context().close();
  });

  it("someone signed in gets a public page drawn afresh, with their own header", async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.request.post("/api/login", { data: { username: "demo", password: "Demo@1234" } });
    await page.goto("/sip");
    await expect
      .poll(() =>
        page
          .getByRole("button", { name: /account menu|demo/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole("link", { name: "Get Started" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sections further down keep their HTML until they near the screen, then come alive in place, a theme change meanwhile", async () => {
    for (const [path, last] of [
      ["/", "cta-section-"],
      ["/about", "promise-join-"],
    ] as const) {
      for (const width of [390, 1280]) {
        const page = await newPage({ viewport: { width, height: 844 } });
        const errors: string[] = [];
        page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        page.on("pageerror", (e) => errors.push(e.message));
        // Mark the server's own elements as soon as they are parsed, before any script has run: an element
        // React drew afresh would lack the mark.
        await page.addInitScript(() =>
          document.addEventListener("DOMContentLoaded", () => {
            for (const s of document.querySelectorAll("main section")) Object.assign(s, { fromServer: true });
            Object.assign(window, { sameDocument: true });
          }),
        );
        await page.goto(path);
        const where = `${path} at ${width}`;
        const fetched = () => page.evaluate(() => performance.getEntriesByType("resource").map((r) => r.name.split("/").pop() ?? ""));
        // The top is live at once; the last section's code has not even been asked for.
        expect(
          (await fetched()).some((f) => f.startsWith(last)),
          where,
        ).toBe(false);
        // A theme picked meanwhile redraws nothing that waits.
        await page.getByRole("button", { name: "Change theme" }).click();
        await page.getByRole("menuitem", { name: "Dark" }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain("dark");
        // Down the page a screen at a time: each section's code comes as it nears, and hydrates in place.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 700) {
          await page.mouse.wheel(0, 700);
          await page.waitForTimeout(100);
        }
        await expect.poll(async () => (await fetched()).some((f) => f.startsWith(last))).toBe(true);
        await page.waitForLoadState("networkidle");
        // The stylesheet came with the HTML: no part loaded later asks for it again (a second download and
        // a restyle of the whole page).
        expect(
          (await fetched()).filter((f) => f.endsWith(".css")),
          where,
        ).toEqual([]);
        expect(await page.locator('link[rel="stylesheet"]').count(), where).toBe(0);
        const sections = await page.evaluate(() => [...document.querySelectorAll("main section")].map((s) => "fromServer" in s));
        expect(sections.length, where).toBeGreaterThan(5);
        expect(sections.every(Boolean), where).toBe(true);
        expect(errors, where).toEqual([]);
        if (path === "/") {
          // Hydrated: the last section's link moves within the app instead of loading a new document.
          await page.locator("section[aria-labelledby=cta-title]").getByRole("link", { name: "Apply Now" }).click();
          await expect.poll(() => page.getByRole("heading", { level: 1, name: /Apply for a Home Loan/ }).isVisible()).toBe(true);
          expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
        } else {
          // Reached from another page within the app, the home page has no HTML to adopt: its sections come
          // with it, the last one too.
          await page.getByRole("link", { name: "GharSetu home" }).first().click();
          const cta = page.getByRole("heading", { name: "Ready to take the next step home?" });
          await expect.poll(() => cta.count()).toBe(1);
          await cta.scrollIntoViewIfNeeded();
          await expect.poll(() => cta.isVisible()).toBe(true);
          expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
        }
        await page.context().close();
      }
    }
  });

  it("the loan form's calculators keep their HTML while the form above them is used, then follow the form's loan", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => Object.assign(document.getElementById("calculators")!, { fromServer: true })),
    );
    // Their code (asked for once the page is idle) held back until the form has been used.
    const calculatorsCode = /\/assets\/calculators-card-[\w-]+\.js$/;
    const releaseCalculators = await hold(page, calculatorsCode);
    const asked = page.waitForRequest(calculatorsCode);
    await page.goto("/loan-application");
    await expect.poll(() => page.getByRole("button", { name: "Submit Application" }).isEnabled()).toBe(true);
    await page.locator('input[name="amount"]').fill("4000000");
    await asked;
    const calculators = page.locator("#calculators");
    const slider = calculators.getByRole("slider", { name: "Loan amount slider" });
    // Still the page's HTML, showing the loan it was drawn with.
    expect(await slider.getAttribute("aria-valuetext")).toBe("₹25,00,000");
    expect(await calculators.evaluate((el) => "fromServer" in el)).toBe(true);
    // Their code arrives: off the screen, they wait for the visitor's first tap or key (fill() is neither);
    // then they come alive in place, and show the form's loan.
    await releaseCalculators();
    await page.waitForTimeout(300);
    expect(await slider.getAttribute("aria-valuetext")).toBe("₹25,00,000");
    await page.locator('input[name="amount"]').press("End");
    await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("₹40,00,000");
    // Far off the screen all the while: the key, not nearness, brought them to life.
    expect(await slider.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 600)).toBe(true);
    expect(await calculators.evaluate((el) => "fromServer" in el)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Opens `path` with its scripts held back, scrolls its HTML to `y`, then lets the scripts run until the app has taken over. */
  async function openScrolledBeforeScripts(page: Page, path: string, y: number) {
    const releaseScripts = await hold(page, /\/assets\/.*\.js$/);
    // (This page's goto returns once the app has taken over: e2e.ts.)
    const loaded = page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await releaseScripts();
    await loaded;
  }

  it("a page scrolled before its scripts ran stays where it was; a move within the app starts at the top", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openScrolledBeforeScripts(page, "/about", 1500);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe("/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("for someone signed in, a page drawn afresh over its HTML starts at the top, or at the part its address names", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.request.post("/api/login", { data: { username: "demo", password: "Demo@1234" } });
    await openScrolledBeforeScripts(page, "/about", 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto("/loan-application#application-form");
    const form = page.locator("#application-form");
    await expect.poll(() => form.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("a section whose code cannot be had keeps its HTML, and the page stays", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    // A new version was deployed while the page was open: the last section's old chunk is gone.
    let tries = 0;
    await page.route(/\/assets\/cta-section-[\w-]+\.js$/, (route) => (tries++, route.fulfill({ status: 404, body: "" })));
    await page.goto("/");
    const cta = page.locator("section[aria-labelledby=cta-title]");
    await cta.scrollIntoViewIfNeeded();
    // Its three tries (about three seconds), and a moment for an error to show, were there one.
    await expect.poll(() => tries, { timeout: 15_000 }).toBe(3);
    await page.waitForTimeout(1000);
    expect(await cta.getByRole("heading", { name: "Ready to take the next step home?" }).isVisible()).toBe(true);
    expect(await page.getByText("Something went wrong").count()).toBe(0);
    // Back on the page within the app, there is no HTML to keep: the error screen says so and offers a reload.
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /Making home ownership simpler/ }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "GharSetu home" }).first().click();
    await expect.poll(() => page.getByText("Something went wrong").isVisible()).toBe(true);
    await page.context().close();
  });
});
