import { Trans } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <AlertCircle className="size-12 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">
            <Trans>404 Page Not Found</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>Did you forget to add the page to the router?</Trans>
          </p>
          <Button asChild>
            <Link href="/">
              <Trans>Back to Home</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
