import { Trans, useLingui } from "@lingui/react/macro";
import { catalogueText } from "@/lib/catalogue-text";
import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS } from "@shared/catalog/grievances";
import { groupIndian } from "@shared/format";
import type { GrievanceInput } from "@shared/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useCreateGrievance } from "../api/create-grievance";
import type { GrievanceRow } from "../api/get-grievances";

type FormValues = { category: string; subject: string; description: string; relatedId: string };
const FIELDS = ["category", "subject", "description", "relatedId"] as const;
const EMPTY: FormValues = { category: "", subject: "", description: "", relatedId: "" };
/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const resolver = lazyZodResolver<FormValues, GrievanceInput>(() => import("@shared/schema/grievances").then((m) => m.grievanceInputSchema));
const L = GRIEVANCE_LIMITS;

/** The complaint form: what it is about, a subject, what happened, and optionally the item's number. */
export function GrievanceForm({ onFiled }: { onFiled: (grievance: GrievanceRow) => void }) {
  const [, navigate] = useLocation();
  const { t, i18n } = useLingui();
  const create = useCreateGrievance();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, GrievanceInput>({ resolver, defaultValues: EMPTY });
  usePreloadWhenIdle(resolver);
  const { errors } = form.formState;
  const description = form.watch("description");
  // The schema's messages are catalogue ids (their English); the server's arrive in the page's language.
  const errorOf = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? catalogueText(i18n, message) : undefined;
  };
  const typed = groupIndian(description.length);
  const max = groupIndian(L.descriptionMax);
  const days = COMPANY.grievanceOfficer.responseDays;

  const onSubmit = form.handleSubmit(
    (values) => {
      setRefusal(null);
      create.mutate(values, {
        onSuccess: (grievance) => {
          form.reset(EMPTY);
          onFiled(grievance);
        },
        onError: (error) => {
          // A session that ended while the form was open: log in again; what was typed is lost either way.
          if (error instanceof ApiError && error.status === 401) return navigate("/auth");
          applyServerIssues(error, FIELDS, form.setError);
          setRefusal(errorMessage(error, t`We could not register your complaint. Please try again.`));
        },
      });
      // The form's checks could not load (the connection dropped): nothing was sent; say so where refusals show.
    },
    (found) => setRefusal(found.root?.message ? i18n._(found.root.message) : null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="grievance-category" label={t`What is it about?`} error={errorOf("category")}>
        <NativeSelect {...fieldAria("grievance-category", errorOf("category"))} {...form.register("category")}>
          <option value="">{t`Choose a category`}</option>
          {GRIEVANCE_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {i18n._(c.label)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="grievance-subject" label={t`Subject`} error={errorOf("subject")} hint={t`One line, e.g. Processing fee charged twice`}>
        <Input
          maxLength={L.subjectMax}
          autoComplete="off"
          {...fieldAria("grievance-subject", errorOf("subject"), true)}
          {...form.register("subject")}
        />
      </Field>
      <Field
        id="grievance-description"
        label={t`What happened?`}
        error={errorOf("description")}
        hint={t`What went wrong, when, and what you would like us to do. ${typed} / ${max} characters.`}
      >
        <Textarea
          rows={6}
          maxLength={L.descriptionMax}
          {...fieldAria("grievance-description", errorOf("description"), true)}
          {...form.register("description")}
        />
      </Field>
      <Field
        id="grievance-related"
        label={t`Application, booking or payment number (optional)`}
        error={errorOf("relatedId")}
        hint={t`Helps us find it quickly, e.g. Loan #1024 or pay_29QQoUBi66xm2f`}
      >
        <Input
          maxLength={L.relatedIdMax}
          autoComplete="off"
          {...fieldAria("grievance-related", errorOf("relatedId"), true)}
          {...form.register("relatedId")}
        />
      </Field>
      {refusal && (
        <Alert variant="destructive">
          <div>
            <AlertTitle>
              <Trans>Your complaint was not sent</Trans>
            </AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </div>
        </Alert>
      )}
      <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          <Trans>You get a reference number at once and our answer within {days} days, by e-mail and here.</Trans>
        </p>
        <Button type="submit" size="lg" disabled={create.isPending || form.formState.isSubmitting} className="sm:min-w-48">
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {create.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit complaint</Trans>}
        </Button>
      </div>
    </form>
  );
}
