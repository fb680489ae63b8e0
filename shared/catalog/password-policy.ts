import type { PasswordPolicy } from "../schema/settings";

export const PASSWORD_POLICY_LABELS: Record<PasswordPolicy, string> = {
  basic: /*i18n*/ "Basic (6+ characters)",
  medium: /*i18n*/ "Medium (8+ characters, 1 number)",
  strong: /*i18n*/ "Strong (8+ characters, number, symbol)",
};

/**
 * Each combination of what a password can lack, as one whole sentence (a message, docs/i18n.md), keyed
 * by the missing parts in order: the length (6 under basic, 8 otherwise), a number, a symbol.
 */
const PROBLEMS: Record<string, string> = {
  "6": /*i18n*/ "Password must have at least 6 characters",
  "8": /*i18n*/ "Password must have at least 8 characters",
  number: /*i18n*/ "Password must have a number",
  symbol: /*i18n*/ "Password must have a symbol",
  "8,number": /*i18n*/ "Password must have at least 8 characters and a number",
  "8,symbol": /*i18n*/ "Password must have at least 8 characters and a symbol",
  "number,symbol": /*i18n*/ "Password must have a number and a symbol",
  "8,number,symbol": /*i18n*/ "Password must have at least 8 characters, a number and a symbol",
};

/** One rule of a policy: what the form lists under a new-password field, ticked once the password meets it. */
export type PasswordRule = { id: "length" | "number" | "symbol"; label: string; met: (password: string) => boolean };

const RULES = {
  length6: { id: "length", label: /*i18n*/ "At least 6 characters", met: (p: string) => p.length >= 6 },
  length8: { id: "length", label: /*i18n*/ "At least 8 characters", met: (p: string) => p.length >= 8 },
  number: { id: "number", label: /*i18n*/ "A number (0-9)", met: (p: string) => /\d/.test(p) },
  symbol: { id: "symbol", label: /*i18n*/ "A symbol, such as @ # ! or -", met: (p: string) => /[^A-Za-z0-9]/.test(p) },
} satisfies Record<string, PasswordRule>;

/**
 * The policy's rules, in the order its messages name them. The one list both the server's check
 * (passwordPolicyProblem) and the forms' rule list read, so the two cannot disagree.
 */
export function passwordRules(policy: PasswordPolicy): PasswordRule[] {
  if (policy === "basic") return [RULES.length6];
  if (policy === "medium") return [RULES.length8, RULES.number];
  return [RULES.length8, RULES.number, RULES.symbol];
}

/** What the password lacks under the policy, as one sentence; null when it complies. */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): string | null {
  const missing = passwordRules(policy)
    .filter((rule) => !rule.met(password))
    .map((rule) => (rule.id === "length" ? (policy === "basic" ? "6" : "8") : rule.id));
  return missing.length === 0 ? null : PROBLEMS[missing.join(",")];
}
