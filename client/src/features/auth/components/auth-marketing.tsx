import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock3, ShieldCheck, Sparkles } from "lucide-react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { formatPercent } from "@/lib/format";

const POINTS = [
  {
    icon: ShieldCheck,
    title: msg`Secure account`,
    text: msg`Your data is encrypted and protected. Only you can see your applications, investments and documents.`,
  },
  {
    icon: Sparkles,
    title: msg`Customized solutions`,
    text: msg`Loan and SIP options matched to your income, property and goals, directly from banks and NBFCs.`,
  },
  {
    icon: Clock3,
    title: msg`24/7 dashboard access`,
    text: msg`Track applications, SIPs, consultations and payments any time, from any device.`,
  },
];

export function AuthMarketing() {
  const { t } = useLingui();
  const promoRate = formatPercent(LOAN_LIMITS.promoRateFrom);
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-sky-900 p-8 text-primary-foreground shadow-xl sm:p-10 dark:from-sky-950 dark:to-slate-900 dark:text-slate-100"
    >
      <div aria-hidden className="absolute -right-20 -top-20 size-64 rounded-full bg-amber-400/20 blur-3xl" />
      <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">
        <Trans>Your bridge home</Trans>
      </p>
      <h2 id="auth-marketing-title" className="mt-2 text-3xl font-bold leading-tight">
        <Trans>One account for your home loan, SIPs and expert advice</Trans>
      </h2>
      <p className="mt-3 opacity-90">
        <Trans>No agents, no hidden fees. Home loan rates from {promoRate} p.a.</Trans>
      </p>
      <ul className="mt-8 grid gap-6">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
              <Icon className="size-5 text-amber-300" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm opacity-85">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
