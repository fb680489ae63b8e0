import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, Phone } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { DisclosureLayout } from "./disclosure-layout";
import { OfficerCard } from "./officer-card";
import { PolicySections } from "./policy-sections";

const { grievanceOfficer: officer, ombudsman } = COMPANY;
const days = officer.responseDays;
const linkClass = "font-medium text-primary underline underline-offset-2 break-all";

/** The escalation beyond us: the RBI Integrated Ombudsman, its portal, toll-free number and postal address. */
function Ombudsman() {
  const { i18n } = useLingui();
  const tollFree = ombudsman.tollFree;
  const portalLabel = ombudsman.portalLabel;
  return (
    <div className="grid gap-1.5 rounded-lg border p-4 text-sm">
      <p className="font-semibold">{i18n._(ombudsman.name)}</p>
      <p className="flex items-center gap-2">
        <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          <Trans>
            Online at{" "}
            <a href={ombudsman.portal} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {portalLabel}
            </a>
          </Trans>
        </span>
      </p>
      <p className="flex items-center gap-2">
        <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          <Trans>
            Toll-free{" "}
            <a href={`tel:${tollFree}`} className={linkClass}>
              {tollFree}
            </a>
          </Trans>
        </span>
      </p>
      <p lang="en" className="text-muted-foreground">
        {ombudsman.post}
      </p>
    </div>
  );
}

/** The grievance redressal policy: how a complaint is made, answered and escalated. The complaint form itself is at /grievance. */
export function GrievanceRedressalPolicy() {
  const { t } = useLingui();
  return (
    <DisclosureLayout
      title={t`Grievance Redressal Policy`}
      description={t`Every complaint is heard, answered in writing within ${days} days, free of charge, and can be taken to the RBI if we fall short.`}
    >
      <PolicySections
        sections={[
          {
            heading: msg`How to complain`,
            points: [
              msg`Online: file a complaint from your account and follow it until it is closed.`,
              msg`By e-mail, phone or post to our grievance redressal officer, below, with or without an account.`,
              msg`Complaining is free, and it never affects how we deal with your application or loan.`,
            ],
            after: (
              <p>
                <Link
                  href="/grievance"
                  className="inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90"
                >
                  <Trans>Raise a complaint online</Trans>
                </Link>
              </p>
            ),
          },
          {
            heading: msg`Level 1: our grievance redressal officer`,
            points: [
              msg`Every complaint gets a reference number at once, and a written answer from the officer within ${days} days of reaching us.`,
              msg`The answer says what we found and what we will do; if we do not agree with you, it says why and how to escalate.`,
            ],
            after: <OfficerCard />,
          },
          {
            heading: msg`Level 2: the RBI Integrated Ombudsman`,
            points: [
              msg`If we have not answered within ${days} days, or you are not satisfied with our answer, you may complain to the RBI Integrated Ombudsman.`,
              msg`File within one year of our answer, or within one year and ${days} days of your complaint if we did not answer.`,
            ],
            after: <Ombudsman />,
          },
          {
            heading: msg`Complaints about our partners`,
            points: [
              msg`A complaint about a bank or NBFC that co-lends with us, or a service provider that works on your loan, comes to us: we answer for them.`,
            ],
            after: (
              <p>
                <Trans>
                  See who they are on our{" "}
                  <Link href="/disclosures/lending-partners" className={linkClass}>
                    lending partners
                  </Link>{" "}
                  page.
                </Trans>
              </p>
            ),
          },
          {
            heading: msg`How we learn from complaints`,
            points: [
              msg`Every complaint and its answer is recorded, and kept after it is closed.`,
              msg`Each month we review complaints for their causes and fix what caused them; our board reviews them every quarter.`,
              msg`The officer's name and contact are also on every Key Fact Statement and at the foot of every page of this website.`,
            ],
          },
        ]}
      />
    </DisclosureLayout>
  );
}
