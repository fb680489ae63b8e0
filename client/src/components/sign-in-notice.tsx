import { Trans } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { signInReturningTo } from "@/lib/form-draft";

/** Anyone can explore a form; submitting it needs an account. With `returnTo`, signing in comes back to that page. */
export function SignInNotice({ title, description, returnTo }: { title: string; description: string; returnTo?: string }) {
  return (
    <Alert variant="info" role="status" className="items-start">
      <LogIn aria-hidden />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{description}</AlertDescription>
        </div>
        <Button asChild size="sm">
          <Link href={returnTo ? signInReturningTo(returnTo) : "/auth"}>
            <Trans>Log in</Trans>
          </Link>
        </Button>
      </div>
    </Alert>
  );
}
