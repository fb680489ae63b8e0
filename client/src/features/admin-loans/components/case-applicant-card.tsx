import { ExternalLink, FileX } from "lucide-react";
import { StatusBadge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIstDate } from "@/lib/format";
import type { LoanCase } from "../api/get-loan-case";
import { CaseFacts } from "./case-facts";

/** Who applied, and the KYC documents they have sent with each one's review state. */
export function CaseApplicantCard({ applicant, kyc }: Pick<LoanCase, "applicant" | "kyc">) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Applicant</CardTitle>
        <CardDescription>The customer's profile and KYC documents.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CaseFacts
          facts={[
            { label: "Name", value: <span translate="no">{applicant.fullName}</span> },
            { label: "Username", value: `@${applicant.username}` },
            {
              label: "E-mail",
              value: (
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${applicant.email}`}>
                  {applicant.email}
                </a>
              ),
            },
            { label: "Mobile", value: applicant.phoneNumber ?? "—" },
            { label: "Customer since", value: formatIstDate(applicant.createdAt) },
          ]}
        />
        <section aria-labelledby="case-kyc-heading" className="grid gap-3">
          <h3 id="case-kyc-heading" className="text-base font-semibold">
            KYC documents
          </h3>
          {kyc.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <FileX aria-hidden className="size-4" /> The applicant has not uploaded any KYC document.
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {kyc.map((doc) => (
                <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">{doc.documentType}</p>
                    <p className="text-xs text-muted-foreground">Uploaded {formatIstDate(doc.uploadedAt)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <StatusBadge status={doc.status} />
                    <a
                      href={doc.previewUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Preview<span className="sr-only"> {doc.documentType} (opens in a new tab)</span>
                      <ExternalLink aria-hidden className="size-3.5" />
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
