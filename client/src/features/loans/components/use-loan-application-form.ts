import type { I18n } from "@lingui/core";
import { catalogueText } from "@/lib/catalogue-text";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useLocation } from "wouter";
import type { LoanApplicationInput } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { applyServerIssues } from "@/lib/form-issues";
import { usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useCreateLoanApplication } from "../api/create-loan-application";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { LOAN_TAB_FIELDS, loanFormResolver, PERSONAL_TAB_FIELDS, SERVER_FIELDS, type LoanFormValues } from "../lib/loan-form";

export type LoanTab = "loan" | "personal";

const tabHasErrors = (errors: FieldErrors<LoanFormValues>, fields: readonly (keyof LoanFormValues)[]) => fields.some((f) => errors[f]);

/** The application form's state: values, the open tab, and submission with the spec's toasts. */
export function useLoanApplicationForm(defaultValues: LoanFormValues, onSubmitted: (loan: LoanApplicationRow) => void) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { user } = useUser();
  const create = useCreateLoanApplication();
  const [tab, setTab] = useState<LoanTab>("loan");
  const form = useForm<LoanFormValues, unknown, LoanApplicationInput>({
    resolver: loanFormResolver,
    defaultValues,
    shouldFocusError: false,
  });
  usePreloadWhenIdle(loanFormResolver);

  const { errors } = form.formState;
  const tabErrors = { loan: tabHasErrors(errors, LOAN_TAB_FIELDS), personal: tabHasErrors(errors, PERSONAL_TAB_FIELDS) };

  // Errors on the hidden tab would go unseen: open the tab that has them and focus the first one.
  const showErrors = (found: FieldErrors<LoanFormValues>) => {
    // The form's checks could not load (the connection dropped): nothing was sent; say so.
    if (found.root) return toast({ title: t`Submission Failed`, description: found.root.message, variant: "destructive" });
    const target: LoanTab = tabHasErrors(found, LOAN_TAB_FIELDS) ? "loan" : "personal";
    setTab(target);
    const first = [...LOAN_TAB_FIELDS, ...PERSONAL_TAB_FIELDS].find((f) => found[f]);
    if (first && first !== "existingLoanDetails" && first !== "loanType") requestAnimationFrame(() => form.setFocus(first));
  };

  const onSubmit = form.handleSubmit((payload) => {
    if (!user) return navigate("/auth");
    create.mutate(
      { ...payload, userId: user.id, userEmail: user.email },
      {
        onSuccess: (loan) => {
          const id = loan.id;
          toast({
            title: t`Application Submitted`,
            description: t`Your application #${id} has been received. We'll keep you posted on your dashboard.`,
          });
          onSubmitted(loan);
        },
        onError: (error) => {
          toast({ title: t`Submission Failed`, description: submissionFailure(error, i18n), variant: "destructive" });
          applyServerIssues(error, SERVER_FIELDS, form.setError);
          if (Object.keys(form.formState.errors).length) showErrors(form.formState.errors);
        },
      },
    );
  }, showErrors);

  // Checking waits on the schema's download when the page was not idle long enough: no second press meanwhile.
  return {
    form,
    tab,
    setTab,
    tabErrors,
    onSubmit,
    isPending: create.isPending,
    isChecking: form.formState.isSubmitting,
    signedIn: Boolean(user),
  };
}

/** Spec 8: a non-OK answer reads "Failed to submit loan application to server", followed here by the server's reason. */
function submissionFailure(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    // The server's reason: a catalogue id (its English) or already in the page's language.
    const reason = catalogueText(i18n, errorMessage(error));
    return i18n._(msg`Failed to submit loan application to server: ${reason}`);
  }
  return catalogueText(i18n, errorMessage(error, i18n._(msg`There was a problem submitting your application.`)));
}
