import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { catalogueText } from "@/lib/catalogue-text";
import { cn } from "@/lib/utils";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A labelled form control with its hint or validation message underneath. The message is shown in the
 * page's language: a shared schema's message is a catalogue id; a server's comes already translated.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const { i18n } = useLingui();
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        // role="alert": a message that appears after Submit is read out, wherever focus is. The dark
        // theme's destructive red is a button colour; as small text on a card it is too dim to read.
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
          {catalogueText(i18n, error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** aria attributes that tie an input to its Field's message. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}
