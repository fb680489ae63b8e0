import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Circle } from "lucide-react";
import { useMemo } from "react";
import type { FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import { passwordPolicyProblem, passwordRules } from "@shared/catalog/password-policy";
import type { PasswordPolicy } from "@shared/catalog/settings";
import { cn } from "@/lib/utils";

type PasswordRulesProps = {
  /** Named by the password input's aria-describedby. */
  id: string;
  password: string;
  policy: PasswordPolicy | undefined;
};

/**
 * The password policy's rules under a new-password field, shown before anything is typed and each
 * ticked as the password meets it: the same list the server checks (shared/catalog/password-policy.ts).
 * A met rule has a tick and says "done" to a screen reader, not only a colour; how many are met is
 * announced politely once typing starts.
 */
export function PasswordRules({ id, password, policy }: PasswordRulesProps) {
  const { t, i18n } = useLingui();
  if (!policy) return null;
  const rules = passwordRules(policy).map((rule) => ({ ...rule, isMet: rule.met(password) }));
  const met = rules.filter((r) => r.isMet).length;
  const total = rules.length;
  return (
    <div id={id} className="grid gap-1 text-xs">
      <p className="text-muted-foreground">
        <Trans>Your password needs:</Trans>
      </p>
      <ul className="grid gap-1">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={cn("flex items-center gap-1.5", rule.isMet ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground")}
          >
            {rule.isMet ? <Check aria-hidden className="size-3.5 shrink-0" /> : <Circle aria-hidden className="size-3.5 shrink-0" />}
            <span>{i18n._(rule.label)}</span>
            <span className="sr-only">{rule.isMet ? t`(done)` : t`(not yet)`}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {password === "" ? "" : t`${met} of ${total} password rules met`}
      </p>
    </div>
  );
}

/**
 * The form's resolver with the password policy on one field: a password the policy refuses gets the
 * policy's message (the one the server answers), in place of the schema's general length rule, so the
 * form never names a rule weaker than the policy. The other fields' checks are the schema's.
 */
export function usePasswordPolicyResolver<T extends FieldValues, TOutput>(
  resolver: Resolver<T, unknown, TOutput>,
  field: Path<T>,
  policy: PasswordPolicy | undefined,
): Resolver<T, unknown, TOutput> {
  return useMemo<Resolver<T, unknown, TOutput>>(
    () => async (values, context, options) => {
      const result = await resolver(values, context, options);
      const password = (values as Record<string, unknown>)[field];
      const problem = policy && typeof password === "string" && password !== "" ? passwordPolicyProblem(password, policy) : null;
      if (!problem || result.errors.root) return result;
      const errors = { ...result.errors, [field]: { type: "policy", message: problem } } as FieldErrors<T>;
      return { values: {}, errors };
    },
    [resolver, field, policy],
  );
}
