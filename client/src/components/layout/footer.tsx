import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, MapPin, MessageSquareWarning, Phone, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { catalogueText } from "@/lib/catalogue-text";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { SOCIAL_ICONS } from "./social-icons";

const QUICK_LINKS = [
  { label: msg`Home`, href: "/" },
  { label: msg`Home Loans`, href: "/loan-application?type=home-loan" },
  { label: msg`SIP Investments`, href: "/sip" },
  { label: msg`Consultation`, href: "/consultation" },
  { label: msg`About`, href: "/about" },
];

/** The regulatory disclosures (/disclosures and its documents), as Indian lenders link them from every page's foot. */
const DISCLOSURE_LINKS = [
  { label: msg`Disclosures`, href: "/disclosures" },
  { label: msg`Fair Practices Code`, href: "/disclosures/fair-practices-code" },
  { label: msg`MITC`, href: "/disclosures/mitc" },
  { label: msg`Interest Rate Policy`, href: "/disclosures/interest-rate-policy" },
  { label: msg`Grievance Redressal Policy`, href: "/disclosures/grievance-redressal" },
  { label: msg`Lending Partners`, href: "/disclosures/lending-partners" },
];

const headingClass = "mb-4 text-sm font-semibold uppercase tracking-wider text-foreground";
const linkClass = "transition-colors hover:text-primary";

/** `roomForChat`: the last line ends above the chat button's corner, so the button never covers it. */
export function Footer({ roomForChat = false }: { roomForChat?: boolean }) {
  const { grievanceOfficer: officer } = COMPANY;
  const { t, i18n } = useLingui();
  const company = COMPANY.name;
  const year = new Date().getFullYear();
  const { rbiRegistrationNo: rbiNo, cin, gstin } = COMPANY;
  return (
    <footer className="border-t bg-muted/40 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Brand />
          <p className="mt-4 leading-relaxed">
            <Trans>
              {company} is a digital home-finance platform that works directly with banks and NBFCs, with no agents. Home loans, loans
              against property, balance-transfer top-ups, SIPs and free expert consultations.
            </Trans>
          </p>
          <ul className="mt-5 flex gap-2" aria-label={t`Social media`}>
            {COMPANY.social.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${company} on ${name}`}
                    className="flex size-9 items-center justify-center rounded-full border bg-background transition-all hover:-translate-y-0.5 hover:border-primary hover:text-primary"
                  >
                    <Icon className="size-4" aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label={t`Quick links`}>
          <h2 className={headingClass}>
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="grid gap-2.5">
            {QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {i18n._(l.label)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={`${headingClass} mt-8`}>
            <Trans>Business Hours</Trans>
          </h2>
          <ul className="grid gap-1.5">
            {COMPANY.businessHours.map((b) => (
              <li key={b.days} className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  {catalogueText(i18n, b.days)}: {catalogueText(i18n, b.hours)}
                </span>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>
            <Trans>Contact Us</Trans>
          </h2>
          <ul className="grid gap-3">
            {COMPANY.phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden />
                <a href={`tel:${phone.replace(/\s/g, "")}`} className={linkClass}>
                  {phone}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden />
              <a href={`mailto:${COMPANY.email}`} className={linkClass}>
                {COMPANY.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              {/* The postal address, the officer's and the company's legal name are written in English in every language. */}
              <address lang="en" className="not-italic leading-relaxed">
                {COMPANY.address}
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>
            <Trans>Grievance Redressal</Trans>
          </h2>
          <div className="rounded-lg border bg-background p-4">
            <p className="flex items-center gap-2 font-medium text-foreground">
              <ShieldAlert className="size-4 text-amber-500" aria-hidden />
              <span lang="en">{officer.name}</span>
            </p>
            <p className="mt-1 text-xs">
              <Trans>Grievance Redressal Officer</Trans>
            </p>
            <p className="mt-3">
              <a href={`mailto:${officer.email}`} className={linkClass}>
                {officer.email}
              </a>
            </p>
            <p>
              <a href={`tel:${officer.phone.replace(/\s/g, "")}`} className={linkClass}>
                {officer.phone}
              </a>
            </p>
            <p className="mt-3 text-xs leading-relaxed">{catalogueText(i18n, officer.escalationNote)}</p>
            <Link
              href="/grievance"
              className="mt-4 inline-flex items-center gap-1.5 rounded-md bg-primary px-3 py-2 text-xs font-semibold text-primary-foreground transition-colors hover:bg-primary/90"
            >
              <MessageSquareWarning className="size-4" aria-hidden /> <Trans>Raise a complaint</Trans>
            </Link>
          </div>
        </div>
      </div>
      <div className="border-t">
        <div className={cn("mx-auto grid max-w-7xl gap-3 px-4 py-5 text-xs sm:px-6 lg:px-8", roomForChat && "sm:pr-24 lg:pr-24")}>
          <nav aria-label={t`Regulatory disclosures`}>
            {/* Each link at least 24 px tall: wrapped onto several lines on a phone, they stay apart enough to tap. */}
            <ul className="flex flex-wrap gap-x-4">
              {DISCLOSURE_LINKS.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={`${linkClass} inline-flex min-h-6 items-center font-medium text-foreground`}>
                    {i18n._(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* The registration numbers are the company catalogue's; each keeps to one line where the screen allows. */}
          <p className="leading-relaxed">
            <span lang="en">{COMPANY.legalName}</span>. {t`Registered with the RBI as a housing finance company, Registration No. ${rbiNo}`}
            <span aria-hidden> · </span>
            {/* Codes, written as the company's papers write them in every language. */}
            <span className="whitespace-nowrap">CIN {cin}</span>
            <span aria-hidden> · </span>
            <span className="whitespace-nowrap">GSTIN {gstin}</span>
          </p>
        </div>
      </div>
      <div className="border-t">
        <div
          className={cn(
            "mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8",
            roomForChat && "pb-24 sm:pb-5 sm:pr-24 lg:pr-24",
          )}
        >
          {/* Prerendered pages carry the year of their build: after a new year, until the next build, their HTML's year stands. */}
          <p suppressHydrationWarning>{t`© ${year} GharSetu. All rights reserved.`}</p>
          <nav aria-label={t`Legal`} className="flex flex-wrap gap-x-4 gap-y-1">
            <Link href="/privacy" className={linkClass}>
              <Trans>Privacy Notice</Trans>
            </Link>
            <Link href="/terms" className={linkClass}>
              <Trans>Terms of Use</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
