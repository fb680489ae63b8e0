import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

type SearchInputProps = Omit<ComponentProps<"input">, "type"> & { label: string };

/** A search box with a magnifier icon; `label` names it for screen readers. */
export function SearchInput({ label, className, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative w-full", className)}>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" aria-label={label} className="pl-9" {...props} />
    </div>
  );
}
