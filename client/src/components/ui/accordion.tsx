import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

const Group = createContext<{ name?: string; openValue?: string }>({});

/**
 * Questions and answers as native <details> elements sharing a name, so that one stays open at a time.
 * They open and close without JavaScript (the public pages arrive drawn from the server, and work
 * before the scripts have run or when they never do), and cost no script, and no style or layout work
 * in effects, on pages that must be quick on a phone.
 */
export function Accordion({ defaultValue, className, children }: { defaultValue?: string; className?: string; children: ReactNode }) {
  const name = useId();
  return (
    <div className={className}>
      <Group.Provider value={{ name, openValue: defaultValue }}>{children}</Group.Provider>
    </div>
  );
}

export function AccordionItem({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { name, openValue } = useContext(Group);
  return (
    <details name={name} open={openValue === value || undefined} className={cn("group border-b", className)}>
      {children}
    </details>
  );
}

export function AccordionTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <summary
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
        className,
      )}
    >
      {children}
      <ChevronDown
        aria-hidden
        className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("pb-4 text-sm text-muted-foreground", className)}>{children}</div>;
}
