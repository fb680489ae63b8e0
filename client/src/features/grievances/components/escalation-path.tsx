import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, ExternalLink, Landmark, Mail, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { COMPANY } from "@shared/catalog/company";
import { Card, CardContent } from "@/components/ui/card";

const { grievanceOfficer: officer, ombudsman } = COMPANY;
const linkClass = "font-medium text-primary underline-offset-2 hover:underline break-all";
const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

function Step({ n, icon: Icon, title, children }: { n: number; icon: typeof Clock; title: string; children: ReactNode }) {
  return (
    <li className="h-full">
      <Card className="h-full">
        <CardContent className="grid content-start gap-3 p-5 text-sm">
          <div className="flex items-center gap-3">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              aria-hidden
            >
              {n}
            </span>
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <span className="sr-only">
                <Trans>Step {n}:</Trans>{" "}
              </span>
              {title}
              <Icon className="size-4 text-primary" aria-hidden />
            </h2>
          </div>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * RBI's digital lending directions: the grievance redressal officer's contact, our response time and
 * the escalation to the RBI Integrated Ombudsman, in the order a customer takes them.
 */
export function EscalationPath() {
  const { t, i18n } = useLingui();
  const days = officer.responseDays;
  // The scheme's name is a shared catalogue text (its English is its id); the officer's name and the
  // Ombudsman's postal address are written in English in every language, and marked so.
  const scheme = i18n._(ombudsman.name);
  const post = <span lang="en">{ombudsman.post}</span>;
  const portalLabel = ombudsman.portalLabel;
  const tollFree = ombudsman.tollFree;
  return (
    <ol className="grid gap-4 md:grid-cols-3" aria-label={t`How to complain`}>
      <Step n={1} icon={UserRound} title={t`Write to our officer`}>
        <p>
          <Trans>
            File a complaint on this page, or contact our Grievance Redressal Officer directly. Either way you get a reference number at
            once.
          </Trans>
        </p>
        <address className="grid gap-1.5 rounded-md bg-secondary/50 p-3 not-italic">
          <span lang="en" className="font-semibold">
            {officer.name}
          </span>
          <span className="text-xs text-muted-foreground">{i18n._(officer.designation)}</span>
          <span className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <a href={`mailto:${officer.email}`} className={linkClass}>
              {officer.email}
            </a>
          </span>
          <span className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <a href={tel(officer.phone)} className={linkClass}>
              {officer.phone}
            </a>
          </span>
          <span className="text-xs text-muted-foreground">{i18n._(officer.hours)}</span>
        </address>
      </Step>
      <Step n={2} icon={Clock} title={t`Our answer within ${days} days`}>
        <p>
          <Trans>
            We acknowledge every complaint at once and answer it within <strong>{days} days</strong> of receiving it, by e-mail and on this
            page, where you can follow its status.
          </Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>Most complaints are resolved much sooner. Quote your reference number whenever you contact us about it.</Trans>
        </p>
      </Step>
      <Step n={3} icon={Landmark} title={t`Escalate to the RBI`}>
        <p>
          <Trans>
            If we have not answered within {days} days, or you are not satisfied with our answer, you may complain under the{" "}
            <strong>{scheme}</strong>:
          </Trans>
        </p>
        <ul className="grid gap-1.5">
          <li className="flex items-center gap-2">
            <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              <Trans>
                Online at{" "}
                <a href={ombudsman.portal} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {portalLabel}
                </a>
              </Trans>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              <Trans>
                Toll-free{" "}
                <a href={tel(tollFree)} className={linkClass}>
                  {tollFree}
                </a>
              </Trans>
            </span>
          </li>
        </ul>
        <p className="text-xs text-muted-foreground">
          <Trans>
            By post: {post}. File within one year of our answer (or one year and {days} days of your complaint if we did not answer).
          </Trans>
        </p>
      </Step>
    </ol>
  );
}
