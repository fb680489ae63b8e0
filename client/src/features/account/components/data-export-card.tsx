import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EXPORT_URL } from "../api/download-export";

/** Right of access: everything held about the customer, as one JSON file. */
export function DataExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          One JSON file with your profile, consents, loan applications, SIPs, consultations, KYC document details (not the files themselves),
          payments, transactions, notifications and the record of what you did in your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={EXPORT_URL} download>
            <Download aria-hidden />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
