import { Trans } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Anyone can explore a form; submitting it needs an account. */
export function SignInNotice({ title, description }: { title: string; description: string }) {
  return (
    <Alert variant="info" role="status" className="items-start">
      <LogIn aria-hidden />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{description}</AlertDescription>
        </div>
        <Button asChild size="sm">
          <Link href="/auth">
            <Trans>Log in</Trans>
          </Link>
        </Button>
      </div>
    </Alert>
  );
}
