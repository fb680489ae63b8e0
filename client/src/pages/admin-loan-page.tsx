import { useParams } from "wouter";
import { ADMIN_DENIED, AccessDenied } from "@/components/layout/access-denied";
import { StaffTwoFactorGate } from "@/features/account/components/staff-two-factor-gate";
import { LoanCaseView } from "@/features/admin-loans/components/loan-case-view";
import { isStaff, useUser } from "@/lib/auth/get-user";

/** /admin/loans/:id — one application's case, for staff (English only, as every staff page). */
export default function AdminLoanPage() {
  const { user } = useUser();
  const { id } = useParams<{ id: string }>();
  if (!isStaff(user)) return <AccessDenied message={ADMIN_DENIED} />;
  return (
    <StaffTwoFactorGate>
      <LoanCaseView key={id} id={Number(id)} />
    </StaffTwoFactorGate>
  );
}
