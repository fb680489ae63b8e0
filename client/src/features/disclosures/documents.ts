import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { BadgePercent, FileText, Handshake, MessageSquareWarning, Scale, type LucideIcon } from "lucide-react";

/** The disclosures' documents, in the order the index and each page's list show them (docs/decisions/regulatory-disclosures.md). */
export const DISCLOSURE_DOCUMENTS: readonly { href: string; title: MessageDescriptor; summary: MessageDescriptor; icon: LucideIcon }[] = [
  {
    href: "/disclosures/fair-practices-code",
    title: msg`Fair Practices Code`,
    summary: msg`How we deal with you at every step of a loan, from the application to the return of your property papers.`,
    icon: Scale,
  },
  {
    href: "/disclosures/mitc",
    title: msg`Most Important Terms and Conditions (MITC)`,
    summary: msg`The terms of a home loan that matter most: interest, fees and charges, security, repayment and recovery.`,
    icon: FileText,
  },
  {
    href: "/disclosures/interest-rate-policy",
    title: msg`Interest Rate Policy`,
    summary: msg`How we set the rate of each loan type, our current rates, and what the Key Fact Statement and the APR show.`,
    icon: BadgePercent,
  },
  {
    href: "/disclosures/grievance-redressal",
    title: msg`Grievance Redressal Policy`,
    summary: msg`Our grievance redressal officer, how soon we answer, and how to escalate to the RBI Integrated Ombudsman.`,
    icon: MessageSquareWarning,
  },
  {
    href: "/disclosures/lending-partners",
    title: msg`Lending Partners and Service Providers`,
    summary: msg`Our digital lending app, the banks and NBFCs we co-lend with, and the service providers that work on your loan.`,
    icon: Handshake,
  },
];

/** The day the documents were last reviewed, shown on each. */
export const DISCLOSURES_REVIEWED_ON = "2026-11-20";
