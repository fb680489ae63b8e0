import { describe, expect, it } from "vitest";
import { normalize } from "./intents";
import { findQuantities, loanTerms } from "./quantities";

const money = (text: string) =>
  findQuantities(normalize(text))
    .filter((q) => q.kind === "money")
    .map((q) => q.value);
const terms = (text: string) => loanTerms(findQuantities(normalize(text)));

describe("amounts as Indian customers write them", () => {
  it.each([
    ["50 lakh", 5_000_000],
    ["50 lakhs", 5_000_000],
    ["50 lac", 5_000_000],
    ["50L", 5_000_000],
    ["50 L", 5_000_000],
    ["2.5 lakh", 250_000],
    ["1.2 crore", 12_000_000],
    ["1.2cr", 12_000_000],
    ["2 crores", 20_000_000],
    ["1 crore 20 lakh", 12_000_000],
    ["2 lakh and 50 thousand", 250_000],
    ["₹25,00,000", 2_500_000],
    ["Rs. 25,00,000", 2_500_000],
    ["rs5000", 5_000],
    ["2,500,000 rupees", 2_500_000],
    ["10k", 10_000],
    ["60 hazar", 60_000],
    ["12 LPA", 1_200_000],
  ])("%s is %d rupees", (text, value) => {
    expect(money(text)).toEqual([value]);
  });

  it("marks a yearly amount", () => {
    const [lpa] = findQuantities(normalize("12 LPA"));
    expect(lpa).toMatchObject({ kind: "money", perYear: true });
    const [annual] = findQuantities(normalize("9,00,000 per annum"));
    expect(annual).toMatchObject({ kind: "money", value: 900_000, perYear: true });
  });

  it("keeps rates, years and months apart from money", () => {
    expect(
      findQuantities(normalize("8.5% for 20 years or 240 months, 20 saal, 18 mahine, 8 percent")).map((q) => [q.kind, q.value]),
    ).toEqual([
      ["rate", 8.5],
      ["years", 20],
      ["months", 240],
      ["years", 20],
      ["months", 18],
      ["rate", 8],
    ]);
  });

  it("marks a monthly amount from the words right after it, or just before", () => {
    const period = (text: string) =>
      findQuantities(normalize(text)).flatMap((q) =>
        q.kind === "money" ? [[q.value, q.perMonth ? "month" : q.perYear ? "year" : "-"]] : [],
      );
    expect(period("salary 9 lakh, existing emi 15000 per month")).toEqual([
      [900_000, "-"],
      [15_000, "month"],
    ]);
    expect(period("I earn 1 lakh a month")).toEqual([[100_000, "month"]]);
    expect(period("salary 1 lakh monthly")).toEqual([[100_000, "month"]]);
    expect(period("60 hazar per month")).toEqual([[60_000, "month"]]);
    expect(period("earn 50000 a month")).toEqual([[50_000, "month"]]);
    expect(period("₹85,000 pm")).toEqual([[85_000, "month"]]);
    expect(period("my monthly salary is 2 lakh")).toEqual([[200_000, "month"]]);
    expect(period("annual income of 9 lakh")).toEqual([[900_000, "year"]]);
  });

  it("keeps a leading minus", () => {
    expect(findQuantities(normalize("EMI at -8.5% for -50 lakh, -20 years")).map((q) => [q.kind, q.value])).toEqual([
      ["rate", -8.5],
      ["money", -5_000_000],
      ["years", -20],
    ]);
    // A range or a joined figure is not a minus.
    expect(findQuantities(normalize("20-25 years, 2024-25")).every((q) => q.value > 0)).toBe(true);
  });

  it("leaves out ages, experience and application numbers", () => {
    const kept = (text: string) => findQuantities(normalize(text)).map((q) => [q.kind, q.value]);
    expect(kept("I am 35 years old and earn 50000 a month")).toEqual([["money", 50_000]]);
    expect(kept("30 years old, EMI for 40 lakh")).toEqual([["money", 4_000_000]]);
    expect(kept("5 years of experience")).toEqual([]);
    expect(kept("my age is 35, umar 40 saal, 12 saal ka experience")).toEqual([]);
    expect(kept("status of my loan application 12345, application no. 1234, #77, id 55, loan number 4321")).toEqual([]);
  });

  it("ignores numbers inside words", () => {
    expect(findQuantities(normalize("loan ab12 v1.2.3"))).toEqual([]);
  });
});

describe("loan terms", () => {
  it("reads amount, rate and tenure with units", () => {
    expect(terms("EMI for 50 lakh at 8.5% for 20 years")).toEqual({ amount: 5_000_000, ratePercent: 8.5, months: 240 });
    expect(terms("30L 9% 180 months")).toEqual({ amount: 3_000_000, ratePercent: 9, months: 180 });
  });

  it("reads unit-less numbers by size and cue", () => {
    expect(terms("emi 5000000 8.5 20")).toEqual({ amount: 5_000_000, ratePercent: 8.5, months: 240 });
    expect(terms("loan 2500000 at 9 for 15")).toEqual({ amount: 2_500_000, ratePercent: 9, months: 180 });
  });

  it("adds years and months, and rounds months", () => {
    expect(terms("EMI for 40 lakh for 20 years and 6 months")).toEqual({ amount: 4_000_000, months: 246 });
    expect(terms("40 lakh 15 saal 3 mahine")).toEqual({ amount: 4_000_000, months: 183 });
    expect(terms("EMI for 40 lakh for 2.5 months")).toEqual({ amount: 4_000_000, months: 3 });
    expect(terms("EMI for 40 lakh for 0.2 months")).toEqual({ amount: 4_000_000, months: 0 });
  });

  it("leaves out what is not there", () => {
    expect(terms("EMI on 1.2 cr")).toEqual({ amount: 12_000_000 });
  });
});
