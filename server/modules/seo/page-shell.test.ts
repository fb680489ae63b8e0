import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inlineFirstPaintAssets, pageChunks, renderPageShell, type ViteManifest } from "./page-shell";

const TEMPLATE = `<html><head>
    <!-- page meta: replaced -->
    <title>Default</title>
    <!-- /page meta -->
    <script type="module" src="/assets/index.js"></script>
</head><body><div id="root"><!-- app --><header>bar</header><!-- /app --></div>
    <!-- app scripts: listed here -->
    <script src="/app-boot.js"></script>
</body></html>`;

const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_form.js": { file: "assets/form.js", imports: ["_react.js"] },
  "src/pages/sip-page.tsx": { file: "assets/sip-page.js", imports: ["_form.js", "_react.js"] },
  "src/pages/not-found-page.tsx": { file: "assets/not-found-page.js" },
  "../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2": {
    file: "assets/noto-sans-devanagari-devanagari-400-normal-Ab12_x.woff2",
  },
};

const ORIGIN = "https://gharsetu.example";

describe("the page shell", () => {
  it("names each public page's title, description, canonical URL and Open Graph tags, absolute, in the HTML itself", () => {
    const { status, html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/sip");
    expect(status).toBe(200);
    expect(html).toContain("<title>SIP Plans and SIP Calculator | GharSetu</title>");
    expect(html).not.toContain("Default");
    expect(html).toContain('<meta name="description" content="Compare four SIP plans');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/sip" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/sip" />`);
    expect(html).toContain('<meta property="og:title" content="SIP Plans and SIP Calculator | GharSetu" />');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/icon-512.png" />`);
    expect(html).not.toContain("noindex");
  });

  it("escapes what it writes into attributes", () => {
    const { html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/");
    expect(html).toContain("<title>GharSetu — Home Loans, LAP, SIP &amp; Free Consultations</title>");
  });

  it("preloads the page's own chunks, not the entry's, which the HTML already names", () => {
    expect(pageChunks(MANIFEST, "sip-page")).toEqual(["/assets/sip-page.js", "/assets/form.js"]);
    const { html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/sip");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/form.js" />');
    expect(html).not.toContain('href="/assets/react.js"');
  });

  it("keeps staff and customer pages out of search results, and answers 404 for an address the app does not have", () => {
    const dashboard = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('<meta name="robots" content="noindex" />');
    expect(dashboard.html).not.toContain('rel="canonical"');
    const missing = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("<title>Page not found | GharSetu</title>");
    expect(missing.html).toContain('href="/assets/not-found-page.js"');
  });

  it("answers a page of records (an application's page) at each record's number, kept out of search results", () => {
    for (const address of ["/loans/12", "/loans/:id"]) {
      const { status, html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, address);
      expect(status).toBe(200);
      expect(html).toContain("<title>Your Loan Application | GharSetu</title>");
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain("og:url");
    }
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/hi/loans/12").html).toContain("<title>आपका लोन आवेदन | GharSetu</title>");
    for (const address of ["/loans/", "/loans/abc", "/loans/0", "/loans/12/x", "/loans/1e3"])
      expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, address).status, address).toBe(404);
  });

  it("puts a public page's prerendered HTML in its container, marked for hydration, and nowhere else", () => {
    const prerendered = new Map([
      ["en/sip-page", "<main><h1>Start a SIP $& $1</h1></main>"],
      ["hi/sip-page", "<main><h1>SIP शुरू करें</h1></main>"],
      ["en/dashboard-page", "<main>private</main>"],
    ]);
    const sip = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/sip", prerendered).html;
    expect(sip).toContain('<div id="root" data-prerendered><main><h1>Start a SIP $& $1</h1></main></div>');
    expect(sip).not.toContain("<header>bar</header>");
    expect(sip).not.toContain("SIP शुरू करें");
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/hi/sip", prerendered).html).toContain(
      '<div id="root" data-prerendered><main><h1>SIP शुरू करें</h1></main></div>',
    );
    // It paints without its scripts, which only hydrate it: they are listed for the boot script, which asks
    // for them once the page has painted (the entry first), and not linked, so nothing fetches them sooner.
    expect(sip).toContain(
      '<script type="application/json" id="app-scripts">["/assets/index.js","/assets/sip-page.js","/assets/form.js"]</script>\n    <script src="/app-boot.js"></script>',
    );
    expect(sip).not.toContain('<script type="module"');
    expect(sip).not.toContain("modulepreload");
    // A template without the place for the list keeps its scripts linked: a page never loses its code.
    const unmarked = renderPageShell(TEMPLATE.replace(/ *<!-- app scripts[^>]*-->\n/, ""), MANIFEST, ORIGIN, "/sip", prerendered).html;
    expect(unmarked).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(unmarked).toContain('<div id="root" data-prerendered>');
    expect(unmarked).not.toContain("app-scripts");
    // A page without prerendered HTML, a private page and an unknown address keep the plain shell, whose
    // scripts draw it, linked in the head.
    for (const path of ["/auth", "/dashboard", "/no-such-page"]) {
      const { html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, path, prerendered);
      expect(html).toContain('<div id="root"><!-- app --><header>bar</header><!-- /app --></div>');
      expect(html).not.toContain("data-prerendered");
      expect(html).not.toContain("private");
      expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
      expect(html).not.toContain("app-scripts");
    }
  });

  it("serves a page in Hindi at its /hi address: lang, title, description, canonical and Open Graph in Hindi", () => {
    const template = TEMPLATE.replace("<html>", '<html lang="en-IN">');
    const { status, html } = renderPageShell(template, MANIFEST, ORIGIN, "/hi/sip");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain("<title>SIP प्लान और SIP कैलकुलेटर | GharSetu</title>");
    expect(html).toContain('<meta name="description" content="चार SIP प्लान की तुलना करें');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/sip" />`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    // The home page's Hindi address keeps its slash; a Hindi address the app does not have is a 404.
    expect(renderPageShell(template, MANIFEST, ORIGIN, "/hi/").html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/" />`);
    const missing = renderPageShell(template, MANIFEST, ORIGIN, "/hi/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("<title>पेज नहीं मिला | GharSetu</title>");
  });

  it("names every language's address of a public page (hreflang, with English as the default), and none of a private one", () => {
    for (const address of ["/loan-application", "/hi/loan-application"]) {
      const { html } = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, address);
      expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/loan-application" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/loan-application" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/loan-application" />`);
    }
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/hi/dashboard").html).not.toContain("hreflang");
  });

  it("serves each regulatory disclosure as a public page of its own, in English and Hindi, with its prerendered HTML", () => {
    const documents = [
      ["/disclosures", "disclosures-page", "Regulatory Disclosures | GharSetu", "नियामक प्रकटीकरण | GharSetu"],
      ["/disclosures/fair-practices-code", "fair-practices-code-page", "Fair Practices Code | GharSetu", "उचित व्यवहार संहिता | GharSetu"],
      [
        "/disclosures/mitc",
        "mitc-page",
        "Most Important Terms and Conditions (MITC) | GharSetu",
        "सबसे महत्वपूर्ण नियम और शर्तें (MITC) | GharSetu",
      ],
      ["/disclosures/interest-rate-policy", "interest-rate-policy-page", "Interest Rate Policy | GharSetu", "ब्याज दर नीति | GharSetu"],
      [
        "/disclosures/grievance-redressal",
        "grievance-redressal-page",
        "Grievance Redressal Policy | GharSetu",
        "शिकायत निवारण नीति | GharSetu",
      ],
      ["/disclosures/lending-partners", "lending-partners-page", "Lending Partners | GharSetu", "ऋण साझेदार | GharSetu"],
    ] as const;
    for (const [path, page, english, hindi] of documents) {
      const prerendered = new Map([
        [`en/${page}`, `<main>${page} in English</main>`],
        [`hi/${page}`, `<main>${page} in Hindi</main>`],
      ]);
      const en = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, path, prerendered);
      expect(en.status, path).toBe(200);
      expect(en.html).toContain(`<title>${english}</title>`);
      expect(en.html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      expect(en.html).toContain(`<div id="root" data-prerendered><main>${page} in English</main></div>`);
      expect(en.html).not.toContain("noindex");
      const hi = renderPageShell(TEMPLATE, MANIFEST, ORIGIN, `/hi${path}`, prerendered);
      expect(hi.html).toContain(`<title>${hindi}</title>`);
      expect(hi.html).toContain(`<div id="root" data-prerendered><main>${page} in Hindi</main></div>`);
    }
  });

  it("preloads the Devanagari font on Hindi pages only", () => {
    const preload =
      '<link rel="preload" href="/assets/noto-sans-devanagari-devanagari-400-normal-Ab12_x.woff2" as="font" type="font/woff2" crossorigin />';
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/hi/sip").html).toContain(preload);
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/hi/dashboard").html).toContain(preload);
    expect(renderPageShell(TEMPLATE, MANIFEST, ORIGIN, "/sip").html).not.toContain("woff2");
  });

  it("writes the stylesheet, the theme script and the boot script into the HTML, and names the scripts' hashes for the CSP", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shell-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "index-abc.css"), "body{color:red}");
    const code = "document.documentElement.classList.add('light');\n";
    const boot = "void 'boot';\n";
    writeFileSync(path.join(dir, "theme-init.js"), code);
    writeFileSync(path.join(dir, "app-boot.js"), boot);
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><script src="/theme-init.js"></script></head><body><script src="/app-boot.js"></script></body>';
    const { template: html, scriptHashes } = inlineFirstPaintAssets(template, dir);
    expect(html).toBe(`<head><style>body{color:red}</style><script>${code}</script></head><body><script>${boot}</script></body>`);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptHashes).toEqual([hash(code), hash(boot)]);
    // Without the built files the tags stay as they are, and no hash is asked for.
    expect(inlineFirstPaintAssets(template, path.join(dir, "missing"))).toEqual({ template, scriptHashes: [] });
  });
});
