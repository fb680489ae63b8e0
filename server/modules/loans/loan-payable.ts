import { and, eq } from "drizzle-orm";
import { UNDECIDED_STAGES } from "../../../shared/catalog/loan-stages";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { processingFee, type Paise } from "../../../shared/finance";
import { loanApplications, type LoanApplication } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { ERROR_CODES } from "../../../shared/contracts/errors";
import { hasCapturedPayment, type Payable } from "../payments";
import { kfsAcknowledged } from "./papers/papers.service";

/**
 * No fee is asked before the rules allow the loan (docs/decisions/underwriting-rules.md): an application
 * found ineligible in principle asks none while it is undecided. A sanction (held to the same rules at the
 * terms sanctioned) allows it, so from then on the fee is due like any other's.
 */
export const heldBackInPrinciple = (loan: Pick<LoanApplication, "stage" | "inPrinciple">) =>
  loan.inPrinciple?.result === "ineligible" && UNDECIDED_STAGES.includes(loan.stage);

/** What the processing fee is a share of: the amount sanctioned once there is one, else the amount applied for. */
export const feeBasePaise = (loan: Pick<LoanApplication, "amountPaise" | "sanctionedAmountPaise">): Paise =>
  loan.sanctionedAmountPaise ?? loan.amountPaise;

/** What decides whether the fee is due, as one word: the stage, or "ineligible" while held back in principle. */
const feeStatus = (loan: Pick<LoanApplication, "stage" | "inPrinciple">) => (heldBackInPrinciple(loan) ? "ineligible" : loan.stage);

/** Not a stage: a payable application whose owner has not yet acknowledged the Key Fact Statement stating its terms. */
const UNACKNOWLEDGED = "kfs_unacknowledged";

const REFUSALS: Record<string, string> = {
  [UNACKNOWLEDGED]: /*i18n*/ "Please read and acknowledge the Key Fact Statement before paying the processing fee",
  rejected: /*i18n*/ "This application was rejected, so no processing fee is due",
  withdrawn: /*i18n*/ "This application was withdrawn, so no processing fee is due",
  ineligible: /*i18n*/ "This application is not eligible, so no processing fee is due",
};

const columns = { stage: loanApplications.stage, inPrinciple: loanApplications.inPrinciple };

/** A loan application's processing fee: due unless the application ended or was found ineligible in principle. */
export const loanProcessingFee: Payable = {
  notFoundMessage: /*i18n*/ "Loan application not found",
  refusal: (status) => REFUSALS[status] ?? null,
  refusalCode: (status) => (status === UNACKNOWLEDGED ? ERROR_CODES.kfsNotAcknowledged : undefined),
  // Share-locked on request, as itemStatus does: a rejection or withdrawal locks the row for update first.
  async status(db: Executor, id, lock) {
    const query = db.select(columns).from(loanApplications).where(eq(loanApplications.id, id));
    const [loan] = lock ? await query.for("share") : await query;
    return loan ? feeStatus(loan) : null;
  },
  async find(db, userId, id) {
    const [found] = await db
      .select({ loan: loanApplications, paid: hasCapturedPayment("loan-processing-fee", loanApplications) })
      .from(loanApplications)
      .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)));
    if (!found) return null;
    const { loan, paid } = found;
    // The RBI's KFS directions: the borrower acknowledges the statement of the terms before any fee is taken
    // (a fee already paid is answered as such by payments).
    const status = feeStatus(loan);
    return {
      status: paid || REFUSALS[status] || (await kfsAcknowledged(db, loan)) ? status : UNACKNOWLEDGED,
      // Once sanctioned, on the amount sanctioned: never a share of an amount the lender will not lend.
      amountPaise: processingFee(feeBasePaise(loan)),
      description: `Processing fee, ${loanTypeLabel(loan.loanType)} application #${loan.id}`,
    };
  },
};
