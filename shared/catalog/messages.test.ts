import { describe, expect, it } from "vitest";
import { formatCurrency } from "../format";
import { ELIGIBILITY, ELIGIBILITY_CRITERIA, ELIGIBILITY_SENTENCE, INCOME_CRITERION } from "./eligibility";
import { passwordPolicyProblem, passwordRules } from "./password-policy";
import { PASSWORD_POLICIES, type PasswordPolicy } from "./settings";
import { KYC_RETENTION_RULE, KYC_RETENTION_YEARS, PRIVACY_NOTICE_ITEMS } from "./privacy";

// Messages are fixed texts (docs/i18n.md), so figures that come from a constant are written into them:
// these tests fail when a constant changes and its message does not.
const lakh = (n: number) => `₹${n / 100_000} lakh`;

describe("messages that state a constant", () => {
  it("eligibility texts state ELIGIBILITY's figures", () => {
    const income = formatCurrency(ELIGIBILITY.minMonthlyIncomeSalaried);
    const annual = lakh(ELIGIBILITY.minAnnualIncomeSelfEmployed);
    expect(ELIGIBILITY_CRITERIA.map((c) => c.text)).toEqual([
      `Age ${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at maturity.`,
      `Income ${income} per month for salaried or ${annual} annual for self-employed.`,
      `Credit score ${ELIGIBILITY.recommendedCreditScore} recommended.`,
    ]);
    expect(INCOME_CRITERION).toBe(`a monthly income of at least ${income} if you are salaried, or ${annual} a year if self-employed`);
    expect(ELIGIBILITY_SENTENCE).toBe(
      `Eligibility: age ${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at the loan's maturity; ${INCOME_CRITERION}; a credit (CIBIL) score of ${ELIGIBILITY.recommendedCreditScore} or more is recommended.`,
    );
  });

  it("the KYC retention rule and the notice state KYC_RETENTION_YEARS", () => {
    expect(KYC_RETENTION_RULE).toContain(`keep your KYC documents for ${KYC_RETENTION_YEARS} years after you close your account`);
    expect(PRIVACY_NOTICE_ITEMS[2].howLong).toBe(
      `Deleted with your account, unless you applied for a loan or paid us: then ${KYC_RETENTION_YEARS} years after you close it`,
    );
  });
});

describe("passwordPolicyProblem", () => {
  // The sentence as it was built from its parts before each combination became one message.
  const sentence = (parts: string[]) =>
    `Password must have ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`}`;

  it.each([
    ["abc", "basic", ["at least 6 characters"]],
    ["abcdefgh", "medium", ["a number"]],
    ["abc1", "medium", ["at least 8 characters"]],
    ["abc", "medium", ["at least 8 characters", "a number"]],
    ["abc", "strong", ["at least 8 characters", "a number", "a symbol"]],
    ["abc1", "strong", ["at least 8 characters", "a symbol"]],
    ["abc!", "strong", ["at least 8 characters", "a number"]],
    ["abcdefgh", "strong", ["a number", "a symbol"]],
    ["abcdefg1", "strong", ["a symbol"]],
    ["abcdefg!", "strong", ["a number"]],
  ] as const)("%j under %s", (password, policy, parts) => {
    expect(passwordPolicyProblem(password, policy)).toBe(sentence([...parts]));
  });

  it("is null for a password that complies", () => {
    expect(passwordPolicyProblem("abcdef", "basic")).toBeNull();
    expect(passwordPolicyProblem("abcdefg1", "medium")).toBeNull();
    expect(passwordPolicyProblem("abcdef1!", "strong")).toBeNull();
  });
});

describe("passwordRules", () => {
  it("lists each policy's rules, ticked as a password meets them", () => {
    const ticks = (password: string, policy: PasswordPolicy) => passwordRules(policy).map((r) => [r.label, r.met(password)]);
    expect(ticks("abcdef", "basic")).toEqual([["At least 6 characters", true]]);
    expect(ticks("abcdef1", "medium")).toEqual([
      ["At least 8 characters", false],
      ["A number (0-9)", true],
    ]);
    expect(ticks("abcdefg!", "strong")).toEqual([
      ["At least 8 characters", true],
      ["A number (0-9)", false],
      ["A symbol, such as @ # ! or -", true],
    ]);
  });

  it("a password that meets every listed rule is one the policy accepts", () => {
    for (const policy of PASSWORD_POLICIES)
      for (const password of ["abc", "abcdef", "abcdefgh", "abcdefg1", "abcdef1!", "Kavya@2026"])
        expect(passwordRules(policy).every((r) => r.met(password))).toBe(passwordPolicyProblem(password, policy) === null);
  });
});
