import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatIstDate } from "../../shared/format";
import { readFileSync } from "node:fs";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { acknowledgeKfs, completeChecklist, CUSTOMER_PASSWORD, logIn, registerCustomer, type Client } from "../setup/http-client";
import { validLoan } from "../setup/factories";
import { samplePdf } from "../setup/kyc-files";
import { hasPdfTools, pdfText } from "../setup/pdf-text";
import type { RunningServer } from "../setup/server";

/** The customer's applications, each left at a different stage by two members of staff (maker and checker). */
const LOANS = {
  documents: validLoan({ amount: 2_500_000 }),
  creditReview: validLoan({ amount: 1_800_000, propertyValue: 3_000_000 }),
  sanctioned: validLoan({ loanType: "LAP", amount: 1_500_000, tenure: 120, propertyValue: 5_000_000, monthlyIncome: 120_000 }),
  rejected: validLoan({ amount: 2_000_000 }),
  submitted: validLoan({ amount: 1_200_000, propertyValue: 2_500_000 }),
  // A loan against property of ₹1 crore on ₹10,000 a month: found ineligible in principle, kept, no fee asked.
  ineligible: validLoan({ loanType: "LAP", amount: 10_000_000, tenure: 180, monthlyIncome: 10_000, propertyValue: 20_000_000 }),
};
type Kind = keyof typeof LOANS;

type LoanJson = { id: number; stage: string; stageChangedAt: string; stageHistory: { stage: string; at: string }[] };

const ids = {} as Record<Kind, number>;
let username = "";
let running: RunningServer;

async function send(server: RunningServer, client: Client, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

/**
 * A fresh customer applies six times, uploads a PAN card and pays two processing fees; the demo admin and
 * superadmin move the applications on.
 */
async function seed(server: RunningServer) {
  running = server;
  const customer = await registerCustomer(server, "tracker_customer");
  username = customer.username;
  for (const [kind, payload] of Object.entries(LOANS))
    ids[kind as Kind] = (await send(server, customer, "POST", "/api/loan-applications", payload)).id as number;
  const form = new FormData();
  form.set("documentType", "PAN Card");
  form.set("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "pan.pdf");
  expect(
    (await fetch(`${server.baseUrl}/api/kyc-documents`, { method: "POST", headers: { cookie: customer.cookie }, body: form })).status,
  ).toBe(201);
  // The processing fee paid on two of them (demo payments).
  for (const kind of ["creditReview", "sanctioned"] as const) {
    await acknowledgeKfs(server, customer, ids[kind]);
    const order = (await send(server, customer, "POST", `/api/payments/loan-processing-fee/${ids[kind]}`)) as {
      razorpay: { order_id: string };
    };
    await send(server, customer, "POST", "/api/payments/verify", {
      razorpay_payment_id: `pay_tracker_${kind}`,
      razorpay_order_id: order.razorpay.order_id,
      razorpay_signature: "demo",
    });
  }

  const maker = await logIn(server, "admin", "Admin@1234");
  const checker = await logIn(server, "superadmin", "Super@1234");
  const act = (who: Client, kind: Kind, body: Record<string, unknown>) =>
    send(server, who, "POST", `/api/admin/loan-applications/${ids[kind]}/actions`, body);
  const advance = async (kind: Kind, ...stages: string[]) => {
    for (const expectedStage of stages) {
      // The documents stage is passed with every required document sent and accepted.
      if (expectedStage === "documents") await completeChecklist(server, customer, maker, ids[kind]);
      await act(maker, kind, { action: "advance", expectedStage });
    }
  };
  await advance("documents", "submitted");
  await advance("creditReview", "submitted", "documents");
  await advance("sanctioned", "submitted", "documents", "credit_review");
  await act(maker, "sanctioned", {
    action: "recommend_sanction",
    expectedStage: "legal_technical",
    amount: 1_400_000,
    interestRate: 9.5,
    conditions: "Insurance of the property assigned to the lender",
  });
  await act(checker, "sanctioned", { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 });
  await advance("rejected", "submitted", "documents");
  await act(maker, "rejected", { action: "recommend_rejection", expectedStage: "credit_review", reason: "Income could not be verified" });
  await act(checker, "rejected", {
    action: "reject",
    expectedStage: "credit_review",
    recommendationVersion: 1,
    reason: "Income could not be verified",
  });
}

describe.skipIf(!hasBrowser())("the customer's loan tracker", () => {
  const { newPage, login } = useBrowserApp(seed);

  async function customerPage(width = 1280, locale?: string) {
    const page = await newPage({ viewport: { width, height: 900 }, ...(locale ? { locale } : {}) });
    await login(page, username, CUSTOMER_PASSWORD);
    return page;
  }

  const application = (page: Page, kind: Kind) =>
    page
      .getByRole("listitem")
      .filter({ hasText: `Application #${ids[kind]} ·` })
      .first();
  const shows = (scope: Page | Locator, text: string | RegExp) => expect.poll(() => scope.getByText(text).first().isVisible()).toBe(true);
  /** The application as its owner's API answers it: the dates the page shows come from it. */
  const read = async (page: Page, kind: Kind) => (await (await page.request.get(`/api/loan-applications/${ids[kind]}`)).json()) as LoanJson;
  const reachedOn = (loan: LoanJson, stage: string) => formatIstDate(loan.stageHistory.findLast((h) => h.stage === stage)!.at);

  async function noSideScroll(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  it("shows each application's real stage, since when, and what is needed now on the dashboard; the total counts live ones only", async () => {
    const page = await customerPage();
    await page.goto("/dashboard");
    await shows(application(page, "documents"), "Documents");

    const documents = await read(page, "documents");
    const card = application(page, "documents");
    await shows(card, `Documents since ${formatIstDate(documents.stageChangedAt)} · step 2 of 7`);
    // The fee while it is due, then the documents not yet sent: the card lists two and counts the rest.
    await shows(card, `Pay the processing fee of ${formatCurrency(12_500)}`);
    expect(await card.getByRole("button", { name: "Pay processing fee" }).count()).toBe(1);
    // PAN is among the KYC documents (waiting for its check): five of the six are still to send.
    await shows(card, "Send the 5 documents still missing");

    await shows(application(page, "creditReview"), "Nothing needed from you now: our credit team is reviewing your application.");
    await shows(application(page, "creditReview"), /Credit review since .* · step 3 of 7/);
    await shows(application(page, "sanctioned"), /Sanctioned since .* · step 5 of 7/);
    // Paid: said so, and no button.
    await shows(application(page, "sanctioned"), "Processing fee paid");
    expect(await application(page, "sanctioned").getByRole("button", { name: "Pay processing fee" }).count()).toBe(0);
    const rejected = await read(page, "rejected");
    await shows(application(page, "rejected"), `Rejected at Credit review on ${formatIstDate(rejected.stageChangedAt)}`);
    await shows(application(page, "rejected"), "Income could not be verified");
    // No fee is asked on a rejected application, nor on one found ineligible in principle.
    for (const kind of ["rejected", "ineligible"] as const)
      expect(await application(page, kind).getByRole("button", { name: "Pay processing fee" }).count()).toBe(0);
    await shows(application(page, "ineligible"), "As it is, we cannot lend on this application. What would change it:");

    // Five live applications (the rejected one is not counted).
    const live =
      LOANS.documents.amount + LOANS.creditReview.amount + LOANS.sanctioned.amount + LOANS.submitted.amount + LOANS.ineligible.amount;
    const total = page.getByRole("heading", { name: "Total Loan Amount" }).locator("..").locator("..");
    await shows(total, formatCurrency(live));
    await shows(total, "Live applications only: 5 of 6");

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/loan-tracker-dashboard-1280.png", fullPage: true });

    await card.getByRole("link", { name: `View application #${ids.documents}` }).click();
    await page.waitForURL(`**/loans/${ids.documents}`);
    // The page counts them and lists them below, each with why it is needed.
    await shows(page, "Send the 5 documents still missing");
    const checklist = page.getByRole("heading", { name: "Documents for this application" }).locator("../..");
    for (const item of [
      "Aadhaar card, passport or voter ID",
      "Salary slips for the last 3 months",
      "Form 16 for the last 2 years",
      "Bank statement of your salary account for the last 6 months",
      "The property's papers: sale agreement or builder's allotment letter",
    ])
      await shows(checklist.getByRole("listitem").filter({ hasText: item }), "Not sent yet");
    await page.getByRole("link", { name: "See which documents" }).click();
    await expect.poll(() => checklist.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await page.context().close();
  });

  it("the application's documents: each with why it is needed, a file sent from the page, a new copy asked for by staff, at 390 wide", async () => {
    const page = await customerPage(390);
    await page.goto(`/loans/${ids.documents}`);
    const checklist = page.getByRole("heading", { name: "Documents for this application" }).locator("../..");
    await shows(checklist, "0 of 6 accepted. Your application moves to the credit team once all are.");
    await shows(checklist, "Every lender must verify your income-tax number before lending.");
    const pan = checklist.getByRole("listitem").filter({ hasText: "PAN card" });
    await shows(pan, "Sent: we are checking it");
    await shows(pan, /From your KYC documents, uploaded /);

    // Not told which describes them: they say so, and the property's papers become the resale list.
    await checklist.getByRole("button", { name: "Not right? Change it" }).click();
    await checklist.getByLabel("What are you buying?").selectOption("resale");
    await checklist.getByRole("button", { name: "Save" }).click();
    await shows(checklist, "Listed for: Salaried, working in India · A resale home from its owner");
    await shows(checklist, "The chain of title deeds for the last 13 years");

    const slips = checklist.getByRole("listitem").filter({ hasText: "Salary slips for the last 3 months" });
    await slips.locator('input[type="file"]').setInputFiles({ name: "slips.pdf", mimeType: "application/pdf", buffer: samplePdf() });
    await shows(slips, "Sent: we are checking it");
    await shows(slips.getByRole("link", { name: "slips.pdf" }), "slips.pdf");
    // A file that is not a PDF or a picture is refused with the server's words, and nothing is kept.
    const form16 = checklist.getByRole("listitem").filter({ hasText: "Form 16 for the last 2 years" });
    await form16
      .locator('input[type="file"]')
      .setInputFiles({ name: "form16.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") });
    await shows(form16, "Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.");
    await shows(form16, "Not sent yet");

    // Staff ask for a new copy: the page says why and offers the upload again.
    const maker = await logIn(running, "admin", "Admin@1234");
    const seen = (await (await page.request.get(`/api/loan-applications/${ids.documents}/documents`)).json()) as {
      items: { id: string; file: { uploadedAt: string } | null }[];
    };
    const uploadedAt = seen.items.find((i) => i.id === "salary_slips")!.file!.uploadedAt;
    const res = await fetch(`${running.baseUrl}/api/admin/loan-applications/${ids.documents}/documents/salary_slips/review`, {
      method: "POST",
      headers: { cookie: maker.cookie, "content-type": "application/json" },
      body: JSON.stringify({ status: "needs_new_copy", reason: "The March slip is missing", uploadedAt }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    await shows(slips, "Needs a new copy");
    await shows(slips, "Why: The March slip is missing");
    await shows(slips.getByRole("button", { name: /^Upload a new copy.*Salary slips for the last 3 months$/ }), "Upload a new copy");
    await noSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await checklist.screenshot({ path: "/tmp/loan-checklist-390.png" });
    // And on a desktop, beside the facts and papers.
    await page.setViewportSize({ width: 1280, height: 900 });
    await noSideScroll(page);
    await page.screenshot({ path: "/tmp/loan-checklist-1280.png", fullPage: true });
    await page.context().close();
  });

  it("the application's page: the timeline with the date each stage was reached, the sanction terms, and no fee button once none is due", async () => {
    // Opened signed out (an e-mail's link): signing in comes back to it.
    const page = await newPage();
    await page.goto(`/loans/${ids.sanctioned}`);
    await page.waitForURL(`**/auth?next=${encodeURIComponent(`/loans/${ids.sanctioned}`)}`);
    await page.getByRole("tab", { name: "Login" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Username").fill(username);
    await panel.getByLabel("Password", { exact: true }).fill(CUSTOMER_PASSWORD);
    await panel.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`**/loans/${ids.sanctioned}`);
    await shows(page, "Where your application is");
    const loan = await read(page, "sanctioned");
    const timeline = page.getByRole("list", { name: "Application progress" });
    for (const stage of ["Submitted", "Documents", "Credit review", "Legal & technical"]) {
      const stageKey = {
        Submitted: "submitted",
        Documents: "documents",
        "Credit review": "credit_review",
        "Legal & technical": "legal_technical",
      }[stage]!;
      await shows(timeline.getByRole("listitem").filter({ hasText: stage }), `Reached ${reachedOn(loan, stageKey)}`);
    }
    const current = timeline.locator('[aria-current="step"]');
    await shows(current, "Sanctioned");
    await shows(current, `Since ${reachedOn(loan, "sanctioned")}`);
    await shows(timeline.getByRole("listitem").filter({ hasText: "Disbursed" }), "Not yet");

    const sanction = page.getByRole("heading", { name: "Your sanction" }).locator("../..");
    await shows(sanction, formatCurrency(1_400_000));
    await shows(sanction, "9.5%");
    await shows(sanction, "Insurance of the property assigned to the lender");
    await shows(page, "Nothing needed from you now: read your sanction terms below. We will send you the loan agreement to sign.");
    await shows(page, "You sign the loan agreement.");
    expect(await page.getByRole("button", { name: "Pay processing fee" }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/loan-tracker-sanctioned-1280.png", fullPage: true });

    // The papers to keep: the sanction letter, downloaded as a person does, states the terms sanctioned.
    const papers = page.getByRole("heading", { name: "Your papers" }).locator("../..");
    const [letter] = await Promise.all([page.waitForEvent("download"), papers.getByRole("link", { name: "Sanction letter" }).click()]);
    expect(letter.suggestedFilename()).toBe(`gharsetu-sanction-letter-${ids.sanctioned}.pdf`);
    if (hasPdfTools()) {
      const text = pdfText(readFileSync(await letter.path()));
      expect(text).toContain("In-principle sanction letter");
      expect(text).toContain(`Amount sanctioned ${formatCurrency(1_400_000)}`);
      expect(text).toContain("Insurance of the property assigned to the lender");
    }
    await shows(papers.getByRole("link", { name: "Fee receipt: in your transactions" }), "Fee receipt");

    // Ineligible in principle: the reasons and what would change them, no fee, and withdrawing offered.
    await page.goto(`/loans/${ids.ineligible}`);
    await shows(page, "Our answer in principle");
    await shows(page, "Not eligible as it is. No fee is due on it; what would change the answer is below.");
    expect(await page.getByRole("button", { name: "Pay processing fee" }).count()).toBe(0);
    await shows(page, "Withdraw application");

    // A rejected application ends where it happened; the stages it never reached are not shown.
    await page.goto(`/loans/${ids.rejected}`);
    const ended = page.getByRole("list", { name: "Application progress" });
    await shows(ended.locator('[aria-current="step"]'), "Rejected");
    expect(await ended.getByText("Legal & technical").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Withdraw application" }).count()).toBe(0);

    // Someone else's number, or none: not found, never their figures.
    await page.goto("/loans/999999");
    await shows(page, "We could not find this application");
    await page.context().close();
  });

  it("withdraws an application from its page after confirming, at 390 wide", async () => {
    const page = await customerPage(390);
    await page.goto(`/loans/${ids.submitted}`);
    await shows(page, `Pay the processing fee of ${formatCurrency(6_000)}`);
    await noSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/loan-tracker-submitted-390.png", fullPage: true });

    await page.getByRole("button", { name: "Withdraw application" }).click();
    const dialog = page.getByRole("dialog");
    await shows(dialog, `Withdraw application #${ids.submitted}?`);
    await dialog.getByLabel("Reason (optional)").fill("I have taken a loan elsewhere");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Withdraw application" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await shows(page, "Nothing needed: you withdrew this application.");
    const timeline = page.getByRole("list", { name: "Application progress" });
    await shows(timeline.locator('[aria-current="step"]'), "Withdrawn");
    expect(await page.getByRole("button", { name: "Withdraw application" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Pay processing fee" }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/loan-tracker-withdrawn-390.png", fullPage: true });

    // The dashboard: one live application fewer; the compact line says where it ended.
    await page.goto("/dashboard");
    await shows(page, "Live applications only: 4 of 6");
    await shows(application(page, "submitted"), /Withdrawn at Submitted on /);
    await noSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/loan-tracker-dashboard-390.png", fullPage: true });
    await page.context().close();
  });

  it("the Hindi page says it all in Hindi", async () => {
    const page = await customerPage(390);
    await page.goto(`/hi/loans/${ids.sanctioned}`);
    await shows(page, "आपके अगले कदम");
    await shows(page, "आपका आवेदन कहाँ तक पहुँचा");
    await shows(page, "आपकी स्वीकृति");
    const timeline = page.getByRole("list", { name: "आवेदन की प्रगति" });
    await shows(timeline, "क्रेडिट समीक्षा");
    await shows(timeline.locator('[aria-current="step"]'), "स्वीकृत");
    // The documents, loaded with their own catalogue: in Hindi too, every one accepted.
    const documents = page.getByRole("heading", { name: "इस आवेदन के दस्तावेज़" }).locator("../..");
    await shows(documents, /^सभी \d+ दस्तावेज़ स्वीकार किए गए।$/);
    await shows(documents, "पैन कार्ड");
    expect(await page.title()).toBe("आपका लोन आवेदन | GharSetu");
    await noSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/loan-tracker-hindi-390.png", fullPage: true });
    await page.context().close();
  });
});
