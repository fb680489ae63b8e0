import { and, eq } from "drizzle-orm";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { processingFee } from "../../../shared/finance";
import { loanApplications } from "../../../shared/schema";
import { itemStatus, type Payable } from "../payments";

/** A loan application's processing fee: due unless the application was rejected. */
export const loanProcessingFee: Payable = {
  notFoundMessage: /*i18n*/ "Loan application not found",
  refusal: (status) => (status === "rejected" ? /*i18n*/ "This application was rejected, so no processing fee is due" : null),
  status: (db, id, lock) => itemStatus(db, loanApplications, id, lock),
  async find(db, userId, id) {
    const [loan] = await db
      .select()
      .from(loanApplications)
      .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)));
    return loan
      ? {
          status: loan.status,
          amountPaise: processingFee(loan.amountPaise),
          description: `Processing fee, ${loanTypeLabel(loan.loanType)} application #${loan.id}`,
        }
      : null;
  },
};
