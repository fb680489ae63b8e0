import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FilePlus2, ListChecks } from "lucide-react";
import { useState } from "react";
import { COMPANY } from "@shared/catalog/company";
import { TabHeading } from "@/components/list-states";
import { PageHeader } from "@/components/layout/page-header";
import { SignInNotice } from "@/components/sign-in-notice";
import { SuccessBanner } from "@/components/success-banner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { GrievanceRow } from "@/features/grievances/api/get-grievances";
import { EscalationPath } from "@/features/grievances/components/escalation-path";
import { GrievanceForm } from "@/features/grievances/components/grievance-form";
import { MyGrievances } from "@/features/grievances/components/my-grievances";
import { useUser } from "@/lib/auth/get-user";
import { formatDate } from "@/lib/format";

const { grievanceOfficer: officer } = COMPANY;

const TIPS = [
  msg`Say what happened and when, and what you would like us to do about it.`,
  msg`Add the number of the application, booking or payment concerned, if there is one.`,
  msg`Never write your password, OTP, full Aadhaar or card number: we never need them.`,
  msg`One complaint per problem: we answer each one on its own.`,
];

function Filed({ grievance, onAnother }: { grievance: GrievanceRow; onAnother: () => void }) {
  const { t } = useLingui();
  const due = formatDate(grievance.dueDate);
  return (
    <SuccessBanner title={t`Your complaint is registered`} badge={grievance.reference}>
      <p className="max-w-md text-muted-foreground">
        <Trans>
          Our grievance redressal officer will answer by <strong className="text-foreground">{due}</strong>. We have e-mailed you the
          reference; follow the status below.
        </Trans>
      </p>
      <Button variant="outline" onClick={onAnother}>
        <FilePlus2 aria-hidden /> <Trans>File another complaint</Trans>
      </Button>
    </SuccessBanner>
  );
}

/** Grievance redressal: the officer, the 30-day promise and the escalation path for everyone; the complaint form and one's own complaints when signed in. */
export default function GrievancePage() {
  const { user, isPending } = useUser();
  const [filed, setFiled] = useState<GrievanceRow | null>(null);
  const { t, i18n } = useLingui();
  const days = officer.responseDays;
  const { email, phone } = officer;

  return (
    <>
      <PageHeader
        eyebrow={t`Grievance redressal`}
        title={t`Raise a Complaint`}
        description={t`Something went wrong? Tell us. Our grievance redressal officer answers every complaint within ${days} days, and you can take it to the RBI Ombudsman if we fall short.`}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <EscalationPath />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <section aria-labelledby="grievance-form-heading" className="lg:col-span-2">
            {filed ? (
              <Filed grievance={filed} onAnother={() => setFiled(null)} />
            ) : (
              <Card>
                <CardHeader className="px-4 sm:px-6">
                  <h2 id="grievance-form-heading" className="text-xl font-semibold leading-tight tracking-tight">
                    <Trans>File a complaint</Trans>
                  </h2>
                  <CardDescription>
                    <Trans>It goes straight to our grievance redressal officer.</Trans>
                  </CardDescription>
                </CardHeader>
                <CardContent className="px-4 sm:px-6">
                  {isPending ? (
                    <div role="status" className="space-y-4 py-2">
                      <span className="sr-only">{t`Loading`}</span>
                      <Skeleton className="h-10 w-full" />
                      <Skeleton className="h-10 w-full" />
                      <Skeleton className="h-24 w-full" />
                    </div>
                  ) : user ? (
                    <GrievanceForm onFiled={setFiled} />
                  ) : (
                    <SignInNotice
                      title={t`Log in to file a complaint online`}
                      description={t`Filing online lets you follow the status and read our answer here. You can also write to ${email} or call ${phone} without an account.`}
                    />
                  )}
                </CardContent>
              </Card>
            )}
          </section>
          <aside aria-label={t`Before you write`}>
            <Card>
              <CardHeader>
                <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
                  <ListChecks className="size-5 text-primary" aria-hidden /> <Trans>Before you write</Trans>
                </h2>
              </CardHeader>
              <CardContent>
                <ul className="grid list-disc gap-2 pl-5 text-sm marker:text-primary">
                  {TIPS.map((tip) => (
                    <li key={tip.id}>{i18n._(tip)}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </aside>
        </div>
        {user && (
          <section aria-label={t`Your complaints`}>
            <TabHeading title={t`Your complaints`} description={t`Newest first, with our response and the days left of our ${days}.`} />
            <MyGrievances />
          </section>
        )}
      </div>
    </>
  );
}
