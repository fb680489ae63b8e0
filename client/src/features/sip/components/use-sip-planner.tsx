import { useLingui } from "@lingui/react/macro";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useSearchParams } from "wouter";
import { SIP_PLANS, sipPlanByName, type SipPlan } from "@shared/catalog/sip-plans";
import type { SipInvestmentInput } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorCode, errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { applyServerIssues } from "@/lib/form-issues";
import { usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useCreateSipInvestment } from "../api/create-sip-investment";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import {
  SIP_SERVER_FIELDS,
  initialSipValues,
  sipFormResolver,
  valuesForPlan,
  type SipFormValues,
  type SipQueryPrefill,
} from "../lib/sip-form";

export type SipTabValue = "plans" | "calculator" | "invest";

/** The SIP page's state shared by its three tabs: the form (kept while tabs switch), the chosen plan, and tab changes. */
function usePlannerState(prefill: SipQueryPrefill, onCreated: (sip: SipInvestmentRow) => void) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [, setParams] = useSearchParams();
  const { user } = useUser();
  const create = useCreateSipInvestment();
  // Investing needs verified KYC: the server's words on what is missing, shown at the form with a way to it.
  const [kycNeeded, setKycNeeded] = useState<string | null>(null);
  const [initial] = useState(() => initialSipValues(prefill));
  const form = useForm<SipFormValues, unknown, SipInvestmentInput>({ resolver: sipFormResolver, defaultValues: initial });
  usePreloadWhenIdle(sipFormResolver);
  const planName = form.watch("planName");
  // The calculator's figures outlive its tab (tabs unmount when hidden); they start from the query.
  const [calculator, setCalculator] = useState(() => ({ monthlyAmount: prefill.amount, years: prefill.period, rate: prefill.rate }));
  const keepCalculator = useCallback((values: { monthlyAmount: number; years: number; rate: number }) => setCalculator(values), []);

  const goTo = (tab: SipTabValue) => {
    setParams({ tab });
    document.getElementById("sip-tabs")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const selectPlan = (plan: SipPlan) => form.reset(valuesForPlan(form.getValues(), plan, prefill), { keepDefaultValues: true });

  const startWithPlan = (plan: SipPlan) => {
    selectPlan(plan);
    goTo("invest");
  };

  /** 'Start SIP Now': the calculator's amount, period and return go into the form. */
  const startFromCalculator = (values: { monthlyAmount: number; years: number; rate: number }) => {
    form.setValue("monthlyAmount", String(values.monthlyAmount), { shouldDirty: true });
    form.setValue("durationMonths", String(values.years * 12), { shouldDirty: true });
    form.setValue("expectedReturns", String(values.rate), { shouldDirty: true });
    form.clearErrors(["monthlyAmount", "durationMonths", "expectedReturns"]);
    goTo("invest");
  };

  const onSubmit = form.handleSubmit(
    (payload) => {
      if (!user) return navigate("/auth");
      create.mutate(payload, {
        onSuccess: (sip) => onCreated(sip),
        onError: (error) => {
          setKycNeeded(errorCode(error) === "KYC_REQUIRED" ? errorMessage(error) : null);
          // The usual retry text; a refusal that trying again cannot fix (409) gives the server's reason instead.
          const description =
            error instanceof ApiError && error.status === 409 ? errorMessage(error) : t`Failed to create SIP investment. Please try again.`;
          toast({ title: t`Error`, description, variant: "destructive" });
          applyServerIssues(error, SIP_SERVER_FIELDS, form.setError);
        },
      });
      // The form's checks could not load (the connection dropped): nothing was sent; say so.
    },
    (found) =>
      void (
        found.root && toast({ title: t`Error`, description: found.root.message && i18n._(found.root.message), variant: "destructive" })
      ),
  );

  return {
    form,
    plan: sipPlanByName(planName),
    plans: SIP_PLANS,
    calculator,
    keepCalculator,
    selectPlan,
    startWithPlan,
    startFromCalculator,
    onSubmit,
    isPending: create.isPending,
    kycNeeded,
    isChecking: form.formState.isSubmitting,
    signedIn: Boolean(user),
  };
}

type Planner = ReturnType<typeof usePlannerState>;
const PlannerContext = createContext<Planner | null>(null);

export function SipPlannerProvider({
  prefill,
  onCreated,
  children,
}: {
  prefill: SipQueryPrefill;
  onCreated: (sip: SipInvestmentRow) => void;
  children: ReactNode;
}) {
  return <PlannerContext.Provider value={usePlannerState(prefill, onCreated)}>{children}</PlannerContext.Provider>;
}

export function useSipPlanner(): Planner {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error("useSipPlanner needs a SipPlannerProvider");
  return planner;
}
