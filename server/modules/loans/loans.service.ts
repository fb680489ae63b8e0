import { and, desc, eq, getTableName, sql } from "drizzle-orm";
import { statusOfStage, type LoanStage } from "../../../shared/catalog/loan-stages";
import { LOAN_TYPES, loanTypeLabel } from "../../../shared/catalog/loan-types";
import {
  assessLoan,
  keyFacts,
  optionalPaise,
  paiseToRupees,
  optionalRupees,
  processingFee,
  rupeesToPaise,
  type Paise,
} from "../../../shared/finance";
import { formatPaiseExact, percentFigure } from "../../../shared/format";
import type { LoanView } from "../../../shared/contracts/loans";
import {
  loanApplications,
  existingEmisOverIncome,
  loanStageHistory,
  PRODUCT_RATE_MESSAGES,
  type LoanApplication,
  type LoanApplicationInput,
  type PublicUser,
  type StoredInPrinciple,
} from "../../../shared/schema";
import { now } from "../../../shared/clock";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { loanSubmitted, notify } from "../notifications";
import { enqueue } from "../outbox";
import { lockLiveAccount } from "../account";
import { getSettings } from "../settings";
import { hasCapturedPayment } from "../payments";
import { withFields } from "../../db/row-view";
import { loanRowJson, sanctionJson, storedExistingLoan } from "./loan-json";
import { withdrawLoan } from "./loan-stages.service";
import { feeBasePaise, heldBackInPrinciple } from "./loan-payable";

/** The owner's view as built here: the contract's, with the row's moments still Dates (the chat assistant reads them). */
export type OwnLoanView = LoanView & Pick<LoanApplication, "appliedAt" | "updatedAt">;

const KEY_FACTS_KEPT = 10_000;
const keptKeyFacts = new Map<string, ReturnType<typeof keyFacts>>();

/**
 * keyFacts, remembered for the last terms seen: the APR is found by bisection, and every list and
 * page of applications asks again for the same few (amount, rate, tenure). Pure, so safe to share.
 */
function keyFactsOf(amount: Paise, rate: number, tenure: number) {
  const key = `${amount}|${rate}|${tenure}`;
  let kfs = keptKeyFacts.get(key);
  if (!kfs) {
    kfs = keyFacts(amount, rate, tenure);
    if (keptKeyFacts.size >= KEY_FACTS_KEPT) keptKeyFacts.delete(keptKeyFacts.keys().next().value!);
    keptKeyFacts.set(key, kfs);
  }
  return kfs;
}

/** A stage reached and when, as the customer's tracker shows it. */
export type StageMoment = { stage: LoanStage; at: Date | string };

/** Whether the processing fee is still to be paid: unpaid, the application live, and not held back in principle. */
export function feeDue(row: LoanApplication, paid: boolean): boolean {
  return !paid && row.stage !== "rejected" && row.stage !== "withdrawn" && !heldBackInPrinciple(row);
}

/**
 * What the owner sees: the application plus its Key Fact Statement figures, fee status and the stages it
 * reached (a new application's only one is the stage it was filed at).
 */
export function toLoanView(
  row: LoanApplication,
  processingFeePaid: boolean,
  stageHistory: StageMoment[] = [{ stage: row.stage, at: row.stageChangedAt }],
): OwnLoanView {
  const kfs = keyFactsOf(row.amountPaise, row.interestRate, row.tenure);
  return withFields(loanRowJson(row), {
    loanTypeLabel: loanTypeLabel(row.loanType),
    processingFee: paiseToRupees(processingFee(feeBasePaise(row))),
    emi: paiseToRupees(kfs.emi),
    apr: kfs.apr,
    processingFeePaid,
    processingFeeDue: feeDue(row, processingFeePaid),
    stageHistory,
    sanction: sanctionJson(row),
  });
}

// Built when a query runs: payments may still be loading when this module is (docs/decisions/module-boundaries.md).
const feePaid = () => hasCapturedPayment("loan-processing-fee", loanApplications);

/**
 * The stages an application row reached, oldest first: a correlated subquery for a select over the loans
 * table. Only moves (a recommendation is staff's, at the same stage). Moments as ISO strings in UTC, as
 * the API writes every moment.
 */
const stagesReached = () =>
  sql<StageMoment[]>`(select coalesce(json_agg(json_build_object('stage', h.to_stage,
    'at', to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by h.at, h.id), '[]'::json)
    from ${loanStageHistory} h where h.application_id = ${sql.identifier(getTableName(loanApplications))}.${sql.identifier("id")}
      and h.from_stage is distinct from h.to_stage)`;

export async function createLoanApplication(
  db: Db,
  user: PublicUser,
  input: LoanApplicationInput,
  ctx: RequestContext,
  options: { webhook: boolean },
): Promise<OwnLoanView> {
  const hasProperty = input.loanType === "HomeLoan" || input.loanType === "LAP";
  const emisOverIncome = existingEmisOverIncome(input);
  if (emisOverIncome) throw badRequest(emisOverIncome, [{ path: "existingEmis", message: emisOverIncome }]);
  return db.transaction(async (tx) => {
    const applicant = await lockLiveAccount(tx, user.id);
    const product = LOAN_TYPES.find((t) => t.payload === input.loanType)!;
    const settings = await getSettings(tx);
    const interestRate = settings[product.settingsKey];
    // Refused rather than replaced: the applicant's Key Fact Statement was drawn at the rate they sent.
    if (input.interestRate !== undefined && Math.abs(input.interestRate - interestRate) > 1e-9) {
      const message = { ...PRODUCT_RATE_MESSAGES[product.payload], values: { rate: percentFigure(interestRate) } };
      throw badRequest(message, [{ path: "interestRate", message }]);
    }
    const amountPaise = rupeesToPaise(input.amount);
    const monthlyIncomePaise = rupeesToPaise(input.monthlyIncome);
    const propertyValuePaise = hasProperty ? optionalPaise(input.propertyValue) : null;
    const existingEmisPaise = optionalPaise(input.existingEmis);
    const existingLoan = input.loanType === "BTTopUp" && input.existingLoanDetails ? storedExistingLoan(input.existingLoanDetails) : null;
    // The in-principle decision, given once at submission with the limits of the day and kept as given
    // (docs/decisions/underwriting-rules.md). An ineligible application is kept too: the customer sees why.
    const assessment = assessLoan(
      {
        loanType: input.loanType,
        amount: amountPaise,
        annualRatePercent: interestRate,
        tenureMonths: input.tenure,
        monthlyIncome: monthlyIncomePaise,
        existingEmis: existingEmisPaise,
        propertyValue: propertyValuePaise,
        existingLoan: existingLoan && {
          outstanding: existingLoan.outstandingAmountPaise,
          currentRate: existingLoan.currentRate,
          remainingMonths: existingLoan.remainingTenure,
        },
        propertyState: input.propertyState ?? null,
      },
      settings,
    );
    const inPrinciple: StoredInPrinciple = {
      result: assessment.result,
      sanctionablePaise: assessment.sanctionable,
      reasons: assessment.reasons,
      missing: assessment.missing,
      foirPercent: assessment.foirPercent,
      ltvPercent: assessment.ltvPercent,
    };
    const at = now();
    const [row] = await tx
      .insert(loanApplications)
      .values({
        // The owner is the session user, whatever userId / userEmail the payload carried.
        userId: applicant.id,
        loanType: input.loanType,
        amountPaise,
        tenure: input.tenure,
        interestRate,
        purpose: input.purpose,
        monthlyIncomePaise,
        employmentType: input.employmentType,
        applicantProfile: input.applicantProfile ?? null,
        purchaseKind: input.loanType === "HomeLoan" ? (input.purchaseKind ?? null) : null,
        propertyValuePaise,
        propertyAddress: hasProperty ? input.propertyAddress || null : null,
        propertyState: input.propertyState ?? null,
        existingLoanDetails: existingLoan,
        existingEmisPaise,
        inPrinciple,
        stage: "submitted",
        status: statusOfStage("submitted"),
        stageChangedAt: at,
        appliedAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(loanStageHistory)
      .values({ applicationId: row.id, fromStage: null, toStage: "submitted", action: "submit", actorId: applicant.id, at });
    await writeAudit(tx, ctx, {
      actionType: "create_loan_application",
      entityType: "loan_application",
      entityId: row.id,
      newValue: {
        loanType: row.loanType,
        amountPaise: row.amountPaise,
        tenure: row.tenure,
        interestRate: row.interestRate,
        status: row.status,
        stage: row.stage,
        inPrinciple: assessment.result,
        sanctionablePaise: assessment.sanctionable,
        missing: assessment.missing,
      },
      description: `User #${applicant.id} applied for a ${loanTypeLabel(row.loanType)} of ${formatPaiseExact(row.amountPaise)}: ${assessment.result} in principle`,
    });
    if (options.webhook) {
      await enqueue(
        tx,
        "loan_webhook",
        {
          applicationId: row.id,
          applicantId: applicant.id,
          applicantName: applicant.fullName,
          applicantEmail: applicant.email,
          applicantPhone: applicant.phoneNumber,
          loanType: row.loanType,
          // The webhook is an edge: rupees, as the API's JSON.
          amount: paiseToRupees(row.amountPaise),
          tenure: row.tenure,
          interestRate: row.interestRate,
          monthlyIncome: optionalRupees(row.monthlyIncomePaise),
          employmentType: row.employmentType,
          purpose: row.purpose,
          propertyValue: optionalRupees(row.propertyValuePaise),
          propertyAddress: row.propertyAddress,
          propertyState: row.propertyState,
          existingLender: row.existingLoanDetails?.lenderName,
          existingOutstanding: row.existingLoanDetails ? paiseToRupees(row.existingLoanDetails.outstandingAmountPaise) : undefined,
          existingRate: row.existingLoanDetails?.currentRate,
          status: row.status,
          appliedAt: row.appliedAt.toISOString(),
        },
        undefined,
        applicant.id,
      );
    }
    await notify(tx, loanSubmitted(row));
    return toLoanView(row, false);
  });
}

/**
 * The customer's own list, the hottest query: its SQL is built once per database, not on every call.
 * Given no name of its own (""): whether it runs as a prepared statement is the pool's policy, as for
 * every other text (prepared-statements.ts; off with DB_PREPARED_STATEMENTS=false for PgBouncer).
 */
const ownLoansQuery = (db: Db) =>
  db
    .select({ loan: loanApplications, paid: feePaid(), stages: stagesReached() })
    .from(loanApplications)
    .where(eq(loanApplications.userId, sql.placeholder("userId")))
    .orderBy(desc(loanApplications.appliedAt), desc(loanApplications.id))
    .prepare("");
const preparedOwnLoans = new WeakMap<Db, ReturnType<typeof ownLoansQuery>>();

export async function listOwnLoans(db: Db, userId: number): Promise<OwnLoanView[]> {
  let query = preparedOwnLoans.get(db);
  if (!query) preparedOwnLoans.set(db, (query = ownLoansQuery(db)));
  const rows = await query.execute({ userId });
  return rows.map((r) => toLoanView(r.loan, r.paid, r.stages));
}

/** Another user's application is "not found", never "forbidden": ids reveal nothing. */
export async function getOwnLoan(db: Db, userId: number, id: number): Promise<OwnLoanView> {
  const [r] = await db
    .select({ loan: loanApplications, paid: feePaid(), stages: stagesReached() })
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)));
  if (!r) throw notFound(/*i18n*/ "Loan application not found");
  return toLoanView(r.loan, r.paid, r.stages);
}

/** The customer withdraws their own application (loan-stages.service.ts); the answer is its view after. */
export async function withdrawOwnLoan(
  db: Db,
  userId: number,
  id: number,
  reason: string | undefined,
  ctx: RequestContext,
): Promise<OwnLoanView> {
  await db.transaction(async (tx) => withdrawLoan(tx, userId, id, reason, ctx));
  return getOwnLoan(db, userId, id);
}
