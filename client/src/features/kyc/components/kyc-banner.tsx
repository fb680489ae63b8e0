import { Trans } from "@lingui/react/macro";
import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useKycDocuments } from "../api/get-kyc-documents";

/** Amber reminder until at least one KYC document is verified. */
export function KycBanner() {
  const { data: documents, isLoading } = useKycDocuments();
  if (isLoading || documents?.some((d) => d.verificationStatus.toLowerCase() === "verified")) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <AlertTriangle className="size-6 shrink-0 text-brand" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">
          <Trans>Complete your KYC</Trans>
        </p>
        <p className="text-sm opacity-90">
          <Trans>Verify your identity to get faster loan approvals and start investing without delays.</Trans>
        </p>
      </div>
      <Button asChild variant="accent" size="sm">
        <Link href="/dashboard?tab=kyc">
          <Trans>Upload Documents</Trans>
        </Link>
      </Button>
    </div>
  );
}
