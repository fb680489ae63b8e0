import { Trans } from "@lingui/react/macro";
import { cva, type VariantProps } from "class-variance-authority";
import { RotateCcw } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { Button } from "./button";

const alertVariants = cva("relative flex w-full gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0", {
  variants: {
    variant: {
      default: "border-border bg-card text-card-foreground [&>svg]:text-primary",
      info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100 [&>svg]:text-sky-600",
      success:
        "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100 [&>svg]:text-emerald-600",
      destructive: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100 [&>svg]:text-red-600",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Alert({ className, variant, ...props }: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("font-semibold leading-tight", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-1 opacity-90", className)} {...props} />;
}

type RetryAlertProps = { title: string; message: string; onRetry: () => void; retrying?: boolean };

/** A list that failed to load: says so and offers another try, rather than pretending the list is empty. */
export function RetryAlert({ title, message, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert variant="destructive" className="items-center">
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="w-fit bg-background">
          <RotateCcw aria-hidden className={cn(retrying && "animate-spin")} /> <Trans>Retry</Trans>
        </Button>
      </div>
    </Alert>
  );
}
