import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CalendarClock, ShieldCheck, Users, Wallet } from "lucide-react";
import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE } from "@shared/catalog/consultations";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency } from "@/lib/format";

const REASONS = [
  { icon: Wallet, text: msg`Zero fee: your first session is completely free` },
  { icon: Users, text: msg`Certified advisers who work with banks and NBFCs, not agents` },
  { icon: ShieldCheck, text: msg`Unbiased advice on loans, balance transfers and SIPs` },
  { icon: BadgeCheck, text: msg`Fully online: talk from home, at a time that suits you` },
];

/** Why choose us, what to expect in four steps, and the reschedule note. */
export function ConsultationSidePanels() {
  const { t } = useLingui();
  const hours = CHANGE_WINDOW_HOURS;
  // The steps are made here, not in a module constant: the first one carries the fee, formatted for the page's language.
  const fee = formatCurrency(CONSULTATION_FEE);
  const steps = [
    t`Book a slot that suits you and confirm it with a ${fee} payment`,
    t`Get a confirmation by email with your adviser's details`,
    t`Talk to your adviser for up to an hour, by phone or video`,
    t`Read your adviser's summary and next steps on your dashboard`,
  ];
  return (
    <aside className="grid content-start gap-6" aria-label={t`About your consultation`}>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Why choose us</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 text-sm">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text.id} className="flex gap-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{t(text)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>What to expect</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 text-sm">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card className="border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/30">
        <CardContent className="flex gap-3 p-5 text-sm">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
          <div>
            <h3 className="font-semibold">
              <Trans>Need to reschedule?</Trans>
            </h3>
            <p className="mt-1 text-muted-foreground">
              <Trans>Reschedule or cancel from your dashboard up to {hours} hours before your consultation starts.</Trans>
            </p>
          </div>
        </CardContent>
      </Card>
    </aside>
  );
}
