import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../shared/catalog/settings";
import {
  eligibility,
  emiSummary,
  goalSipMonthlyAmount,
  lumpsumFutureValue,
  sipFutureValue,
  paiseToRupees,
  rupeesToPaise,
  type Paise,
} from "../../../../shared/finance";
import { builtInAnswer, type AssistantContext } from "./index";

// The questions that once went wrong: figures out of range, words read as the wrong quantity, and
// questions taken for another topic.
const rates = { homeLoanRate: 8.5, lapRate: 9.5, btTopupRate: 8 };
/** The lender's terms of settings, as a new installation has them. */
const lender = DEFAULT_SETTINGS;
const visitor: AssistantContext = { rates, lender, loans: null };
const ask = (q: string, ctx = visitor) => builtInAnswer(q, ctx);
/** A figure worked out in paise, as the replies show it: whole rupees, Indian grouping. */
const rupees = (amount: Paise) => `₹${paiseToRupees(amount).toLocaleString("en-IN")}`;

describe("checks every figure before working anything out", () => {
  const unusual = (question: string) => {
    const a = ask(question);
    expect(a.reply).toContain("looks unusual");
    expect(a.computed).toBe(false);
    expect(a.reply).not.toContain("Apply for this amount");
  };

  it.each([
    "salary 1 lakh monthly, 1 crore loan for 0 years",
    "salary 1 lakh monthly, loan at 0%",
    "salary 1 lakh monthly, loan at 500%",
    "salary 99999999999999999999 monthly, how much loan",
    "my income is 2 crore a month",
  ])("eligibility refuses %s", unusual);

  it("eligibility needs a loan of at least 12 months", () => {
    const a = ask("salary 1 lakh monthly, loan for 6 months at 12%");
    expect(a.computed).toBe(false);
    expect(a.reply).toContain("at least 12 months");
  });

  it("links to the application only inside its limits", () => {
    const { reply, computed } = ask("salary 1 lakh monthly, loan for 10 years at 25%");
    expect(computed).toBe(true);
    expect(reply).toContain(rupees(eligibility(rupeesToPaise(100_000), rupeesToPaise(0), 25, 120).maxLoan));
    expect(reply).not.toContain("Apply for this amount");
    expect(reply).toContain("Online applications cover");
  });

  it("says when the loan supported is below the smallest loan", () => {
    const { reply } = ask("I earn 1 lakh, EMI 49999");
    expect(reply).not.toContain("₹115");
    expect(reply).toContain("less than our smallest loan of ₹1,00,000");
    expect(reply).not.toContain("Apply for this amount");
  });

  it("reads the income's period from the words right after it", () => {
    const { reply } = ask("salary 9 lakh, existing emi 15000 per month, how much loan");
    expect(reply).toContain("₹9,00,000 a year (₹75,000 a month)");
    expect(reply).toContain(rupees(eligibility(rupeesToPaise(75_000), rupeesToPaise(15_000), 8.5, 240).maxLoan));
    expect(ask("salary 1 lakh monthly, existing emi 20000").reply).toContain(
      "With a monthly income of ₹1,00,000 and existing EMIs of ₹20,000",
    );
  });

  it.each([
    "EMI at -8.5% for 50 lakh",
    "emi for -50 lakh",
    "SIP of -5000 for 10 years",
    "I earn -50000 a month",
    "processing fee on -40 lakh",
  ])("a negative figure looks unusual: %s", (question) => {
    const a = ask(question);
    expect(a.reply).toContain("negative");
    expect(a.reply).toContain("looks unusual");
    expect(a.computed).toBe(false);
  });
});

describe("goals and one-time investments are not monthly SIPs", () => {
  it.each<[string, number, number]>([
    ["how much should I invest monthly to get 1 crore in 15 years", 10_000_000, 15],
    ["SIP for 50 lakh goal in 10 years", 5_000_000, 10],
    ["mujhe 20 saal mein 2 crore chahiye, kitni SIP karun?", 20_000_000, 20],
    ["target of 25 lakh in 5 years through mutual funds", 2_500_000, 5],
  ])("%s → the monthly amount that reaches the goal", (question, goal, years) => {
    const a = ask(question);
    expect(a.intent).toBe("sip-goal");
    const g = goalSipMonthlyAmount(rupeesToPaise(goal), years, 12, 0);
    expect(a.reply).toContain(
      `To reach ${rupees(rupeesToPaise(goal))} in ${years} years at an expected 12.0% a year, invest about **${rupees(g.monthlyAmount)} a month**`,
    );
    expect(a.reply).toContain("Mutual Fund investments are subject to market risks");
    expect(a.computed).toBe(true);
  });

  it("says when a goal needs more than a SIP takes", () => {
    const { reply } = ask("SIP to reach 10 crore in 5 years");
    expect(reply).toContain(rupees(goalSipMonthlyAmount(rupeesToPaise(100_000_000), 5, 12, 0).monthlyAmount));
    expect(reply).toContain("more than our SIP plans take (up to ₹1,00,000 a month)");
    expect(reply).not.toContain("Open the SIP calculator with these figures");
  });

  it("reads a large amount with no monthly words as a one-time investment", () => {
    const a = ask("I want to invest 5 lakh");
    expect(a.reply).toContain(
      `A one-time investment of ₹5,00,000 for 10 years at 12.0% a year could grow to about **${rupees(lumpsumFutureValue(rupeesToPaise(500_000), 12, 10).totalValue)}**`,
    );
    expect(a.reply).toContain("I read ₹5,00,000 as a one-time investment");
  });

  it.each(["SIP of 5 lakh a month for 10 years", "monthly SIP 2 lakh"])(
    "questions a monthly amount above the plans' maximum: %s",
    (question) => {
      const a = ask(question);
      expect(a.computed).toBe(false);
      expect(a.reply).toContain("Our SIPs take up to ₹1,00,000 a month");
      expect(a.reply).toContain("one-time investment");
    },
  );

  it("still works out a monthly SIP", () => {
    expect(ask("invest 10k monthly for 15 years at 12%").reply).toContain(
      rupees(sipFutureValue(rupeesToPaise(10_000), 12, 180).totalValue),
    );
  });
});

describe("a status question stays a status question", () => {
  const loans = [
    {
      id: 12,
      loanType: "HomeLoan",
      amountPaise: rupeesToPaise(2_500_000),
      status: "pending",
      appliedAt: new Date("2026-01-03T06:00:00Z"),
      rejectionReason: null,
      processingFeePaid: true,
    },
  ];
  it.each([
    "what is the status of my loan application 12345",
    "status of application no. 1234",
    "where is my loan",
    "status of my loan 12345",
    "my application #12 status?",
    "loan id 55 ka status kya hai",
  ])("%s", (question) => {
    const a = ask(question, { rates, lender, loans });
    expect(a.intent).toBe("status");
    expect(a.reply).toContain("#12 Home Loan of ₹25,00,000");
  });

  it("unless a rate, tenure or amount is given", () => {
    expect(ask("track my loan: EMI for 50 lakh at 8.5% for 20 years").intent).toBe("emi-calc");
  });
});

describe("processing fee within bounds", () => {
  it.each(["processing fee on 0 rupees", "processing fee on 5000 rupees", "processing fee on 500 crore"])("refuses %s", (question) => {
    const a = ask(question);
    expect(a.computed).toBe(false);
    expect(a.reply).toContain("looks unusual");
    expect(a.reply).not.toMatch(/\*\*₹/);
  });

  it("notes the application limit above ₹1 crore", () => {
    const a = ask("processing fee on 2 crore");
    expect(a.reply).toContain("**₹1,00,000**");
    expect(a.reply).toContain("Online applications go up to ₹1,00,00,000");
  });
});

describe("stays on topic", () => {
  it.each<[string, string]>([
    ["prepayment charges", "prepayment"],
    ["foreclosure charges on home loan", "prepayment"],
    ["is there a penalty for late EMI payment?", "late-payment"],
    ["late payment fee", "late-payment"],
    ["part prepayment of 5 lakh on my 40 lakh loan", "prepayment"],
  ])("%s → the Key Fact Statement's charges, never the processing fee", (question, intent) => {
    const a = ask(question);
    expect(a.intent).toBe(intent);
    expect(a.reply).not.toContain("processing fee is");
    expect(a.reply).toContain("Key Fact Statement");
  });

  it.each<[string, string]>([
    ["car loan rate", "car loans"],
    ["do you give personal loans?", "personal loans"],
    ["education loan EMI for 10 lakh", "education loans"],
    ["gold loan kitne ka milega", "gold loans"],
  ])("%s → says plainly we don't offer it", (question, product) => {
    const a = ask(question);
    expect(a.intent).toBe("other-product");
    expect(a.reply).toContain(`We don't offer ${product}`);
    expect(a.reply).not.toContain("**8.5%**");
  });

  it("a rate word with an amount and a rate or tenure is an EMI question", () => {
    const a = ask("25 lakh pe 9.25% byaj 15 saal");
    expect(a.intent).toBe("emi-calc");
    expect(a.reply).toContain(`${rupees(emiSummary(rupeesToPaise(2_500_000), 9.25, 180).emi)} per month`);
    expect(ask("interest on 30 lakh for 20 years").intent).toBe("emi-calc");
  });
});

describe("reads the tenure, and only the tenure", () => {
  it("ignores ages and experience", () => {
    expect(ask("I am 35 years old and earn 50000 a month").reply).toContain(
      `At 8.5% over 20 years that supports a Home Loan of about **${rupees(eligibility(rupeesToPaise(50_000), rupeesToPaise(0), 8.5, 240).maxLoan)}**`,
    );
    expect(ask("30 years old, EMI for 40 lakh").reply).toContain(`${rupees(emiSummary(rupeesToPaise(4_000_000), 8.5, 240).emi)} per month`);
    expect(ask("5 years of experience, salary 50000").reply).toContain("over 20 years");
  });

  it("says when a tenure was capped", () => {
    const { reply } = ask("salary 1 lakh monthly, loan for 40 years");
    expect(reply).toContain("over 30 years");
    expect(reply).toContain("Loans run for at most 30 years, so I used 30 years");
  });

  it("adds years and months, and rounds months", () => {
    expect(ask("EMI for 40 lakh at 8.5% for 20 years and 6 months").reply).toContain(
      `over 20 years 6 months, the EMI is **${rupees(emiSummary(rupeesToPaise(4_000_000), 8.5, 246).emi)} per month**`,
    );
    const short = ask("EMI for 4 lakh at 8.5% for 2.5 months").reply;
    expect(short).toContain(`over 3 months, the EMI is **${rupees(emiSummary(rupeesToPaise(400_000), 8.5, 3).emi)} per month**`);
    expect(short).not.toContain("Apply with these figures");
    expect(ask("EMI for 4 lakh at 8.5% for 0.2 months").reply).toContain("looks unusual");
  });
});

describe("says whether it worked figures out", () => {
  it.each([
    ["EMI for 50 lakh at 8.5% for 20 years", true],
    ["SIP of 5,000 for 10 years at 12%", true],
    ["I earn 1 lakh a month", true],
    ["processing fee on 40 lakh loan", true],
    ["EMI for 50 lakh at 500% for 20 years", false],
    ["EMI for 500", false],
    ["SIP of 5,000 for 900 years", false],
    ["my salary is 8000 per month, am I eligible?", false],
    ["processing fee kitni hai", false],
    ["what is the home loan rate", false],
  ])("%s → computed %s", (question, computed) => {
    expect(ask(question).computed).toBe(computed);
  });
});
