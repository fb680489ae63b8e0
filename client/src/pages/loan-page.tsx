import { Suspense } from "react";
import { useParams } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { LoanApplicationPage } from "@/features/loans/components/loan-application-page";
import { lazyWithCatalogs } from "@/lib/i18n";

// Below the fold, with words of its own: loaded, with its catalogue, as it first renders.
const LoanChecklistCard = lazyWithCatalogs(["loan-documents"], () =>
  import(/* own catalogues */ "@/features/loan-documents/components/loan-checklist-card").then((m) => m.LoanChecklistCard),
);

/** /loans/:id — one of the signed-in customer's loan applications, with the documents it needs. */
export default function LoanPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <LoanApplicationPage
      key={id}
      id={Number(id)}
      documents={(loan) => (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <LoanChecklistCard loanId={loan.id} loanType={loan.loanType} employmentType={loan.employmentType} />
        </Suspense>
      )}
    />
  );
}
