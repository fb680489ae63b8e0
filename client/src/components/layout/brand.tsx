import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { cn } from "@/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-9 shrink-0", className)}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <path d="M14 32 32 16l18 16" fill="none" stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M20 30v18h24V30" fill="none" className="stroke-primary-foreground" strokeWidth="5" strokeLinejoin="round" />
      <path d="M28 48v-9h8v9" className="fill-primary-foreground" />
    </svg>
  );
}

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useLingui();
  const company = COMPANY.name;
  return (
    <Link
      href="/"
      onClick={onNavigate}
      aria-label={t`${company} home`}
      className={cn(
        "flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight text-foreground">
        Ghar<span className="text-brand">Setu</span>
      </span>
    </Link>
  );
}
