import type { Paise } from "../../../shared/finance/money";
import { formatPaiseExact } from "../../../shared/format";
import { statusOfStage, type LoanStage } from "../../../shared/catalog/loan-stages";
import type { NewAuditLog, NewAuditPersonalData, StoredInPrinciple } from "../../../shared/schema";
import { auditPersonalRows, type AuditEntry } from "../../modules/audit";
import type { Staff } from "./stories";

/**
 * The audit rows the services write for each action, with the same action types, values and wording
 * (server/modules/{auth,loans,sip,consultations,kyc,payments}), dated when the action happened.
 */
export type Actor = { userId: number | null; ipAddress: string | null; userAgent: string | null };

/** An audit row to insert, and the personal data kept beside it (its audit_log_id is set once the row's id is known). */
export type AuditSeed = NewAuditLog & { personal: Omit<NewAuditPersonalData, "auditLogId">[] };

export const staffActor = (staff: Staff | null): Actor =>
  staff
    ? { userId: staff.id, ipAddress: staff.ipAddress, userAgent: staff.userAgent }
    : { userId: null, ipAddress: null, userAgent: "cli:db-seed" };

type Entry = Omit<NewAuditLog, "userId" | "createdAt" | "entityId"> & { entityId: number; personal?: AuditEntry["personal"] };

export function auditRow(actor: Actor, at: Date, { personal, ...entry }: Entry): AuditSeed {
  const subjectId = entry.subjectId !== undefined ? entry.subjectId : actor.userId;
  return {
    userId: actor.userId,
    createdAt: at,
    ...entry,
    subjectId,
    entityId: String(entry.entityId),
    personal: auditPersonalRows(0, actor.userId, subjectId, actor, personal).map(({ auditLogId: _id, ...p }) => p),
  };
}

export const registered = (actor: Actor, at: Date, user: { id: number; username: string; email: string }) =>
  auditRow(actor, at, {
    actionType: "register",
    entityType: "user",
    entityId: user.id,
    newValue: { role: "user" },
    personal: { newValue: { username: user.username, email: user.email } },
    description: `New account registered: user #${user.id}`,
  });

export const loggedIn = (actor: Actor, at: Date, user: { id: number; username: string }) =>
  auditRow(actor, at, { actionType: "login", entityType: "user", entityId: user.id, description: `User #${user.id} logged in` });

export const loanApplied = (
  actor: Actor,
  at: Date,
  loan: { id: number; loanType: string; amountPaise: Paise; tenure: number; interestRate: number; inPrinciple: StoredInPrinciple },
  label: string,
) =>
  auditRow(actor, at, {
    actionType: "create_loan_application",
    entityType: "loan_application",
    entityId: loan.id,
    newValue: {
      loanType: loan.loanType,
      amountPaise: loan.amountPaise,
      tenure: loan.tenure,
      interestRate: loan.interestRate,
      status: "pending",
      stage: "submitted",
      inPrinciple: loan.inPrinciple.result,
      sanctionablePaise: loan.inPrinciple.sanctionablePaise,
      missing: loan.inPrinciple.missing,
    },
    description: `User #${actor.userId} applied for a ${label} of ${formatPaiseExact(loan.amountPaise)}: ${loan.inPrinciple.result} in principle`,
  });

/** A move between stages (server/modules/loans/loan-stages.service.ts): a status change when the status follows. */
export const loanMoved = (
  actor: Actor,
  at: Date,
  id: number,
  customerId: number,
  from: LoanStage,
  to: LoanStage,
  words: { rejectionReason?: string | null; note?: string | null },
  description: string,
) =>
  auditRow(actor, at, {
    actionType: statusOfStage(from) === statusOfStage(to) ? "update_loan_stage" : "update_loan_status",
    entityType: "loan_application",
    entityId: id,
    subjectId: customerId,
    oldValue: { status: statusOfStage(from), stage: from },
    newValue: { status: statusOfStage(to), stage: to },
    personal: {
      newValue: words.rejectionReason ? { rejectionReason: words.rejectionReason } : words.note ? { note: words.note } : null,
    },
    description,
  });

export const loanRecommended = (
  actor: Actor,
  at: Date,
  id: number,
  customerId: number,
  stage: LoanStage,
  decision: "sanction" | "reject",
  note: string,
  previous: "sanction" | "reject" | null,
) =>
  auditRow(actor, at, {
    actionType: "recommend_loan_decision",
    entityType: "loan_application",
    entityId: id,
    subjectId: customerId,
    oldValue: previous ? { decision: previous } : null,
    newValue: { decision, stage },
    personal: { newValue: { note } },
    description: `Loan application #${id}: ${decision === "sanction" ? "sanction" : "rejection"} recommended`,
  });

export const sipStarted = (
  actor: Actor,
  at: Date,
  sip: {
    id: number;
    planName: string;
    monthlyAmountPaise: Paise;
    startDate: string;
    durationMonths: number;
    expectedReturns: number;
    autoDebit: boolean;
  },
) =>
  auditRow(actor, at, {
    actionType: "create_sip_investment",
    entityType: "sip_investment",
    entityId: sip.id,
    newValue: {
      planName: sip.planName,
      monthlyAmountPaise: sip.monthlyAmountPaise,
      startDate: sip.startDate,
      durationMonths: sip.durationMonths,
      expectedReturns: sip.expectedReturns,
      autoDebit: sip.autoDebit,
      status: "active",
    },
    description: `User #${actor.userId} started a SIP of ${formatPaiseExact(sip.monthlyAmountPaise)} a month in the ${sip.planName}`,
  });

export const sipChanged = (actor: Actor, at: Date, sip: { id: number; planName: string }, status: "paused" | "cancelled") =>
  auditRow(actor, at, {
    actionType: status === "paused" ? "pause_sip_investment" : "cancel_sip_investment",
    entityType: "sip_investment",
    entityId: sip.id,
    oldValue: { status: "active" },
    newValue: { status },
    description: `User #${actor.userId} ${status} SIP #${sip.id} (${sip.planName})`,
  });

export const consultationBooked = (
  actor: Actor,
  at: Date,
  c: { id: number; topic: string; preferredDate: string; preferredTime: string },
) =>
  auditRow(actor, at, {
    actionType: "create_consultation",
    entityType: "consultation",
    entityId: c.id,
    newValue: { topic: c.topic, preferredDate: c.preferredDate, preferredTime: c.preferredTime, status: "scheduled" },
    description: `User #${actor.userId} booked a consultation (${c.topic}) for ${c.preferredDate}, ${c.preferredTime}`,
  });

export const consultationCancelled = (actor: Actor, at: Date, c: { id: number; topic: string; preferredDate: string }) =>
  auditRow(actor, at, {
    actionType: "cancel_consultation",
    entityType: "consultation",
    entityId: c.id,
    oldValue: { status: "scheduled" },
    newValue: { status: "cancelled" },
    description: `Consultation #${c.id} (${c.topic}) on ${c.preferredDate} cancelled by the customer`,
  });

export const consultationCompleted = (
  actor: Actor,
  at: Date,
  c: { id: number; topic: string },
  customerId: number,
  summary: string | null,
) =>
  auditRow(actor, at, {
    actionType: "update_consultation_status",
    entityType: "consultation",
    entityId: c.id,
    subjectId: customerId,
    oldValue: { status: "scheduled" },
    newValue: { status: "completed" },
    personal: { newValue: summary ? { summary } : null },
    description: `Consultation #${c.id} (${c.topic}) marked completed${summary ? " with a summary" : ""}`,
  });

export const documentUploaded = (
  actor: Actor,
  at: Date,
  doc: { id: number; documentType: string; documentNumber: string | null; contentType: string; sizeBytes: number },
) =>
  auditRow(actor, at, {
    actionType: "upload_kyc_document",
    entityType: "kyc_document",
    entityId: doc.id,
    newValue: { documentType: doc.documentType, contentType: doc.contentType, sizeBytes: doc.sizeBytes },
    personal: { newValue: doc.documentNumber ? { documentNumber: doc.documentNumber } : null },
    description: `User #${actor.userId} uploaded a ${doc.documentType}`,
  });

export const documentReviewed = (
  actor: Actor,
  at: Date,
  doc: { id: number; documentType: string },
  customerId: number,
  status: "verified" | "rejected",
  rejectionReason: string | null,
) =>
  auditRow(actor, at, {
    actionType: status === "verified" ? "verify_kyc_document" : "reject_kyc_document",
    entityType: "kyc_document",
    entityId: doc.id,
    subjectId: customerId,
    oldValue: { verificationStatus: "pending" },
    newValue: { verificationStatus: status },
    personal: { newValue: rejectionReason ? { rejectionReason } : null },
    description: `${doc.documentType} #${doc.id} ${status}${rejectionReason ? " with a reason" : ""}`,
  });

export const paymentStarted = (
  actor: Actor,
  at: Date,
  p: { id: number; paymentFor: string; relatedId: number; amountPaise: Paise; orderId: string },
  description: string,
) =>
  auditRow(actor, at, {
    actionType: "create_payment",
    entityType: "payment",
    entityId: p.id,
    newValue: { paymentFor: p.paymentFor, relatedId: p.relatedId, amountPaise: p.amountPaise, orderId: p.orderId, demoMode: true },
    description: `Payment of ${formatPaiseExact(p.amountPaise)} started: ${description}`,
  });

export const paymentCaptured = (actor: Actor, at: Date, p: { id: number; amountPaise: Paise; orderId: string; paymentId: string }) =>
  auditRow(actor, at, {
    actionType: "capture_payment",
    entityType: "payment",
    entityId: p.id,
    oldValue: { status: "created" },
    newValue: { status: "captured", paymentId: p.paymentId },
    description: `Payment ${p.orderId} of ${formatPaiseExact(p.amountPaise)} captured (demo)`,
  });
