import type { PasswordPolicy } from "../schema/settings";

export const PASSWORD_POLICY_LABELS: Record<PasswordPolicy, string> = {
  basic: "Basic (6+ characters)",
  medium: "Medium (8+ characters, 1 number)",
  strong: "Strong (8+ characters, number, symbol)",
};

/** What the password lacks under the policy, as one sentence; null when it complies. */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): string | null {
  const missing: string[] = [];
  const minLength = policy === "basic" ? 6 : 8;
  if (password.length < minLength) missing.push(`at least ${minLength} characters`);
  if (policy !== "basic" && !/\d/.test(password)) missing.push("a number");
  if (policy === "strong" && !/[^A-Za-z0-9]/.test(password)) missing.push("a symbol");
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `Password must have ${list}`;
}
