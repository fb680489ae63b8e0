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

/** What the password lacks under the policy, as one sentence; null when it complies. */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): string | null {
  const missing: string[] = [];
  const minLength = policy === "basic" ? 6 : 8;
  if (password.length < minLength) missing.push(String(minLength));
  if (policy !== "basic" && !/\d/.test(password)) missing.push("number");
  if (policy === "strong" && !/[^A-Za-z0-9]/.test(password)) missing.push("symbol");
  return missing.length === 0 ? null : PROBLEMS[missing.join(",")];
}
