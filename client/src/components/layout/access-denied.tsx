import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Shown when a signed-in user's role may not see a staff page. */
export function AccessDenied({ title, message }: { title?: string; message: string }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
          <ShieldX className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">{title ?? t`Access Denied`}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link href="/dashboard">
            <Trans>Go to Dashboard</Trans>
          </Link>
        </Button>
      </Card>
    </div>
  );
}
