import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Anyone can explore the form; submitting needs an account. */
export function SignInNotice() {
  return (
    <Alert variant="info" role="status" className="items-start">
      <LogIn aria-hidden />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <AlertTitle>Log in to submit your application</AlertTitle>
          <AlertDescription>Explore the figures freely. You need a free GharSetu account to apply.</AlertDescription>
        </div>
        <Button asChild size="sm">
          <Link href="/auth">Log in</Link>
        </Button>
      </div>
    </Alert>
  );
}
