import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Loader2 } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { EXPORT_URL, useDownloadExport } from "../api/download-export";

/** Right of access: everything held about the customer, as one JSON file. */
export function DataExportCard() {
  const download = useDownloadExport();
  const { t } = useLingui();
  // Still a link, so it can be opened in a new tab; a plain click fetches the file on this page, where a
  // refusal can be shown.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (download.isPending) return;
    download.mutate(undefined, {
      onError: (error) => toast({ title: t`Could not download your data`, description: errorMessage(error), variant: "destructive" }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Download my data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            One JSON file with your profile, consents, loan applications, SIPs, consultations, KYC document details (not the files
            themselves), payments, transactions, notifications and the record of what you did in your account.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={EXPORT_URL} download onClick={onClick} aria-disabled={download.isPending || undefined}>
            {download.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            <Trans>Download my data</Trans>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
