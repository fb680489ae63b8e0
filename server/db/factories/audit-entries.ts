import type { NewAuditLog } from "../../../shared/schema";
import type { Staff } from "./stories";

/**
 * The audit rows the services write for each action, with the same action types, values and wording
 * (server/modules/{auth,loans,sip,consultations,kyc,payments}), dated when the action happened.
 */
export type Actor = { userId: number | null; ipAddress: string | null; userAgent: string | null };

export const staffActor = (staff: Staff | null): Actor =>
  staff ? { userId: staff.id, ipAddress: staff.ipAddress, userAgent: staff.userAgent } : { userId: null, ipAddress: null, userAgent: "cli:db-seed" };

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

export function auditRow(actor: Actor, at: Date, entry: Omit<NewAuditLog, "userId" | "ipAddress" | "userAgent" | "createdAt" | "entityId"> & { entityId: number }): NewAuditLog {
  return { userId: actor.userId, ipAddress: actor.ipAddress, userAgent: actor.userAgent, createdAt: at, ...entry, entityId: String(entry.entityId) };
}

export const registered = (actor: Actor, at: Date, user: { id: number; username: string; email: string }) =>
  auditRow(actor, at, { actionType: "register", entityType: "user", entityId: user.id, newValue: { username: user.username, email: user.email, role: "user" }, description: `New account registered: ${user.username}` });

export const loggedIn = (actor: Actor, at: Date, user: { id: number; username: string }) =>
  auditRow(actor, at, { actionType: "login", entityType: "user", entityId: user.id, description: `${user.username} logged in` });

export const loanApplied = (actor: Actor, at: Date, username: string, loan: { id: number; loanType: string; amount: number; tenure: number; interestRate: number }, label: string) =>
  auditRow(actor, at, {
    actionType: "create_loan_application",
    entityType: "loan_application",
    entityId: loan.id,
    newValue: { loanType: loan.loanType, amount: loan.amount, tenure: loan.tenure, interestRate: loan.interestRate, status: "pending" },
    description: `${username} applied for a ${label} of ${rupees(loan.amount)}`,
  });

export const loanDecided = (actor: Actor, at: Date, id: number, status: string, rejectionReason: string | null) =>
  auditRow(actor, at, {
    actionType: "update_loan_status",
    entityType: "loan_application",
    entityId: id,
    oldValue: { status: "pending", rejectionReason: null },
    newValue: { status, rejectionReason },
    description: `Loan application #${id} ${status}${rejectionReason ? `: ${rejectionReason}` : ""}`,
  });

export const sipStarted = (actor: Actor, at: Date, username: string, sip: { id: number; planName: string; monthlyAmount: number; startDate: string; durationMonths: number; expectedReturns: number; autoDebit: boolean }) =>
  auditRow(actor, at, {
    actionType: "create_sip_investment",
    entityType: "sip_investment",
    entityId: sip.id,
    newValue: { planName: sip.planName, monthlyAmount: sip.monthlyAmount, startDate: sip.startDate, durationMonths: sip.durationMonths, expectedReturns: sip.expectedReturns, autoDebit: sip.autoDebit, status: "active" },
    description: `${username} started a SIP of ${rupees(sip.monthlyAmount)} a month in the ${sip.planName}`,
  });

export const sipChanged = (actor: Actor, at: Date, username: string, sip: { id: number; planName: string }, status: "paused" | "cancelled") =>
  auditRow(actor, at, {
    actionType: status === "paused" ? "pause_sip_investment" : "cancel_sip_investment",
    entityType: "sip_investment",
    entityId: sip.id,
    oldValue: { status: "active" },
    newValue: { status },
    description: `${username} ${status} SIP #${sip.id} (${sip.planName})`,
  });

export const consultationBooked = (actor: Actor, at: Date, username: string, c: { id: number; topic: string; preferredDate: string; preferredTime: string }) =>
  auditRow(actor, at, {
    actionType: "create_consultation",
    entityType: "consultation",
    entityId: c.id,
    newValue: { topic: c.topic, preferredDate: c.preferredDate, preferredTime: c.preferredTime, status: "scheduled" },
    description: `${username} booked a consultation (${c.topic}) for ${c.preferredDate}, ${c.preferredTime}`,
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

export const consultationCompleted = (actor: Actor, at: Date, c: { id: number; topic: string }, summary: string | null) =>
  auditRow(actor, at, {
    actionType: "update_consultation_status",
    entityType: "consultation",
    entityId: c.id,
    oldValue: { status: "scheduled", summary: null },
    newValue: { status: "completed", summary },
    description: `Consultation #${c.id} (${c.topic}) marked completed${summary ? " with a summary" : ""}`,
  });

export const documentUploaded = (actor: Actor, at: Date, username: string, doc: { id: number; documentType: string; documentNumber: string | null; contentType: string; sizeBytes: number }) =>
  auditRow(actor, at, {
    actionType: "upload_kyc_document",
    entityType: "kyc_document",
    entityId: doc.id,
    newValue: { documentType: doc.documentType, documentNumber: doc.documentNumber, contentType: doc.contentType, sizeBytes: doc.sizeBytes },
    description: `${username} uploaded a ${doc.documentType}`,
  });

export const documentReviewed = (actor: Actor, at: Date, doc: { id: number; documentType: string }, status: "verified" | "rejected", rejectionReason: string | null) =>
  auditRow(actor, at, {
    actionType: status === "verified" ? "verify_kyc_document" : "reject_kyc_document",
    entityType: "kyc_document",
    entityId: doc.id,
    oldValue: { verificationStatus: "pending", rejectionReason: null },
    newValue: { verificationStatus: status, rejectionReason },
    description: `${doc.documentType} #${doc.id} ${status}${rejectionReason ? `: ${rejectionReason}` : ""}`,
  });

export const paymentStarted = (actor: Actor, at: Date, p: { id: number; paymentFor: string; relatedId: number; amount: number; orderId: string }, description: string) =>
  auditRow(actor, at, {
    actionType: "create_payment",
    entityType: "payment",
    entityId: p.id,
    newValue: { paymentFor: p.paymentFor, relatedId: p.relatedId, amount: p.amount, orderId: p.orderId, demoMode: true },
    description: `Payment of ${rupees(p.amount)} started: ${description}`,
  });

export const paymentCaptured = (actor: Actor, at: Date, p: { id: number; amount: number; orderId: string; paymentId: string }) =>
  auditRow(actor, at, {
    actionType: "capture_payment",
    entityType: "payment",
    entityId: p.id,
    oldValue: { status: "created" },
    newValue: { status: "captured", paymentId: p.paymentId },
    description: `Payment ${p.orderId} of ${rupees(p.amount)} captured (demo)`,
  });
