import { describe, expect, it } from "vitest";
import { documentChecklist, type ApplicantProfile, type PurchaseKind } from "../../../../shared/catalog/document-checklist";
import { ELIGIBILITY } from "../../../../shared/catalog/eligibility";
import { CONTINGENT_CHARGES, KFS_VALIDITY_WORKING_DAYS } from "../../../../shared/catalog/loan-papers";
import type { LoanTypePayload } from "../../../../shared/catalog/loan-types";
import { PMAY_ISS } from "../../../../shared/catalog/pmay";
import { DEFAULT_SETTINGS } from "../../../../shared/catalog/settings";
import {
  btSwitch,
  btSwitchingCosts,
  gstIncluded,
  maxLoanByValue,
  modtStampDuty,
  paise,
  partPrepayment,
  pmaySubsidy,
  processingFee,
  rupeesToPaise,
  type Paise,
} from "../../../../shared/finance";
import { formatPaise, formatPaiseExact } from "../../../../shared/format";
import type { Locale } from "../../../../shared/i18n/locales";
import { CHAT_LINK_PAGES } from "../../../../shared/schema/chat";
import { translator } from "../../../i18n";
import { tenureText, voice } from "./format";
import { builtInAnswer, type Intent, type LenderTerms } from "./index";

// The questions the assistant answers from the shared functions and catalogues: a balance transfer's saving
// after its costs, PMAY, credit scores, the document checklist, loan to value, paying early or late, stamp
// duty, the GST in the fee and the Key Fact Statement. Every expected figure is worked out here with the
// shared function the answer uses, from the same settings.
const rates = { homeLoanRate: 8.5, lapRate: 9.5, btTopupRate: 8 };
const lender: LenderTerms = DEFAULT_SETTINGS;
const ask = (q: string, locale?: Locale, terms: LenderTerms = lender) => builtInAnswer(q, { rates, lender: terms, loans: null, locale });
const rupees = (amount: Paise) => formatPaise(amount);
const lakh = (n: number) => rupeesToPaise(n * 100_000);
/** Every rupee figure of a reply, sorted (Hindi puts a sentence's words in its own order). */
const figures = (reply: string) => (reply.match(/₹\d+(?:,\d+)*(?:\.\d+)?/g) ?? []).sort();
const links = (reply: string) => [...reply.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
const hi = translator("hi");

describe("understands each new question in English, Hinglish and Hindi", () => {
  it.each<[string, Intent]>([
    ["should I transfer my loan: HDFC 9.4%, 25 lakh left", "balance-transfer"],
    ["mera loan transfer karna chahiye kya, HDFC 9.4% pe 25 lakh baaki hai", "balance-transfer"],
    ["is a balance transfer worth it?", "balance-transfer"],
    ["क्या मुझे अपना लोन ट्रांसफर करना चाहिए? 9.4% पर 25 लाख बाकी है", "balance-transfer"],
    ["am I eligible for PMAY, income 6 lakh, loan 20 lakh", "pmay"],
    ["PMAY ke liye eligible hu kya", "pmay"],
    ["प्रधानमंत्री आवास योजना की सब्सिडी", "pmay"],
    ["what CIBIL score do I need?", "credit-score"],
    ["cibil score kaise improve kare", "credit-score"],
    ["सिबिल स्कोर कितना चाहिए", "credit-score"],
    ["documents for self-employed LAP", "document-checklist"],
    ["self employed ke liye LAP documents kya chahiye", "document-checklist"],
    ["NRI home loan documents", "document-checklist"],
    ["सेल्फ एम्प्लॉयड के लिए LAP के दस्तावेज़", "document-checklist"],
    ["property worth 50 lakh, how much loan can I get", "ltv"],
    ["50 lakh ki property pe kitna loan milega", "ltv"],
    ["50 लाख की प्रॉपर्टी पर कितना लोन मिलेगा", "ltv"],
    ["prepayment charges", "prepayment"],
    ["loan jaldi band karne ka charge kitna hai", "prepayment"],
    ["प्रीपेमेंट शुल्क", "prepayment"],
    ["late EMI penalty", "late-payment"],
    ["EMI bounce ho gaya to kitna charge lagega", "late-payment"],
    ["ईएमआई बाउंस होने पर जुर्माना", "late-payment"],
    ["stamp duty in Maharashtra on 50 lakh loan", "stamp-duty"],
    ["Chennai mein 80 lakh loan pe stamp duty kitni", "stamp-duty"],
    ["महाराष्ट्र में 50 लाख के लोन पर स्टांप शुल्क", "stamp-duty"],
    ["GST on processing fee for 40 lakh loan", "fee-gst"],
    ["40 lakh loan ki processing fee pe GST kitna", "fee-gst"],
    ["40 लाख के लोन पर प्रोसेसिंग शुल्क का जीएसटी", "fee-gst"],
    ["what is the cooling off period?", "cooling-off"],
    ["loan cancel karna hai, processing fee refund milega?", "cooling-off"],
    ["कूलिंग-ऑफ अवधि क्या है", "cooling-off"],
  ])("%s → %s", (question, intent) => {
    expect(ask(question).intent).toBe(intent);
  });

  it("keeps the questions it answered before", () => {
    expect(ask("EMI for 50 lakh at 8.5% for 20 years").intent).toBe("emi-calc");
    expect(ask("50 lakh ka flat, EMI kitni hogi 20 saal").intent).toBe("emi-calc");
    expect(ask("I earn 80,000 a month, how much loan can I get?").intent).toBe("eligibility-calc");
    expect(ask("balance transfer top-up").intent).toBe("product");
    expect(ask("kaunse kagaz chahiye").intent).toBe("documents");
    expect(ask("processing fee on 40 lakh loan").intent).toBe("fee-calc");
    expect(ask("best plan for tax saving under 80C").intent).toBe("tax-saver");
  });
});

describe("balance transfer: the saving at GharSetu's rate, after the switching costs", () => {
  const outcome = (amountLakh: number, currentRate: number, months: number, terms = lender) => {
    const outstanding = lakh(amountLakh);
    return btSwitch({ outstanding, currentRate, remainingMonths: months, newRate: rates.btTopupRate, amount: outstanding }, terms);
  };

  it.each<[string, number, number, number]>([
    ["should I transfer my loan: HDFC 9.4%, 25 lakh left, 15 years left", 25, 9.4, 180],
    ["mera loan transfer karna chahiye kya, HDFC 9.4% pe 25 lakh baaki hai, 15 saal baaki", 25, 9.4, 180],
    ["balance transfer karu kya? 40 lakh outstanding at 9.75%, 240 months left", 40, 9.75, 240],
  ])("%s", (question, amountLakh, currentRate, months) => {
    const a = ask(question);
    const s = outcome(amountLakh, currentRate, months);
    expect(s.netSaving).toBeGreaterThan(0);
    expect(a.intent).toBe("balance-transfer");
    expect(a.computed).toBe(true);
    expect(a.reply).toContain(
      `the EMI falls from ${rupees(s.currentEmi)} to **${rupees(s.newEmi)}** (${rupees(s.monthlySaving)} a month less)`,
    );
    expect(a.reply).toContain(`you pay ${rupees(s.interestSaved)} less in interest`);
    expect(a.reply).toContain(
      `costs ${rupees(s.costs.total)}: our processing fee of ${rupees(s.costs.processingFee)}, stamp duty on the mortgage of ${rupees(s.costs.stampDuty)} and legal and valuation charges of ${rupees(s.costs.legalCharges)}`,
    );
    expect(a.reply).toContain(
      `After those costs you save **${rupees(s.netSaving)}**, and the lower EMIs have covered the costs by month ${s.breakEvenMonth}.`,
    );
    expect(a.reply).toContain(`(/loan-application?type=bt-topup&amount=${amountLakh * 100_000}&tenure=${months}&interestRate=8)`);
  });

  it("names the lender only from its list", () => {
    expect(ask("should I transfer my loan: HDFC 9.4%, 25 lakh left, 15 years left").reply).toContain(
      "Your HDFC loan: ₹25,00,000 left at 9.4%.",
    );
    expect(ask("transfer my loan from <b>x</b> 9.4%, 25 lakh left, 15 years left").reply).toContain("Your loan: ₹25,00,000 left at 9.4%.");
  });

  it("without the years left, gives the costs and the least time left for which it pays, and asks for it", () => {
    const a = ask("should I transfer my loan: HDFC 9.4%, 25 lakh left");
    let least = 1;
    while (outcome(25, 9.4, least).netSaving <= 0) least++;
    expect(outcome(25, 9.4, least - 1).netSaving).toBeLessThanOrEqual(0);
    expect(a.reply).toContain(`costs ${rupees(btSwitchingCosts(lakh(25), lender).total)}`);
    expect(a.reply).toContain(`only if at least ${tenureText(least, voice())} are left on your loan. Tell me how many years are left`);
  });

  it("says plainly that switching does not pay when our rate is not lower", () => {
    const a = ask("transfer my loan 25 lakh at 7.9%");
    expect(a.reply).toContain("Switching does not pay: our Balance Transfer Top-Up rate of 8.0% a year is not lower than your 7.9%");
    expect(a.reply).toContain(`the switch would cost ${rupees(btSwitchingCosts(lakh(25), lender).total)}`);
    expect(a.reply).toContain("Staying with your current lender is cheaper.");
    expect(a.reply).not.toContain("Apply");
  });

  it("says plainly that switching does not pay when the costs outweigh the saving", () => {
    const s = outcome(25, 8.1, 36);
    expect(s.interestSaved).toBeGreaterThan(0);
    expect(s.netSaving).toBeLessThan(0);
    const a = ask("balance transfer 25 lakh at 8.1% 3 years left");
    expect(a.reply).toContain(`you pay ${rupees(s.interestSaved)} less in interest`);
    expect(a.reply).toContain(`you would be ${rupees(paise(0 - s.netSaving))} worse off, so switching does not pay`);
    expect(a.reply).not.toContain("Apply");
  });

  it("counts the stamp duty of the property's state, and the lender's charges of settings", () => {
    const outstanding = lakh(40);
    const tn = btSwitch(
      { outstanding, currentRate: 9.5, remainingMonths: 180, newRate: 8, amount: outstanding, propertyState: "TN" },
      lender,
    );
    const a = ask("should I shift my loan? 40 lakh left at 9.5%, 15 years left, flat in Tamil Nadu");
    expect(a.reply).toContain(`stamp duty on the mortgage of ${rupees(tn.costs.stampDuty)}`);
    expect(a.reply).toContain("Stamp duty is Tamil Nadu's: 0.5% of the loan, at most ₹30,000.");
    expect(a.reply).toContain(`you save **${rupees(tn.netSaving)}**`);

    const dearer = { ...lender, btLegalChargesPaise: rupeesToPaise(50_000) };
    const s = outcome(25, 9.4, 180, dearer);
    expect(ask("should I transfer my loan: 9.4%, 25 lakh left, 15 years left", undefined, dearer).reply).toContain(
      `you save **${rupees(s.netSaving)}**`,
    );
  });

  it("asks for the figures it needs", () => {
    const a = ask("should I do a balance transfer?");
    expect(a.computed).toBe(false);
    expect(a.reply).toContain("our Balance Transfer Top-Up rate of 8.0% a year");
    const noRate = ask("transfer my loan, 25 lakh left");
    expect(noRate.reply).toContain("What rate does your current loan charge?");
    expect(noRate.reply).toContain(rupees(btSwitchingCosts(lakh(25), lender).total));
  });

  it("answers in Hindi with the figures of its English twin", () => {
    const hindi = ask("क्या मुझे अपना लोन ट्रांसफर करना चाहिए? HDFC 9.4% पर 25 लाख बाकी है, 15 साल बाकी", "hi");
    const english = ask("should I transfer my loan: HDFC 9.4%, 25 lakh left, 15 years left");
    expect(hindi.intent).toBe("balance-transfer");
    expect(figures(hindi.reply)).toEqual(figures(english.reply));
    expect(links(hindi.reply)).toEqual(links(english.reply));
    expect(hindi.reply).toContain(`इन खर्चों के बाद आपकी बचत **${rupees(outcome(25, 9.4, 180).netSaving)}** है`);
  });
});

describe("PMAY-U 2.0: the band, the subsidy and its value today", () => {
  const band = (id: string) => PMAY_ISS.bands.find((b) => b.id === id)!.label;

  it.each<[string, number, number, string]>([
    ["am I eligible for PMAY, income 6 lakh, loan 20 lakh", 600_000, 2_000_000, "LIG"],
    ["PMAY ke liye eligible hu kya, meri income 50000 per month hai, loan 15 lakh", 600_000, 1_500_000, "LIG"],
    ["pmay subsidy for income 3 lakh and a loan of 6 lakh", 300_000, 600_000, "EWS"],
    ["PMAY: annual income 8.5 lakh, home loan 25 lakh", 850_000, 2_500_000, "MIG"],
  ])("%s", (question, income, loan, id) => {
    const a = ask(question);
    const r = pmaySubsidy({
      annualIncome: rupeesToPaise(income),
      houseValue: rupeesToPaise(PMAY_ISS.maxHouseValue),
      loan: rupeesToPaise(loan),
      ratePercent: rates.homeLoanRate,
      tenureMonths: 240,
      firstPuccaHouse: true,
    });
    if (!r.eligible) throw new Error("expected an eligible case");
    expect(a.intent).toBe("pmay");
    expect(a.computed).toBe(true);
    expect(a.reply).toContain(`you are in the ${band(id)} band`);
    expect(a.reply).toContain(`PMAY-U 2.0 pays a subsidy of **${rupees(r.subsidy)}**, in ${PMAY_ISS.instalments} yearly instalments`);
    expect(a.reply).toContain(`its value today is about **${rupees(r.presentValue)}**`);
    expect(a.reply).toContain("that no one in your household owns a pucca house anywhere in India");
    expect(a.reply).toContain("a house worth at most ₹35,00,000");
  });

  it.each<[string, string]>([
    ["PMAY income 12 lakh loan 20 lakh", "the household income is above ₹9,00,000 a year"],
    ["PMAY for income 6 lakh, loan 20 lakh, house worth 40 lakh", "the house is worth more than ₹35,00,000"],
    ["PMAY income 6 lakh, loan 30 lakh, house value 34 lakh", "the loan is above ₹25,00,000"],
    ["PMAY for my second house, income 6 lakh, loan 20 lakh", "someone in the household already owns a pucca house"],
  ])("says why it does not apply: %s", (question, why) => {
    const a = ask(question);
    expect(a.reply).toContain(`PMAY-U 2.0's subsidy does not apply here: ${why}`);
    expect(a.reply).not.toContain("pays a subsidy of");
  });

  it("without an income, gives the scheme's terms and asks", () => {
    const a = ask("PMAY ke liye eligible hu kya");
    expect(a.computed).toBe(false);
    expect(a.reply).toContain(
      "4% a year on up to ₹8,00,000 of the loan, for up to 12 years, at most ₹1,80,000, paid in 5 yearly instalments",
    );
    expect(a.reply).toContain("up to ₹3,00,000 a year (EWS), ₹6,00,000 (LIG) or ₹9,00,000 (MIG)");
    expect(a.reply).toContain("as of 1 Sept 2024");
  });

  it("answers in Hindi with the figures of its English twin", () => {
    const hindi = ask("क्या मैं PMAY के लिए पात्र हूँ, आय 6 लाख, लोन 20 लाख", "hi");
    expect(hindi.intent).toBe("pmay");
    expect(figures(hindi.reply)).toEqual(figures(ask("am I eligible for PMAY, income 6 lakh, loan 20 lakh").reply));
    expect(hindi.reply).toContain(hi(band("LIG")));
  });
});

describe("credit scores: what GharSetu does with one, and no more", () => {
  it.each<[string, Locale | undefined]>([
    ["what CIBIL score do I need?", undefined],
    ["minimum CIBIL score", undefined],
    ["cibil score kaise improve kare", undefined],
    ["सिबिल स्कोर कितना चाहिए", "hi"],
  ])("%s", (question, locale) => {
    const a = ask(question, locale);
    expect(a.intent).toBe("credit-score");
    expect(a.reply).toContain(String(ELIGIBILITY.recommendedCreditScore));
    expect(a.reply).toContain(`${lender.maxFoirPercent}%`);
    expect(a.reply).toContain("8.5%");
    if (locale === "hi") {
      expect(a.reply).toContain("कोई न्यूनतम स्कोर नहीं");
    } else {
      expect(a.reply).toContain("uses no score cut-off and does not set the rate by score");
      expect(a.reply).toContain("check your credit report for mistakes");
    }
    expect(a.reply).not.toMatch(/₹/);
  });
});

describe("the documents for a profile and a loan, from the checklist", () => {
  it.each<[string, LoanTypePayload, ApplicantProfile, PurchaseKind | null]>([
    ["documents for self-employed LAP", "LAP", "self-employed-business", null],
    ["self employed ke liye LAP documents kya chahiye", "LAP", "self-employed-business", null],
    ["salaried home loan documents", "HomeLoan", "salaried", null],
    ["NRI home loan documents for a resale flat", "HomeLoan", "nri", "resale"],
    ["balance transfer documents", "BTTopUp", "salaried", null],
    ["doctor hu, builder se naya flat le raha hu, home loan ke documents?", "HomeLoan", "self-employed-professional", "builder"],
  ])("%s", (question, loanType, profile, purchase) => {
    const a = ask(question);
    const items = documentChecklist(loanType, profile, purchase);
    expect(a.intent).toBe("document-checklist");
    for (const item of items) expect(a.reply).toContain(`• ${item.label}\n`);
    expect(a.reply.match(/^• /gm)).toHaveLength(items.length);
    expect(a.reply).toContain("(/dashboard?tab=kyc)");
  });

  it("says what it assumed", () => {
    const a = ask("balance transfer documents");
    expect(a.reply).toContain("This is for a salaried applicant");
    expect(ask("home loan documents").reply).toContain("Tell me if you are buying from a builder");
    expect(ask("documents for self-employed businessman").reply).toContain("This is for a Home Loan");
  });

  it("lists them in Hindi", () => {
    const a = ask("सेल्फ एम्प्लॉयड के लिए LAP के दस्तावेज़", "hi");
    const items = documentChecklist("LAP", "self-employed-business", null);
    for (const item of items) expect(a.reply).toContain(`• ${hi(item.label)}`);
    expect(a.reply).not.toContain(items[2].label);
  });
});

describe("loan to value: the RBI's slabs and the LAP cap of settings", () => {
  it.each<[string, number]>([
    ["property worth 50 lakh, how much loan can I get", 5_000_000],
    ["50 lakh ki property pe kitna loan milega", 5_000_000],
    ["flat price 1.2 crore, max home loan?", 12_000_000],
    ["ghar ki keemat 25 lakh hai", 2_500_000],
    ["50 लाख की प्रॉपर्टी पर कितना लोन मिलेगा", 5_000_000],
  ])("%s", (question, value) => {
    const a = ask(question);
    const home = maxLoanByValue("HomeLoan", rupeesToPaise(value), lender.lapLtvPercent);
    const lap = maxLoanByValue("LAP", rupeesToPaise(value), lender.lapLtvPercent);
    expect(a.intent).toBe("ltv");
    expect(figures(a.reply)).toEqual(expect.arrayContaining([rupees(home), rupees(lap), rupees(paise(rupeesToPaise(value) - home))]));
  });

  it("words the home loan's cap and the buyer's share", () => {
    const a = ask("property worth 34 lakh, how much loan can I get");
    // 80% of ₹34 lakh is ₹27.2 lakh, a loan in the 90% slab: the most is ₹30 lakh at 90%.
    expect(a.reply).toContain(
      `a Home Loan can be at most **${rupees(lakh(30))}** (90% of its value), so you pay at least ${rupees(lakh(4))} yourself`,
    );
  });

  it("follows the LAP cap of settings, and checks a loan asked for", () => {
    const a = ask("LAP on property worth 1 crore, I want a 70 lakh loan", undefined, { ...lender, lapLtvPercent: 65 });
    const max = maxLoanByValue("LAP", lakh(100), 65);
    expect(a.reply).toContain(`can be at most **${rupees(max)}** (65% of its value)`);
    expect(a.reply).toContain(`A loan of ₹70,00,000 is more than that: lower it to ${rupees(max)}`);
    expect(a.reply).not.toContain("Home Loan can be");
  });

  it("without a value, gives the slabs", () => {
    const a = ask("what is LTV?");
    expect(a.reply).toContain("90% for a loan up to ₹30,00,000, 80% above that up to ₹75,00,000 and 75% above ₹75,00,000");
    expect(a.reply).toContain(`at most ${lender.lapLtvPercent}% of the property's value`);
  });
});

describe("paying early, and paying late: the Key Fact Statement's charges", () => {
  const foreclosure = CONTINGENT_CHARGES.find((c) => c.id === "foreclosure")!;

  it.each<[string, Locale | undefined]>([
    ["prepayment charges", undefined],
    ["foreclosure charges on home loan", undefined],
    ["loan jaldi band karne ka charge kitna hai", undefined],
    ["प्रीपेमेंट शुल्क", "hi"],
  ])("%s → nothing to pay", (question, locale) => {
    const a = ask(question, locale);
    const t = translator(locale ?? "en");
    expect(a.intent).toBe("prepayment");
    expect(a.reply).toContain(`• ${t(foreclosure.label)}: **${t(foreclosure.amount)}**${locale ? "।" : "."} ${t(foreclosure.why)}`);
    expect(a.computed).toBe(false);
  });

  it.each<[string, number, number, number, number]>([
    ["part prepayment of 5 lakh on my 40 lakh loan at 8.5% with 15 years left", 40, 5, 8.5, 180],
    ["40 lakh loan pe 5 lakh part payment karna hai, 9% byaj, 20 saal baaki", 40, 5, 9, 240],
  ])("works out what a part-prepayment saves: %s", (question, loanLakh, paidLakh, rate, months) => {
    const a = ask(question);
    const p = partPrepayment({ principal: lakh(loanLakh), annualRate: rate, months, prepayment: lakh(paidLakh), afterMonth: 0 });
    expect(a.computed).toBe(true);
    expect(a.reply).toContain(`keep the EMI of ${rupees(p.withoutPrepayment.emi)}`);
    expect(a.reply).toContain(`saving **${rupees(p.reduceTenure.interestSaved)}** in interest`);
    expect(a.reply).toContain(`pay **${rupees(p.reduceEmi.emi)}** a month, saving ${rupees(p.reduceEmi.interestSaved)}`);
  });

  it.each<[string, Locale | undefined]>([
    ["late EMI penalty", undefined],
    ["EMI bounce ho gaya to kitna charge lagega", undefined],
    ["ईएमआई बाउंस होने पर जुर्माना", "hi"],
  ])("%s → the penal and bounce charges", (question, locale) => {
    const a = ask(question, locale);
    const t = translator(locale ?? "en");
    expect(a.intent).toBe("late-payment");
    for (const id of ["late_payment", "cheque_bounce"]) {
      const c = CONTINGENT_CHARGES.find((x) => x.id === id)!;
      expect(a.reply).toContain(`${t(c.label)}: **${t(c.amount)}**`);
    }
  });
});

describe("stamp duty on the mortgage, by state", () => {
  it.each<[string, number, "MH" | "TN" | null]>([
    ["stamp duty in Maharashtra on 50 lakh loan", 5_000_000, "MH"],
    ["Chennai mein 80 lakh loan pe stamp duty kitni", 8_000_000, "TN"],
    ["MODT stamp duty for Karnataka on a 50 lakh loan", 5_000_000, null],
    ["महाराष्ट्र में 50 लाख के लोन पर स्टांप शुल्क", 5_000_000, "MH"],
  ])("%s", (question, amount, state) => {
    const a = ask(question);
    const { stampDuty } = modtStampDuty(rupeesToPaise(amount), lender.modtStampDutyPercent, state);
    expect(a.intent).toBe("stamp-duty");
    expect(a.reply).toContain(`of a loan of ${rupees(rupeesToPaise(amount))}: **${rupees(stampDuty)}**`);
    expect(a.reply).toContain("The stamp duty and registration on buying a property are a different charge");
  });

  it("names the state's rule and its source, or says the general rate is used", () => {
    expect(ask("stamp duty in Tamil Nadu").reply).toContain("Stamp duty is Tamil Nadu's: 0.5% of the loan, at most ₹30,000.");
    expect(ask("stamp duty in Maharashtra").reply).toContain("Source: Maharashtra Stamp Act, 1958");
    expect(ask("stamp duty for Karnataka").reply).toContain("I have no rule of Karnataka's own, so this counts our general rate of 0.2%");
    expect(ask("stamp duty").reply).toContain("Maharashtra (0.3%, at most ₹10,00,000) and Tamil Nadu (0.5%, at most ₹30,000)");
    const hindi = ask("महाराष्ट्र में 50 लाख के लोन पर स्टांप शुल्क", "hi");
    expect(hindi.reply).toContain(`स्टांप शुल्क ${hi("Maharashtra")} के नियम से है`);
  });
});

describe("the GST in the processing fee, at the rate of settings", () => {
  it.each<[string, number, Locale | undefined]>([
    ["GST on processing fee for 40 lakh loan", 4_000_000, undefined],
    ["40 lakh loan ki processing fee pe GST kitna", 4_000_000, undefined],
    ["40 लाख के लोन पर प्रोसेसिंग शुल्क का जीएसटी", 4_000_000, "hi"],
    ["gst on processing fee", 1_000_000, undefined],
  ])("%s", (question, amount, locale) => {
    const a = ask(question, locale);
    const fee = processingFee(rupeesToPaise(amount));
    const split = gstIncluded(fee, lender.feeGstPercent);
    expect(a.intent).toBe("fee-gst");
    for (const figure of [fee, split.taxable, split.gst, split.cgst, split.sgst]) expect(a.reply).toContain(formatPaiseExact(figure));
  });

  it("says so when settings put no GST in the fee", () => {
    expect(ask("GST on processing fee for 40 lakh loan", undefined, { ...lender, feeGstPercent: 0 }).reply).toContain(
      "**₹20,000** on a loan of ₹40,00,000, with no GST in it",
    );
  });
});

describe("the Key Fact Statement and the cooling-off period, from settings", () => {
  it.each<[string, Locale | undefined]>([
    ["what is the cooling off period?", undefined],
    ["what is KFS", undefined],
    ["loan cancel karna hai, processing fee refund milega?", undefined],
    ["कूलिंग-ऑफ अवधि क्या है", "hi"],
  ])("%s", (question, locale) => {
    const a = ask(question, locale, { ...lender, coolingOffDays: 5 });
    expect(a.intent).toBe("cooling-off");
    expect(a.reply).toContain(locale ? "5 दिन की कूलिंग-ऑफ़ अवधि" : "a cooling-off period of 5 days");
    expect(a.reply).toContain(locale ? `${KFS_VALIDITY_WORKING_DAYS} कार्य दिवस` : `${KFS_VALIDITY_WORKING_DAYS} working days`);
  });

  it("says whether the fee is refunded", () => {
    expect(ask("cooling off period").reply).toContain("The processing fee is refunded if you withdraw before the sanction");
    expect(ask("cooling off period", undefined, { ...lender, processingFeeRefundable: false }).reply).toContain(
      "The processing fee is not refunded when you withdraw.",
    );
  });
});

describe("every new answer", () => {
  const questions = [
    "should I transfer my loan: HDFC 9.4%, 25 lakh left",
    "should I transfer my loan: HDFC 9.4%, 25 lakh left, 15 years left",
    "transfer my loan 25 lakh at 7.9%",
    "balance transfer 25 lakh at 8.1% 3 years left",
    "should I do a balance transfer",
    "am I eligible for PMAY, income 6 lakh, loan 20 lakh",
    "PMAY income 12 lakh loan 20 lakh",
    "PMAY income 6 lakh",
    "PMAY",
    "what CIBIL score do I need",
    "documents for self-employed LAP",
    "home loan documents",
    "property worth 50 lakh",
    "what is LTV",
    "prepayment charges",
    "part prepayment of 5 lakh on my 40 lakh loan",
    "late EMI penalty",
    "stamp duty in Maharashtra on 50 lakh loan",
    "stamp duty",
    "GST on processing fee for 40 lakh loan",
    "cooling off period",
  ];

  it.each(questions)("links only to the chat's pages, and is Hindi on every line in Hindi: %s", (question) => {
    const en = ask(question);
    const hindi = ask(question, "hi");
    expect(hindi.intent).toBe(en.intent);
    expect(figures(hindi.reply)).toEqual(figures(en.reply));
    for (const href of links(en.reply)) expect(CHAT_LINK_PAGES, href).toContain(href.split("?")[0]);
    for (const line of hindi.reply.split("\n")) expect(line, hindi.reply).toMatch(/[\u0900-\u097F]/);
    expect(en.reply).not.toMatch(/[\u0900-\u097F]/);
  });

  it.each(["should I transfer my loan: -9.4%, 25 lakh left", "PMAY income -6 lakh", "stamp duty on -50 lakh loan"])(
    "a negative figure looks unusual: %s",
    (question) => {
      const a = ask(question);
      expect(a.computed).toBe(false);
      expect(a.reply).toContain("negative");
    },
  );
});
