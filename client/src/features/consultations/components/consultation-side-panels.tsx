import { BadgeCheck, CalendarClock, ShieldCheck, Users, Wallet } from "lucide-react";
import { CHANGE_WINDOW_HOURS } from "@shared/catalog/consultations";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const REASONS = [
  { icon: Wallet, text: "Zero fee: your first session is completely free" },
  { icon: Users, text: "Certified advisers who work with banks and NBFCs, not agents" },
  { icon: ShieldCheck, text: "Unbiased advice on loans, balance transfers and SIPs" },
  { icon: BadgeCheck, text: "Fully online: talk from home, at a time that suits you" },
];

const STEPS = [
  "Book a slot that suits you and confirm it with a ₹0 payment",
  "Get a confirmation by email with your adviser's details",
  "Talk to your adviser for up to an hour, by phone or video",
  "Read your adviser's summary and next steps on your dashboard",
];

/** Why choose us, what to expect in four steps, and the reschedule note. */
export function ConsultationSidePanels() {
  return (
    <aside className="grid content-start gap-6" aria-label="About your consultation">
      <Card>
        <CardHeader>
          <CardTitle>Why choose us</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 text-sm">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What to expect</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 text-sm">
            {STEPS.map((step, i) => (
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
            <h3 className="font-semibold">Need to reschedule?</h3>
            <p className="mt-1 text-muted-foreground">
              Reschedule or cancel from your dashboard up to {CHANGE_WINDOW_HOURS} hours before your consultation starts.
            </p>
          </div>
        </CardContent>
      </Card>
    </aside>
  );
}
