import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../shared/catalog/settings";
import {
  eligibility,
  emiSummary,
  incomeNeeded,
  lumpsumFutureValue,
  sipFutureValue,
  paiseToRupees,
  rupeesToPaise,
  type Paise,
} from "../../../../shared/finance";
import { CHAT_LINK_PAGES } from "../../../../shared/schema/chat";
import { builtInAnswer, type AssistantContext, type Intent } from "./index";

const rates = { homeLoanRate: 8.5, lapRate: 9.5, btTopupRate: 8 };
/** The lender's terms of settings, as a new installation has them. */
const lender = DEFAULT_SETTINGS;
const visitor: AssistantContext = { rates, lender, loans: null };
const ask = (q: string, ctx = visitor) => builtInAnswer(q, ctx);
/** A figure worked out in paise, as the replies show it: whole rupees, Indian grouping. */
const rupees = (amount: Paise) => `₹${paiseToRupees(amount).toLocaleString("en-IN")}`;

describe("understands the common questions in English and Hinglish", () => {
  it.each<[string, Intent]>([
    ["EMI for 50 lakh at 8.5% for 20 years", "emi-calc"],
    ["50 lakh ka EMI kitna hoga 20 saal ke liye", "emi-calc"],
    ["ghar ke liye 30 lakh loan 15 saal 9% emi?", "emi-calc"],
    ["What is the EMI on 1.2 cr?", "emi-calc"],
    ["I want a loan of 40L", "emi-calc"],
    ["5000 ki SIP 10 saal mein kitna banega", "sip-calc"],
    ["If I invest 10k monthly for 15 years at 12%", "sip-calc"],
    ["lumpsum 1 lakh for 5 years", "sip-calc"],
    ["I earn 80,000 per month, how much home loan can I get?", "eligibility-calc"],
    ["meri salary 60 hazar hai, kitna loan milega", "eligibility-calc"],
    ["processing fee on 40 lakh loan", "fee-calc"],
    ["What is the home loan interest rate?", "rates"],
    ["byaj dar kya hai", "rates"],
    ["LAP rate", "rates"],
    ["documents required for home loan", "document-checklist"],
    ["documents required", "documents"],
    ["kaunse kagaz chahiye", "documents"],
    ["processing fee kitni hai", "fees"],
    ["how does SIP work", "sip-info"],
    ["which mutual fund plans do you have", "sip-info"],
    ["best plan for tax saving under 80C", "tax-saver"],
    ["I want to book a consultation with an expert", "consultation"],
    ["how do I complete KYC", "kyc"],
    ["what is the status of my loan", "status"],
    ["mera loan approve hua kya", "status"],
    ["track my application", "status"],
    ["how much loan can I get", "eligibility-info"],
    ["emi kya hota hai", "emi-info"],
    ["ghar ke liye loan chahiye", "product"],
    ["Tell me about loan against property", "product"],
    ["balance transfer top-up", "product"],
    ["how do I apply", "apply"],
    ["customer care phone number", "contact"],
    ["namaste", "greeting"],
    ["thank you", "thanks"],
    ["what is GharSetu", "about"],
    ["tell me a joke", "unknown"],
    ["what's the weather in Delhi tomorrow", "unknown"],
  ])("%s → %s", (question, intent) => {
    expect(ask(question).intent).toBe(intent);
  });
});

describe("computes with the shared finance functions", () => {
  it("EMI for 50 lakh at 8.5% for 20 years is ₹43,391 a month, with the total interest", () => {
    const { reply } = ask("EMI for 50 lakh at 8.5% for 20 years");
    const s = emiSummary(rupeesToPaise(5_000_000), 8.5, 240);
    expect(s.emi).toBe(rupeesToPaise(43_391));
    expect(reply).toContain("₹43,391 per month");
    expect(reply).toContain(`Total interest: ${rupees(s.totalInterest)}`);
    expect(reply).toContain("Processing fee (0.5%): ₹25,000");
    expect(reply).toContain("[Apply with these figures](/loan-application?type=home-loan&amount=5000000&tenure=240&interestRate=8.5)");
  });

  it("takes the rate from settings and the default tenure when not given, and says so", () => {
    const { reply } = ask("EMI for 30 lakh LAP", { lender, rates: { ...rates, lapRate: 10.25 }, loans: null });
    expect(reply).toContain(`${rupees(emiSummary(rupeesToPaise(3_000_000), 10.25, 240).emi)} per month`);
    expect(reply).toContain("I assumed the current Loan Against Property rate of 10.25% and a tenure of 20 years");
    expect(reply).toContain("type=lap");
  });

  it("reads crore amounts and months, and stays within the application limits for links", () => {
    const { reply } = ask("emi on 1 crore 20 lakh for 360 months at 9%");
    expect(reply).toContain(`${rupees(emiSummary(rupeesToPaise(12_000_000), 9, 360).emi)} per month`);
    expect(reply).toContain("Online applications cover ₹1,00,000 to ₹1,00,00,000");
    expect(reply).not.toContain("amount=12000000");
  });

  it("SIP future value for an amount, rate and period", () => {
    const { reply } = ask("SIP of 5,000 for 10 years at 12%");
    const r = sipFutureValue(rupeesToPaise(5_000), 12, 120);
    expect(reply).toContain(`**${rupees(r.totalValue)}**`);
    expect(reply).toContain(`you invest ${rupees(r.totalInvestment)}`);
    expect(reply).toContain("Mutual Fund investments are subject to market risks");
    expect(reply).toContain("(/sip?amount=5000&period=10&rate=12)");
  });

  it("SIP in Hinglish uses the named plan's expected return", () => {
    const { reply } = ask("debt plan mein 2000 ki sip 5 saal");
    expect(reply).toContain(rupees(sipFutureValue(rupeesToPaise(2_000), 8, 60).totalValue));
    expect(reply).toContain("the Debt Stability Plan");
  });

  it("lumpsum grows once a year", () => {
    expect(ask("one-time investment of 1 lakh for 5 years at 10%").reply).toContain(
      rupees(lumpsumFutureValue(rupeesToPaise(100_000), 10, 5).totalValue),
    );
  });

  it("eligibility from a monthly income, less existing EMIs", () => {
    const { reply } = ask("I earn 1 lakh a month and pay an existing EMI of 20,000");
    const e = eligibility(rupeesToPaise(100_000), rupeesToPaise(20_000), 8.5, 240);
    expect(reply).toContain(`**${rupees(e.maxEmi)}**`);
    expect(reply).toContain(`**${rupees(e.maxLoan)}**`);
  });

  it("reads a yearly package as yearly income", () => {
    const { reply } = ask("12 LPA salary, how much loan?");
    expect(reply).toContain("₹12,00,000 a year (₹1,00,000 a month)");
    expect(reply).toContain(rupees(eligibility(rupeesToPaise(100_000), rupeesToPaise(0), 8.5, 240).maxLoan));
  });

  it("refuses incomes under the minimum without inventing a figure", () => {
    for (const question of ["my salary is 8000 per month, am I eligible?", "my salary is 20000 per month, how much loan?"]) {
      const { reply, computed } = ask(question);
      expect(reply).toContain("a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed");
      expect(computed).toBe(false);
    }
  });

  it.each(["what is the eligibility for home loan", "age limit for home loan", "am I eligible for a loan?"])(
    "gives the site's criteria: %s",
    (question) => {
      const a = ask(question);
      expect(a.intent).toBe("eligibility-info");
      expect(a.reply).toContain("age 21 to 65 at the loan's maturity");
      expect(a.reply).toContain("a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed");
      expect(a.reply).toContain("a credit (CIBIL) score of 700 or more is recommended");
      expect(a.reply).not.toContain("₹10,000");
    },
  );

  it("processing fee on an amount", () => {
    expect(ask("processing fee on 40 lakh loan").reply).toContain("**₹20,000**");
  });
});

describe("answers from the product's facts", () => {
  it("quotes the current rates from settings", () => {
    const reply = ask("byaj kitna hai", { lender, rates: { homeLoanRate: 8.75, lapRate: 9.5, btTopupRate: 8 }, loans: null }).reply;
    expect(reply).toContain("Home Loan: **8.75%**");
    expect(reply).toContain("Loan Against Property: **9.5%**");
    expect(reply).toContain("Balance Transfer Top-Up: **8.0%**");
  });

  it("answers rates and fees asked together", () => {
    const { reply } = ask("What is your LAP interest rate and processing fee?");
    expect(reply).toContain("The current Loan Against Property rate is **9.5%** a year.");
    expect(reply).toContain("The processing fee is 0.5% of the loan amount");
  });

  it("works out whether a loan asked about fits the income, in Hinglish", () => {
    const { reply } = ask("kya mujhe 30 lakh ka loan milega meri salary 40000 hai");
    expect(reply).toContain(`about **${rupees(eligibility(rupeesToPaise(40_000), rupeesToPaise(0), 8.5, 240).maxLoan)}**`);
    expect(reply).toContain(
      `A loan of ₹30,00,000 would need a monthly income of about ${rupees(incomeNeeded(rupeesToPaise(3_000_000), 8.5, 240))}`,
    );
  });

  it("keeps a rate given with two decimals", () => {
    expect(ask("salary 1.5 lakh, existing EMI 25k, loan for 25 years at 8.75%").reply).toContain(
      `At 8.75% over 25 years that supports a Home Loan of about **${rupees(eligibility(rupeesToPaise(150_000), rupeesToPaise(25_000), 8.75, 300).maxLoan)}**`,
    );
  });

  it("links each answer to the right page", () => {
    expect(ask("book a consultation").reply).toContain("(/consultation)");
    expect(ask("KYC documents upload").reply).toContain("(/dashboard?tab=kyc)");
    expect(ask("how does SIP work").reply).toContain("(/sip)");
    expect(ask("apply for LAP").reply).toContain("(/loan-application?type=lap)");
  });

  it("an unknown question gets a pointer, not an invented fact", () => {
    const { reply } = ask("Who will win the cricket match?");
    expect(reply).toContain("I'm not sure about that one");
    expect(reply).toContain("[book a free consultation](/consultation)");
    // The same generic pointer for any question it does not know: nothing made up about the question.
    expect(reply).toBe(ask("What's the weather in Delhi tomorrow?").reply);
  });

  it("links only to the pages the chat panel turns into links", () => {
    const questions = [
      "EMI for 50 lakh at 8.5% for 20 years",
      "EMI for 2 crore",
      "SIP of 5,000 for 10 years at 12%",
      "SIP to reach 50 lakh in 10 years",
      "I earn 1 lakh a month",
      "12 LPA salary",
      "processing fee kitni hai",
      "rates",
      "documents",
      "kyc",
      "consultation",
      "apply for LAP",
      "home loan",
      "car loan",
      "eligibility",
      "hello",
      "xyz",
    ];
    const hrefs = questions.flatMap((q) => [...ask(q, { rates, lender, loans: [] }).reply.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]));
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) expect(CHAT_LINK_PAGES, href).toContain(href.split("?")[0]);
  });
});

describe("loan status from the customer's own data", () => {
  const loans = [
    {
      id: 12,
      loanType: "HomeLoan",
      amountPaise: rupeesToPaise(2_500_000),
      status: "pending",
      appliedAt: new Date("2026-01-03T06:00:00Z"),
      rejectionReason: null,
      processingFeePaid: false,
    },
    {
      id: 7,
      loanType: "LAP",
      amountPaise: rupeesToPaise(1_000_000),
      status: "rejected",
      appliedAt: new Date("2025-11-20T06:00:00Z"),
      rejectionReason: "Income too low",
      processingFeePaid: true,
    },
  ];

  it("lists the signed-in customer's applications with their status", () => {
    const { reply } = ask("what is the status of my loan", { rates, lender, loans });
    expect(reply).toContain(
      "#12 Home Loan of ₹25,00,000, applied 3 Jan 2026: **Pending: our team is reviewing it**; processing fee not paid yet",
    );
    expect(reply).toContain("#7 Loan Against Property of ₹10,00,000, applied 20 Nov 2025: **Rejected** (Income too low)");
    expect(reply).toContain("(/dashboard)");
  });

  it("says so when there are none", () => {
    expect(ask("mera loan status", { rates, lender, loans: [] }).reply).toContain("You have no loan applications yet");
  });

  it("asks a visitor to log in", () => {
    expect(ask("what is the status of my loan").reply).toContain("[log in](/auth)");
  });
});
