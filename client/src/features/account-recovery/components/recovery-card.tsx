import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const TONES = {
  default: "bg-secondary text-secondary-foreground",
  success: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  warning: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  danger: "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300",
} as const;

type RecoveryCardProps = {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  title: string;
  description?: ReactNode;
  /** The page changed to this step after an action: its heading takes focus, so a screen reader says where we are. */
  announce?: boolean;
  children?: ReactNode;
};

/** One step of recovering an account, as a card in the middle of the page under its one h1. */
export function RecoveryCard({ icon: Icon, tone = "default", title, description, announce = false, children }: RecoveryCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce, title]);
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 lg:py-16">
        <Card className="shadow-lg">
          <CardHeader className="items-center gap-3 text-center">
            <span className={cn("flex size-12 items-center justify-center rounded-full", TONES[tone])}>
              <Icon className="size-6" aria-hidden />
            </span>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance focus:outline-none">
              {title}
            </h1>
            {description && <CardDescription className="text-base text-pretty">{description}</CardDescription>}
          </CardHeader>
          {children && <CardContent className="grid gap-4">{children}</CardContent>}
        </Card>
      </div>
    </div>
  );
}
