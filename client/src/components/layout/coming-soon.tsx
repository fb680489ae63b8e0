import { Trans } from "@lingui/react/macro";
import { Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** Placeholder body for a page whose full flow is still being built. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Card className="mx-auto max-w-2xl">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Hammer className="size-6" aria-hidden />
          </span>
          <h2 className="text-xl font-semibold">{title}</h2>
          <CardDescription>
            <Trans>We are putting the finishing touches on this page. It will be available shortly.</Trans>
          </CardDescription>
        </CardHeader>
        {children && <CardContent className="flex flex-wrap justify-center gap-2">{children}</CardContent>}
      </Card>
    </div>
  );
}
