import { useParams } from "wouter";
import { LoanApplicationPage } from "@/features/loans/components/loan-application-page";

/** /loans/:id — one of the signed-in customer's loan applications. */
export default function LoanPage() {
  const { id } = useParams<{ id: string }>();
  return <LoanApplicationPage key={id} id={Number(id)} />;
}
