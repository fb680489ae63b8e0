import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/*
 * What the staff pages say to a customer who opens them. The staff pages themselves are English-only, but
 * a customer may arrive at one in Hindi (/hi/admin): these words live in the app's catalogue.
 */
export const ADMIN_DENIED = msg`Access Denied: You don't have permission to access the admin panel.`;
export const SUPER_ADMIN_DENIED = msg`Access Denied: You don't have permission to access the super admin panel.`;
export const PAGE_DENIED = msg`You don't have permission to view this page.`;

/** Shown when a signed-in user's role may not see a staff page. */
export function AccessDenied({ title, message }: { title?: string; message: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
          <ShieldX className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">{title ?? t`Access Denied`}</h1>
        <p className="text-muted-foreground">{i18n._(message)}</p>
        <Button asChild variant="outline">
          <Link href="/dashboard">
            <Trans>Go to Dashboard</Trans>
          </Link>
        </Button>
      </Card>
    </div>
  );
}
