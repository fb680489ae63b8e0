import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COMPANY } from "../../shared/catalog/company";
import { LENDING_PARTNERS } from "../../shared/catalog/lending-partners";
import { settle } from "../setup/accessibility-sweep";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { DESKTOP, PHONE, checkStep } from "../setup/hindi";

/** Each disclosure: its address, the heading it opens with, and the link that leads to it from the index and the footer. */
const DOCUMENTS = [
  { path: "/disclosures/fair-practices-code", h1: "Fair Practices Code", footer: "Fair Practices Code" },
  { path: "/disclosures/mitc", h1: "Most Important Terms and Conditions (MITC)", footer: "MITC" },
  { path: "/disclosures/interest-rate-policy", h1: "Interest Rate Policy", footer: "Interest Rate Policy" },
  { path: "/disclosures/grievance-redressal", h1: "Grievance Redressal Policy", footer: "Grievance Redressal Policy" },
  { path: "/disclosures/lending-partners", h1: "Lending Partners and Service Providers", footer: "Lending Partners" },
];

const h1 = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

/** The page's foot names the company as the catalogue registers it and links every disclosure. */
async function expectRegisteredFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  const text = await footer.innerText();
  expect(text).toContain(COMPANY.legalName);
  expect(text).toContain(`Registered with the RBI as a housing finance company, Registration No. ${COMPANY.rbiRegistrationNo}`);
  expect(text).toContain(`CIN ${COMPANY.cin}`);
  expect(text).toContain(`GSTIN ${COMPANY.gstin}`);
  const links = footer.getByRole("navigation", { name: "Regulatory disclosures" }).getByRole("link");
  expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([
    "/disclosures",
    ...DOCUMENTS.map((d) => d.path),
  ]);
}

describe.skipIf(!hasBrowser())("regulatory disclosures in the browser", () => {
  const { newPage, baseUrl } = useBrowserApp();

  it.each([
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const)(
    "at %s wide: the index shows the registration and opens each document, whose figures are the catalogue's and the settings'; axe-clean",
    async (_width, viewport) => {
      const settings = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as { homeLoanRate: number; coolingOffDays: number };
      const page = await newPage({ viewport, reducedMotion: "reduce" });
      await page.goto("/disclosures");
      await settle(page);
      expect(await page.title()).toBe("Regulatory Disclosures | GharSetu");
      expect(await h1(page).innerText()).toBe("Disclosures");
      const registration = page.getByRole("main").getByRole("heading", { name: "Company registration" }).locator("xpath=../..");
      const details = await registration.innerText();
      for (const value of [COMPANY.legalName, COMPANY.rbiRegistrationNo, COMPANY.cin, COMPANY.gstin, COMPANY.address])
        expect(details).toContain(value);
      await expectRegisteredFooter(page);
      expect(await seriousAxeViolations(page), "/disclosures").toEqual([]);

      for (const doc of DOCUMENTS) {
        await page.goto("/disclosures");
        await page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(`^${doc.h1.replace(/[()]/g, "\\$&")}`) })
          .click();
        await page.waitForURL(`**${doc.path}`);
        await settle(page);
        expect(await h1(page).innerText(), doc.path).toBe(doc.h1);
        // The list beside the text marks the document being read.
        const current = page.getByRole("navigation", { name: "Disclosures" }).locator('[aria-current="page"]');
        expect(new URL(await current.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(doc.path);
        expect(await seriousAxeViolations(page), doc.path).toEqual([]);
      }

      // The MITC quotes the settings' rate and cooling-off period, and names the grievance officer.
      await page.goto("/disclosures/mitc");
      await settle(page);
      const mitc = await page.getByRole("main").innerText();
      expect(mitc).toContain(`${settings.homeLoanRate.toFixed(1)}% a year, fixed for the whole term`);
      expect(mitc).toContain(`within ${settings.coolingOffDays} days of it (the cooling-off period)`);
      expect(mitc).toContain(COMPANY.grievanceOfficer.name);

      // The grievance policy names the officer and sends a complaint to the existing form.
      await page.goto("/disclosures/grievance-redressal");
      await settle(page);
      const officer = page.getByRole("main").locator("address");
      expect(await officer.innerText()).toContain(COMPANY.grievanceOfficer.name);
      expect(await officer.getByRole("link", { name: COMPANY.grievanceOfficer.email }).getAttribute("href")).toBe(
        `mailto:${COMPANY.grievanceOfficer.email}`,
      );
      await page.getByRole("main").getByRole("link", { name: "Raise a complaint online" }).click();
      await page.waitForURL("**/grievance");

      // Every partner of the catalogue is listed.
      await page.goto("/disclosures/lending-partners");
      await settle(page);
      const partners = await page.getByRole("main").innerText();
      for (const partner of LENDING_PARTNERS) expect(partners).toContain(partner.name);

      // The footer's links lead to the documents.
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "MITC", exact: true }).click();
      await page.waitForURL("**/disclosures/mitc");
      expect(await h1(page).innerText()).toBe("Most Important Terms and Conditions (MITC)");
      await page.context().close();
    },
    600_000,
  );

  it("in Hindi, the index and the MITC at 1280 and 390 wide: no English left, axe-clean, the registration as the catalogue holds it", async () => {
    const page = await newPage({ viewport: DESKTOP, reducedMotion: "reduce" });
    const findings: Record<string, unknown> = {};
    for (const path of ["/hi/disclosures", "/hi/disclosures/mitc"]) {
      await page.goto(path);
      await checkStep(page, findings, path);
    }
    expect(findings).toEqual({});
    await page.goto("/hi/disclosures");
    await settle(page);
    expect(await page.title()).toBe("नियामक प्रकटीकरण | GharSetu");
    const footer = await page.getByRole("contentinfo").innerText();
    expect(footer).toContain(`RBI के पास आवास वित्त कंपनी के रूप में पंजीकृत, पंजीकरण संख्या ${COMPANY.rbiRegistrationNo}`);
    expect(footer).toContain(`CIN ${COMPANY.cin}`);
    // A link inside the Hindi site stays in Hindi.
    await page
      .getByRole("main")
      .getByRole("link", { name: /^उचित व्यवहार संहिता/ })
      .click();
    await page.waitForURL("**/hi/disclosures/fair-practices-code");
    await page.context().close();
  }, 600_000);
});
