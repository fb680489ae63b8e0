import { Trans } from "@lingui/react/macro";
import { CheckCircle2, Home, LayoutDashboard } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

type SuccessBannerProps = { title: string; badge?: string; children?: ReactNode };

/**
 * The green card that ends a journey (an application, a SIP, a booking). Its heading takes focus,
 * so screen-reader users hear where the form they submitted went.
 */
export function SuccessBanner({ title, badge, children }: SuccessBannerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="border-emerald-200 dark:border-emerald-900">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <CheckCircle2 className="size-8" aria-hidden />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          {title}
        </h2>
        {badge && <p className="rounded-full bg-secondary px-4 py-1 text-sm font-semibold text-secondary-foreground">{badge}</p>}
        {children}
      </CardContent>
    </Card>
  );
}

/** The way onwards after a journey, so it never ends in a dead end: Back to Home and Go to Dashboard. */
export function JourneyLinks() {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild variant="outline" size="lg">
        <Link href="/">
          <Home aria-hidden /> <Trans>Back to Home</Trans>
        </Link>
      </Button>
      <Button asChild size="lg">
        <Link href="/dashboard">
          <LayoutDashboard aria-hidden /> <Trans>Go to Dashboard</Trans>
        </Link>
      </Button>
    </div>
  );
}
