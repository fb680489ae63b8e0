import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, MessageSquareWarning, Phone } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";

const { grievanceOfficer: officer } = COMPANY;
const linkClass = "font-medium text-primary underline-offset-2 hover:underline break-all";
const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/** The grievance redressal officer's name and contact, and the way to the complaint form (/grievance). */
export function OfficerCard() {
  const { i18n } = useLingui();
  return (
    <address className="grid gap-1.5 rounded-lg border bg-secondary/40 p-4 text-sm not-italic">
      <span lang="en" className="font-semibold">
        {officer.name}
      </span>
      <span className="text-muted-foreground">{i18n._(officer.designation)}</span>
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
      <span className="text-muted-foreground">{i18n._(officer.hours)}</span>
      <Link
        href="/grievance"
        className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-md bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90"
      >
        <MessageSquareWarning className="size-4" aria-hidden /> <Trans>Raise a complaint</Trans>
      </Link>
    </address>
  );
}
