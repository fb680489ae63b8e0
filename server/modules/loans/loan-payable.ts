import { and, eq } from "drizzle-orm";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { processingFee } from "../../../shared/finance";
import { loanApplications, type LoanApplication } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { Payable } from "../payments";

/**
 * What decides whether the fee is due, as one word: the stage, except that an application found ineligible
 * in principle reads "ineligible" (docs/decisions/underwriting-rules.md: no fee is asked before the rules
 * allow the loan).
 */
const feeStatus = (loan: Pick<LoanApplication, "stage" | "inPrinciple">) =>
  loan.stage !== "rejected" && loan.stage !== "withdrawn" && loan.inPrinciple?.result === "ineligible" ? "ineligible" : loan.stage;

const REFUSALS: Record<string, string> = {
  rejected: /*i18n*/ "This application was rejected, so no processing fee is due",
  withdrawn: /*i18n*/ "This application was withdrawn, so no processing fee is due",
  ineligible: /*i18n*/ "This application is not eligible, so no processing fee is due",
};

const columns = { stage: loanApplications.stage, inPrinciple: loanApplications.inPrinciple };

/** A loan application's processing fee: due unless the application ended or was found ineligible in principle. */
export const loanProcessingFee: Payable = {
  notFoundMessage: /*i18n*/ "Loan application not found",
  refusal: (status) => REFUSALS[status] ?? null,
  // Share-locked on request, as itemStatus does: a rejection or withdrawal locks the row for update first.
  async status(db: Executor, id, lock) {
    const query = db.select(columns).from(loanApplications).where(eq(loanApplications.id, id));
    const [loan] = lock ? await query.for("share") : await query;
    return loan ? feeStatus(loan) : null;
  },
  async find(db, userId, id) {
    const [loan] = await db
      .select()
      .from(loanApplications)
      .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)));
    return loan
      ? {
          status: feeStatus(loan),
          amountPaise: processingFee(loan.amountPaise),
          description: `Processing fee, ${loanTypeLabel(loan.loanType)} application #${loan.id}`,
        }
      : null;
  },
};
