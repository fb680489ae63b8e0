import { describe, expect, it } from "vitest";
import { eligibility, emiSummary, goalSipMonthlyAmount, incomeNeeded, lumpsumFutureValue, sipFutureValue } from "../../../../shared/finance";
import { CHAT_LINK_PAGES } from "../../../../shared/schema/chat";
import { builtInAnswer, type AssistantContext, type Intent } from "./index";

const rates = { homeLoanRate: 8.5, lapRate: 9.5, btTopupRate: 8 };
const visitor: AssistantContext = { rates, loans: null };
const ask = (q: string, ctx = visitor) => builtInAnswer(q, ctx);
const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

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
    ["documents required for home loan", "documents"],
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
    const s = emiSummary(5_000_000, 8.5, 240);
    expect(s.emi).toBe(43_391);
    expect(reply).toContain("₹43,391 per month");
    expect(reply).toContain(`Total interest: ${rupees(s.totalInterest)}`);
    expect(reply).toContain("Processing fee (0.5%): ₹25,000");
    expect(reply).toContain("[Apply with these figures](/loan-application?type=home-loan&amount=5000000&tenure=240&interestRate=8.5)");
  });

  it("takes the rate from settings and the default tenure when not given, and says so", () => {
    const { reply } = ask("EMI for 30 lakh LAP", { rates: { ...rates, lapRate: 10.25 }, loans: null });
    expect(reply).toContain(`${rupees(emiSummary(3_000_000, 10.25, 240).emi)} per month`);
    expect(reply).toContain("I assumed the current Loan Against Property rate of 10.25% and a tenure of 20 years");
    expect(reply).toContain("type=lap");
  });

  it("reads crore amounts and months, and stays within the application limits for links", () => {
    const { reply } = ask("emi on 1 crore 20 lakh for 360 months at 9%");
    expect(reply).toContain(`${rupees(emiSummary(12_000_000, 9, 360).emi)} per month`);
    expect(reply).toContain("Online applications cover ₹1,00,000 to ₹1,00,00,000");
    expect(reply).not.toContain("amount=12000000");
  });

  it("SIP future value for an amount, rate and period", () => {
    const { reply } = ask("SIP of 5,000 for 10 years at 12%");
    const r = sipFutureValue(5_000, 12, 120);
    expect(reply).toContain(`**${rupees(r.totalValue)}**`);
    expect(reply).toContain(`you invest ${rupees(r.totalInvestment)}`);
    expect(reply).toContain("Mutual Fund investments are subject to market risks");
    expect(reply).toContain("(/sip?amount=5000&period=10&rate=12)");
  });

  it("SIP in Hinglish uses the named plan's expected return", () => {
    const { reply } = ask("debt plan mein 2000 ki sip 5 saal");
    expect(reply).toContain(rupees(sipFutureValue(2_000, 8, 60).totalValue));
    expect(reply).toContain("the Debt Stability Plan");
  });

  it("lumpsum grows once a year", () => {
    expect(ask("one-time investment of 1 lakh for 5 years at 10%").reply).toContain(rupees(lumpsumFutureValue(100_000, 10, 5).totalValue));
  });

  it("eligibility from a monthly income, less existing EMIs", () => {
    const { reply } = ask("I earn 1 lakh a month and pay an existing EMI of 20,000");
    const e = eligibility(100_000, 20_000, 8.5, 240);
    expect(reply).toContain(`**${rupees(e.maxEmi)}**`);
    expect(reply).toContain(`**${rupees(e.maxLoan)}**`);
  });

  it("reads a yearly package as yearly income", () => {
    const { reply } = ask("12 LPA salary, how much loan?");
    expect(reply).toContain("₹12,00,000 a year (₹1,00,000 a month)");
    expect(reply).toContain(rupees(eligibility(100_000, 0, 8.5, 240).maxLoan));
  });

  it("refuses incomes under the minimum without inventing a figure", () => {
    for (const question of ["my salary is 8000 per month, am I eligible?", "my salary is 20000 per month, how much loan?"]) {
      const { reply, computed } = ask(question);
      expect(reply).toContain("a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed");
      expect(computed).toBe(false);
    }
  });

  it.each(["what is the eligibility for home loan", "minimum CIBIL score", "what credit score do I need?", "age limit for home loan"])(
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
    expect(reply).toContain(rupees(eligibility(100_000, 0, 25, 120).maxLoan));
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
    expect(reply).toContain(rupees(eligibility(75_000, 15_000, 8.5, 240).maxLoan));
    expect(ask("salary 1 lakh monthly, existing emi 20000").reply).toContain("With a monthly income of ₹1,00,000 and existing EMIs of ₹20,000");
  });

  it.each(["EMI at -8.5% for 50 lakh", "emi for -50 lakh", "SIP of -5000 for 10 years", "I earn -50000 a month", "processing fee on -40 lakh"])(
    "a negative figure looks unusual: %s",
    (question) => {
      const a = ask(question);
      expect(a.reply).toContain("negative");
      expect(a.reply).toContain("looks unusual");
      expect(a.computed).toBe(false);
    },
  );
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
    const g = goalSipMonthlyAmount(goal, years, 12, 0);
    expect(a.reply).toContain(`To reach ${rupees(goal)} in ${years} years at an expected 12.0% a year, invest about **${rupees(g.monthlyAmount)} a month**`);
    expect(a.reply).toContain("Mutual Fund investments are subject to market risks");
    expect(a.computed).toBe(true);
  });

  it("says when a goal needs more than a SIP takes", () => {
    const { reply } = ask("SIP to reach 10 crore in 5 years");
    expect(reply).toContain(rupees(goalSipMonthlyAmount(100_000_000, 5, 12, 0).monthlyAmount));
    expect(reply).toContain("more than our SIP plans take (up to ₹1,00,000 a month)");
    expect(reply).not.toContain("Open the SIP calculator with these figures");
  });

  it("reads a large amount with no monthly words as a one-time investment", () => {
    const a = ask("I want to invest 5 lakh");
    expect(a.reply).toContain(`A one-time investment of ₹5,00,000 for 10 years at 12.0% a year could grow to about **${rupees(lumpsumFutureValue(500_000, 12, 10).totalValue)}**`);
    expect(a.reply).toContain("I read ₹5,00,000 as a one-time investment");
  });

  it.each(["SIP of 5 lakh a month for 10 years", "monthly SIP 2 lakh"])("questions a monthly amount above the plans' maximum: %s", (question) => {
    const a = ask(question);
    expect(a.computed).toBe(false);
    expect(a.reply).toContain("Our SIPs take up to ₹1,00,000 a month");
    expect(a.reply).toContain("one-time investment");
  });

  it("still works out a monthly SIP", () => {
    expect(ask("invest 10k monthly for 15 years at 12%").reply).toContain(rupees(sipFutureValue(10_000, 12, 180).totalValue));
  });
});

describe("a status question stays a status question", () => {
  const loans = [{ id: 12, loanType: "HomeLoan", amount: 2_500_000, status: "pending", appliedAt: new Date("2026-01-03T06:00:00Z"), rejectionReason: null, processingFeePaid: true }];
  it.each(["what is the status of my loan application 12345", "status of application no. 1234", "where is my loan", "status of my loan 12345", "my application #12 status?", "loan id 55 ka status kya hai"])(
    "%s",
    (question) => {
      const a = ask(question, { rates, loans });
      expect(a.intent).toBe("status");
      expect(a.reply).toContain("#12 Home Loan of ₹25,00,000");
    },
  );

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
  it.each(["prepayment charges", "foreclosure charges on home loan", "is there a penalty for late EMI payment?", "late payment fee", "part prepayment of 5 lakh on my 40 lakh loan"])(
    "%s → the pointer, never an invented charge",
    (question) => {
      const a = ask(question);
      expect(a.intent).toBe("unknown");
      expect(a.reply).not.toContain("processing fee is");
      expect(a.reply).toContain("I'm not sure about that one");
    },
  );

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
    expect(a.reply).toContain(`${rupees(emiSummary(2_500_000, 9.25, 180).emi)} per month`);
    expect(ask("interest on 30 lakh for 20 years").intent).toBe("emi-calc");
  });
});

describe("reads the tenure, and only the tenure", () => {
  it("ignores ages and experience", () => {
    expect(ask("I am 35 years old and earn 50000 a month").reply).toContain(`At 8.5% over 20 years that supports a Home Loan of about **${rupees(eligibility(50_000, 0, 8.5, 240).maxLoan)}**`);
    expect(ask("30 years old, EMI for 40 lakh").reply).toContain(`${rupees(emiSummary(4_000_000, 8.5, 240).emi)} per month`);
    expect(ask("5 years of experience, salary 50000").reply).toContain("over 20 years");
  });

  it("says when a tenure was capped", () => {
    const { reply } = ask("salary 1 lakh monthly, loan for 40 years");
    expect(reply).toContain("over 30 years");
    expect(reply).toContain("Loans run for at most 30 years, so I used 30 years");
  });

  it("adds years and months, and rounds months", () => {
    expect(ask("EMI for 40 lakh at 8.5% for 20 years and 6 months").reply).toContain(`over 20 years 6 months, the EMI is **${rupees(emiSummary(4_000_000, 8.5, 246).emi)} per month**`);
    const short = ask("EMI for 4 lakh at 8.5% for 2.5 months").reply;
    expect(short).toContain(`over 3 months, the EMI is **${rupees(emiSummary(400_000, 8.5, 3).emi)} per month**`);
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

describe("answers from the product's facts", () => {
  it("quotes the current rates from settings", () => {
    const reply = ask("byaj kitna hai", { rates: { homeLoanRate: 8.75, lapRate: 9.5, btTopupRate: 8 }, loans: null }).reply;
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
    expect(reply).toContain(`about **${rupees(eligibility(40_000, 0, 8.5, 240).maxLoan)}**`);
    expect(reply).toContain(`A loan of ₹30,00,000 would need a monthly income of about ${rupees(incomeNeeded(3_000_000, 8.5, 240))}`);
  });

  it("keeps a rate given with two decimals", () => {
    expect(ask("salary 1.5 lakh, existing EMI 25k, loan for 25 years at 8.75%").reply).toContain(
      `At 8.75% over 25 years that supports a Home Loan of about **${rupees(eligibility(150_000, 25_000, 8.75, 300).maxLoan)}**`,
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
      "EMI for 50 lakh at 8.5% for 20 years", "EMI for 2 crore", "SIP of 5,000 for 10 years at 12%", "SIP to reach 50 lakh in 10 years", "I earn 1 lakh a month",
      "12 LPA salary", "processing fee kitni hai", "rates", "documents", "kyc", "consultation", "apply for LAP", "home loan", "car loan", "eligibility", "hello", "xyz",
    ];
    const hrefs = questions.flatMap((q) => [...ask(q, { rates, loans: [] }).reply.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]));
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) expect(CHAT_LINK_PAGES, href).toContain(href.split("?")[0]);
  });
});

describe("loan status from the customer's own data", () => {
  const loans = [
    { id: 12, loanType: "HomeLoan", amount: 2_500_000, status: "pending", appliedAt: new Date("2026-01-03T06:00:00Z"), rejectionReason: null, processingFeePaid: false },
    { id: 7, loanType: "LAP", amount: 1_000_000, status: "rejected", appliedAt: new Date("2025-11-20T06:00:00Z"), rejectionReason: "Income too low", processingFeePaid: true },
  ];

  it("lists the signed-in customer's applications with their status", () => {
    const { reply } = ask("what is the status of my loan", { rates, loans });
    expect(reply).toContain("#12 Home Loan of ₹25,00,000, applied 3 Jan 2026: **Pending: our team is reviewing it**; processing fee not paid yet");
    expect(reply).toContain("#7 Loan Against Property of ₹10,00,000, applied 20 Nov 2025: **Rejected** (Income too low)");
    expect(reply).toContain("(/dashboard)");
  });

  it("says so when there are none", () => {
    expect(ask("mera loan status", { rates, loans: [] }).reply).toContain("You have no loan applications yet");
  });

  it("asks a visitor to log in", () => {
    expect(ask("what is the status of my loan").reply).toContain("[log in](/auth)");
  });
});
