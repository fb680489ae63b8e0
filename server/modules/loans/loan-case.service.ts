import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import type { LoanCaseView } from "../../../shared/contracts/loans";
import { optionalRupees, paiseToRupees, processingFee, type Assessment } from "../../../shared/finance";
import { auditLogs, loanApplications, loanStageHistory, users, type LoanActionInput, type PublicUser } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { withFields } from "../../db/row-view";
import { forbidden, notFound } from "../../http/errors";
import { listOwnKycDocuments } from "../kyc";
import { capturedPaymentOf } from "../payments";
import { getSettings } from "../settings";
import { loanRowJson, sanctionJson } from "./loan-json";
import { feeBasePaise } from "./loan-payable";
import { assessApplication } from "./loan-rules";
import { allowedActions, applyLoanAction, makerCheckerOf, recommendationJson } from "./loan-stages.service";
import type { RequestContext } from "../../http/request-context";
import { failedDebitsOf } from "../sip";
import { feeDue } from "./loans.service";

function assessmentJson(a: Assessment) {
  return {
    result: a.result,
    sanctionable: optionalRupees(a.sanctionable),
    foirPercent: a.foirPercent,
    ltvPercent: a.ltvPercent,
    ltvCapPercent: a.ltvCapPercent,
    maxLoanByIncome: paiseToRupees(a.maxLoanByIncome),
    emi: paiseToRupees(a.emi),
    balanceTransfer: a.balanceTransfer && {
      coversOutstanding: a.balanceTransfer.coversOutstanding,
      switchingCosts: paiseToRupees(a.balanceTransfer.switchingCosts),
      interestSaved: paiseToRupees(a.balanceTransfer.interestSaved),
      netSaving: paiseToRupees(a.balanceTransfer.netSaving),
      remainingMonths: a.balanceTransfer.remainingMonths,
    },
    reasons: a.reasons,
    missing: a.missing,
  };
}

const actor = alias(users, "actor");

/**
 * Everything staff need to decide on one application: the applicant and their KYC documents, the
 * application with the in-principle decision it was given and the rules run again now, the fee, every
 * move with who made it, the audit trail, and what this viewer may do now.
 */
export async function getLoanCase(db: Db, id: number, viewer: Pick<PublicUser, "id" | "role">): Promise<LoanCaseView> {
  const [found] = await db
    .select({ loan: loanApplications, applicant: users })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, id));
  if (!found) throw notFound("Loan application not found");
  const { loan: row, applicant } = found;
  // Four-eyes (docs/decisions/four-eyes-rule.md): staff neither decide on nor read the case file of their own application.
  if (row.userId === viewer.id) throw forbidden("You cannot review your own application");
  const [settings, kyc, payment, history, audit, sipFailedDebits] = await Promise.all([
    getSettings(db),
    listOwnKycDocuments(db, row.userId),
    capturedPaymentOf(db, "loan-processing-fee", row.id),
    db
      .select({ h: loanStageHistory, actorName: actor.fullName })
      .from(loanStageHistory)
      .leftJoin(actor, eq(actor.id, loanStageHistory.actorId))
      .where(eq(loanStageHistory.applicationId, row.id))
      .orderBy(asc(loanStageHistory.at), asc(loanStageHistory.id)),
    db
      .select({ a: auditLogs, actorName: actor.fullName })
      .from(auditLogs)
      .leftJoin(actor, eq(actor.id, auditLogs.userId))
      .where(and(eq(auditLogs.entityType, "loan_application"), eq(auditLogs.entityId, String(row.id))))
      .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id)),
    failedDebitsOf(db, row.userId),
  ]);
  const names = new Map<number, string>();
  if (row.recommendation) {
    const [by] = await db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, [row.recommendation.byUserId]));
    if (by) names.set(by.id, by.fullName);
  }
  const person = (id: number | null, fullName: string | null) => (id === null ? null : { id, fullName: fullName ?? `User #${id}` });
  const mc = makerCheckerOf(settings);
  return {
    application: withFields(loanRowJson(row), {
      loanTypeLabel: loanTypeLabel(row.loanType),
      recommendation: recommendationJson(row.recommendation, names),
      sanction: sanctionJson(row),
    }),
    applicant: {
      id: applicant.id,
      fullName: applicant.fullName,
      username: applicant.username,
      email: applicant.email,
      phoneNumber: applicant.phoneNumber,
      createdAt: applicant.createdAt,
    },
    kyc: kyc.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      status: d.verificationStatus,
      uploadedAt: d.uploadedAt,
      // As the staff KYC panel opens a document: in the page rather than as a download.
      previewUrl: `${d.documentUrl}?inline=1`,
    })),
    sipFailedDebits,
    assessment: assessmentJson(assessApplication(row, settings)),
    limits: {
      maxFoirPercent: settings.maxFoirPercent,
      lapLtvPercent: settings.lapLtvPercent,
      modtStampDutyPercent: settings.modtStampDutyPercent,
      btLegalCharges: paiseToRupees(settings.btLegalChargesPaise),
    },
    fee: {
      amount: paiseToRupees(processingFee(feeBasePaise(row))),
      paid: payment !== null,
      due: feeDue(row, payment !== null),
      paidAt: payment?.paidAt ?? null,
      paymentId: payment?.paymentId ?? null,
    },
    stageHistory: history.map(({ h, actorName }) => ({
      fromStage: h.fromStage,
      toStage: h.toStage,
      action: h.action,
      actor: person(h.actorId, actorName),
      note: h.note,
      at: h.at,
    })),
    audit: audit.map(({ a, actorName }) => ({
      actionType: a.actionType,
      description: a.description,
      at: a.createdAt,
      actor: person(a.userId, actorName),
    })),
    allowedActions: allowedActions(row, viewer, mc),
    makerChecker: mc,
  };
}

/** A staff action on an application, then the case as this viewer now sees it. */
export async function actOnLoan(
  db: Db,
  id: number,
  input: LoanActionInput,
  viewer: PublicUser,
  ctx: RequestContext,
): Promise<LoanCaseView> {
  await db.transaction(async (tx) => applyLoanAction(tx, id, input, viewer, await getSettings(tx), ctx));
  return getLoanCase(db, id, viewer);
}
