import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import type { LoanApplicationInput } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { catalogueText } from "@/lib/catalogue-text";
import { clearDraft, signInReturningTo } from "@/lib/form-draft";
import { applyServerIssues } from "@/lib/form-issues";
import { usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useCreateLoanApplication } from "../api/create-loan-application";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { LOAN_TAB_FIELDS, loanFormResolver, PERSONAL_TAB_FIELDS, SERVER_FIELDS, type LoanFormValues } from "../lib/loan-form";

export type LoanTab = "loan" | "personal";

const TAB_FIELDS = { loan: LOAN_TAB_FIELDS, personal: PERSONAL_TAB_FIELDS } as const;
/** Fields only some loan types show: their errors go when the type changes (the next check looks again). */
const TYPE_FIELDS = ["purchaseKind", "propertyValue", "propertyAddress", "existingLoanDetails"] as const;

const tabHasErrors = (errors: FieldErrors<LoanFormValues>, fields: readonly (keyof LoanFormValues)[]) => fields.some((f) => errors[f]);

/** The first field of `fields` with an error, by the name its input is registered under. */
function firstErrorField(errors: FieldErrors<LoanFormValues>, fields: readonly (keyof LoanFormValues)[]) {
  const first = fields.find((f) => errors[f]);
  if (first === "existingLoanDetails") {
    const nested = Object.keys(errors.existingLoanDetails ?? {})[0] as keyof LoanFormValues["existingLoanDetails"] | undefined;
    return nested && (`existingLoanDetails.${nested}` as const);
  }
  return first === "loanType" ? undefined : first;
}

/**
 * The application form's state: values, the open step, and submission with the spec's toasts. Each step is
 * checked before the next opens; a signed-out visitor who sends it signs in first and comes back to it
 * (their draft kept meanwhile: docs/decisions/form-drafts.md).
 */
export function useLoanApplicationForm(defaultValues: LoanFormValues, onSubmitted: (loan: LoanApplicationRow) => void) {
  const { t, i18n } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
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

  // A field shown in error is checked again as it changes (before the first submission react-hook-form
  // would wait for the next check), so the message goes as soon as the value is right.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      // Only fields shown in error: clearing any other would still redraw the whole form.
      if (name === "loanType") {
        const stale = TYPE_FIELDS.filter((field) => form.getFieldState(field).error);
        return stale.length ? form.clearErrors(stale) : undefined;
      }
      if (form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const focusFirstError = (found: FieldErrors<LoanFormValues>, fields: readonly (keyof LoanFormValues)[]) => {
    const first = firstErrorField(found, fields);
    if (first) requestAnimationFrame(() => form.setFocus(first));
  };

  /** Opens a step: going on checks the step being left first, and stays on it with its errors shown at the fields. */
  const goToTab = async (target: LoanTab) => {
    if (target === tab) return;
    if (target === "personal") {
      // (While the checks cannot load, nothing is found here: the submission says so.)
      const ok = await form.trigger([...TAB_FIELDS.loan]);
      // The errors as the check left them: `form.formState` is the last render's, which may not have
      // caught up yet (the focus then went nowhere, depending on timing).
      if (!ok) {
        const found = Object.fromEntries(TAB_FIELDS.loan.map((field) => [field, form.getFieldState(field).error]));
        return focusFirstError(found, TAB_FIELDS.loan);
      }
    }
    setTab(target);
  };

  // Errors on the hidden tab would go unseen: open the tab that has them and focus the first one.
  const showErrors = (found: FieldErrors<LoanFormValues>) => {
    // The form's checks could not load (the connection dropped): nothing was sent; say so.
    if (found.root) return toast({ title: t`Submission Failed`, description: found.root.message, variant: "destructive" });
    const target: LoanTab = tabHasErrors(found, LOAN_TAB_FIELDS) ? "loan" : "personal";
    setTab(target);
    focusFirstError(found, TAB_FIELDS[target]);
  };

  // A visitor signs in (or registers) and comes back here, to the draft they typed.
  const returnTo = `${path}${search ? `?${search}` : ""}`;
  const signIn = () => navigate(signInReturningTo(returnTo));

  const onSubmit = form.handleSubmit((payload) => {
    if (!user) return signIn();
    create.mutate(
      { ...payload, userId: user.id, userEmail: user.email },
      {
        onSuccess: (loan) => {
          clearDraft("loan-application");
          const id = loan.id;
          toast({
            title: t`Application Submitted`,
            description: t`Your application #${id} has been received. We'll keep you posted on your dashboard.`,
          });
          onSubmitted(loan);
        },
        onError: (error) => {
          // A session that ended while the form was open: sign in again and come back, as a visitor would.
          if (error instanceof ApiError && error.status === 401) return signIn();
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
    goToTab,
    tabErrors,
    onSubmit,
    isPending: create.isPending,
    isChecking: form.formState.isSubmitting,
    signedIn: Boolean(user),
    /** The page's query (a draft belongs to it), and the page with it (where signing in comes back to). */
    search,
    returnTo,
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
