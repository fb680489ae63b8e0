import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { samplePdf } from "../setup/kyc-files";

describe.skipIf(!hasBrowser())("KYC in the browser", () => {
  const { loginAs } = useBrowserApp();

  it("uploads a PDF from the dashboard with a progress bar; an admin verifies it; the customer's banner is gone", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await expect.poll(() => page.getByText("Complete your KYC").isVisible()).toBe(true);
    await page.goto("/dashboard?tab=kyc");
    await page.getByRole("button", { name: "Upload Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload a KYC document" });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel("Document type").selectOption("PAN Card");
    const number = dialog.getByLabel("Document number (optional)");
    await number.fill("ABCDE1234");
    await number.fill("abcde12345");
    await expect.poll(() => dialog.getByText("PAN looks like ABCDE1234F: 5 letters, 4 digits, then a letter").isVisible()).toBe(true);
    await number.fill("abcde1234f");
    await expect.poll(() => dialog.getByText("The number looks right").isVisible()).toBe(true);
    await dialog
      .getByLabel("Document file")
      .setInputFiles({ name: "pan-card.pdf", mimeType: "application/pdf", buffer: samplePdf(2 * 1024 * 1024) });
    await expect.poll(() => dialog.getByText("pan-card.pdf").isVisible()).toBe(true);

    // A slow uplink, so the progress bar has time to move; record every value it shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
        if (bar) seen.push(Number(bar.getAttribute("aria-valuenow")));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);

    const row = page.getByRole("listitem").filter({ hasText: "PAN Card" });
    await expect.poll(() => row.getByText("ABCDE1234F").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("pending", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Upload More Documents" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const admin = await loginAs("admin", "Admin@1234");
    await admin.goto("/admin?tab=kyc");
    // The preview shows the PDF in the page: the file is served inline to the frame.
    const inline = admin.waitForResponse((r) => r.url().includes("/file?inline=1"));
    await admin.getByRole("button", { name: /^Preview PAN Card of / }).click();
    const served = await inline;
    expect(served.status()).toBe(200);
    expect(served.headers()["content-disposition"]).toMatch(/^inline; filename="pan-card-\d+\.pdf"$/);
    await expect.poll(() => admin.getByTitle(/^PAN Card of /).isVisible()).toBe(true);
    await admin.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await admin.getByRole("button", { name: /^Verify PAN Card of / }).click();
    const confirm = admin.getByRole("dialog");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.context().close();

    await page.goto("/dashboard?tab=kyc");
    await expect
      .poll(() => page.getByRole("listitem").filter({ hasText: "PAN Card" }).getByText("verified", { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("Complete your KYC").isVisible()).toBe(false);
    await page.context().close();
  });

  it("shows the server's refusal of a file that is not a PDF, JPEG or PNG", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await page.goto("/dashboard?tab=kyc");
    await page
      .getByRole("button", { name: /Upload/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Upload a KYC document" });
    await dialog.getByLabel("Document type").selectOption("Bank Statement");
    await dialog
      .getByLabel("Document file")
      .setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is really a program") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect
      .poll(() => dialog.getByText("Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.").isVisible())
      .toBe(true);
    await page.context().close();
  });
});
