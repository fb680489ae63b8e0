import { consultationStart } from "../../../shared/catalog/consultations";
import { applicantProfileOf, documentChecklist } from "../../../shared/catalog/document-checklist";
import { DEFAULT_SETTINGS } from "../../../shared/catalog/settings";
import { KYC_CONTENT_TYPES, safeFileName } from "../../../shared/catalog/kyc";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { PAYMENT_TRANSACTION_TYPE, type PaymentType } from "../../../shared/catalog/transactions";
import { optionalPaise, processingFee, rupeesToPaise, ZERO_PAISE, type Paise } from "../../../shared/finance";
import { formatPaiseExact } from "../../../shared/format";
import { storedExistingLoan } from "../../modules/loans";
import type {
  consultations,
  kycDocuments,
  loanApplications,
  loanDocuments,
  loanStageHistory,
  payments,
  sipInvestments,
  transactions,
  users,
} from "../../../shared/schema";
import * as audit from "./audit-entries";
import { documentPdf } from "./files";
import { documentFile } from "./kyc";
import { inPrincipleOf, outcomeOf } from "./loan-moves";
import type { CustomerStory, PaymentStory } from "./stories";

export type SeedRows = {
  users: (typeof users.$inferInsert)[];
  loans: (typeof loanApplications.$inferInsert)[];
  /** Each application's moves: its filing, then every move and recommendation (loan-moves.ts). */
  stageHistory: (typeof loanStageHistory.$inferInsert)[];
  /** The documents sent for each application's checklist (see loanDocumentRows). */
  loanDocuments: (typeof loanDocuments.$inferInsert)[];
  sips: (typeof sipInvestments.$inferInsert)[];
  consultations: (typeof consultations.$inferInsert)[];
  documents: (typeof kycDocuments.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  transactions: (typeof transactions.$inferInsert)[];
  auditLogs: audit.AuditSeed[];
  /** Files to put in the storage under their keys before the rows that name them commit. */
  files: { key: string; body: Buffer }[];
};

/** Ids taken from the tables' own sequences beforehand, so rows can name each other before they are inserted. */
export type ReservedIds = { loans: number[]; sips: number[]; consultations: number[]; documents: number[]; payments: number[] };

const paid = (stories: CustomerStory[]) =>
  stories.flatMap((s) => [
    ...s.loans.flatMap((l) => (l.fee ? [l.fee] : [])),
    ...s.sips.flatMap((x) => (x.firstContribution ? [x.firstContribution] : [])),
    ...s.consultations.flatMap((c) => (c.confirmation ? [c.confirmation] : [])),
  ]);

export function idsNeeded(stories: CustomerStory[]): { [K in keyof ReservedIds]: number } {
  return {
    loans: stories.reduce((n, s) => n + s.loans.length, 0),
    sips: stories.reduce((n, s) => n + s.sips.length, 0),
    consultations: stories.reduce((n, s) => n + s.consultations.length, 0),
    documents: stories.reduce((n, s) => n + s.documents.length, 0),
    payments: paid(stories).length,
  };
}

/** Hands out ids in time order, so within a batch a later record always has the higher number. */
function assign<T>(items: T[], at: (item: T) => Date, ids: number[]): Map<T, number> {
  const sorted = [...items].sort((a, b) => at(a).getTime() - at(b).getTime());
  if (ids.length < sorted.length) throw new Error("not enough reserved ids");
  return new Map(sorted.map((item, i) => [item, ids[i]]));
}

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** Every row the stories add, with the audit entries their actions would have written. */
export function storiesToRows(stories: CustomerStory[], ids: ReservedIds, passwordHash: string): SeedRows {
  const rows: SeedRows = {
    users: [],
    loans: [],
    stageHistory: [],
    loanDocuments: [],
    sips: [],
    consultations: [],
    documents: [],
    payments: [],
    transactions: [],
    auditLogs: [],
    files: [],
  };
  const loanIds = assign(
    stories.flatMap((s) => s.loans),
    (l) => l.appliedAt,
    ids.loans,
  );
  const sipIds = assign(
    stories.flatMap((s) => s.sips),
    (x) => x.createdAt,
    ids.sips,
  );
  const consultationIds = assign(
    stories.flatMap((s) => s.consultations),
    (c) => c.bookedAt,
    ids.consultations,
  );
  const documentIds = assign(
    stories.flatMap((s) => s.documents),
    (d) => d.uploadedAt,
    ids.documents,
  );
  const paymentIds = assign(paid(stories), (p) => p.at, ids.payments);

  for (const s of stories) {
    const me: audit.Actor = { userId: s.userId, ipAddress: s.person.ipAddress, userAgent: s.person.userAgent };
    const log = (row: audit.AuditSeed) => rows.auditLogs.push(row);
    const login = (at: Date) => log(audit.loggedIn(me, later(at, -90), { id: s.userId, username: s.username }));
    if (s.newAccount) {
      rows.users.push({
        id: s.userId,
        username: s.username,
        password: passwordHash,
        email: s.email,
        fullName: s.person.fullName,
        phoneNumber: s.person.phoneNumber,
        role: "user",
        createdAt: s.joinedAt,
        emailVerifiedAt: s.joinedAt,
      });
    }
    log(audit.registered(me, s.joinedAt, { id: s.userId, username: s.username, email: s.email }));

    const pay = (story: PaymentStory, type: PaymentType, relatedId: number, amountPaise: Paise, description: string) => {
      const id = paymentIds.get(story)!;
      const orderId = `order_demo_${story.orderHex}`;
      const paymentId = `pay_demo_${story.paymentHex}`;
      const capturedAt = later(story.at, 4);
      rows.payments.push({
        id,
        userId: s.userId,
        amountPaise,
        currency: "INR",
        status: "captured",
        orderId,
        paymentId,
        signature: "demo",
        paymentFor: type,
        relatedId,
        receipt: `${type.slice(0, 12)}-${relatedId}-${story.receiptHex}`,
        notes: { paymentFor: type, relatedId: String(relatedId), userId: String(s.userId), description },
        demoMode: true,
        // Fees include GST at the default rate; a SIP contribution carries none.
        feeGstPercent: type === "sip-investment" ? null : DEFAULT_SETTINGS.feeGstPercent,
        createdAt: story.at,
        updatedAt: capturedAt,
      });
      rows.transactions.push({
        userId: s.userId,
        transactionType: PAYMENT_TRANSACTION_TYPE[type],
        amountPaise,
        relatedId,
        paymentId: id,
        description,
        transactionDate: capturedAt,
      });
      log(audit.paymentStarted(me, story.at, { id, paymentFor: type, relatedId, amountPaise, orderId }, description));
      log(audit.paymentCaptured(me, capturedAt, { id, amountPaise, orderId, paymentId }));
    };

    for (const l of s.loans) {
      const id = loanIds.get(l)!;
      const hasProperty = l.loanType !== "BTTopUp";
      // The stories are what a customer typed (rupees); the rows hold paise.
      const amountPaise = rupeesToPaise(l.amount);
      const inPrinciple = inPrincipleOf(l, l.existingEmis);
      const outcome = outcomeOf(l, l.appliedAt, l.moves);
      rows.loans.push({
        id,
        userId: s.userId,
        loanType: l.loanType,
        amountPaise,
        tenure: l.tenure,
        interestRate: l.interestRate,
        purpose: l.purpose,
        monthlyIncomePaise: rupeesToPaise(l.monthlyIncome),
        employmentType: l.employmentType,
        propertyValuePaise: hasProperty ? optionalPaise(l.propertyValue) : null,
        propertyAddress: hasProperty ? (l.propertyAddress ?? null) : null,
        existingLoanDetails: l.existingLoanDetails ? storedExistingLoan(l.existingLoanDetails) : null,
        existingEmisPaise: rupeesToPaise(l.existingEmis),
        inPrinciple,
        ...outcome,
        appliedAt: l.appliedAt,
        updatedAt: l.moves.at(-1)?.at ?? l.appliedAt,
      });
      login(l.appliedAt);
      log(
        audit.loanApplied(
          me,
          l.appliedAt,
          { id, amountPaise, tenure: l.tenure, interestRate: l.interestRate, loanType: l.loanType, inPrinciple },
          loanTypeLabel(l.loanType),
        ),
      );
      rows.stageHistory.push({
        applicationId: id,
        fromStage: null,
        toStage: "submitted",
        action: "submit",
        actorId: s.userId,
        at: l.appliedAt,
      });
      if (l.fee)
        pay(
          l.fee,
          "loan-processing-fee",
          id,
          processingFee(amountPaise),
          `Processing fee, ${loanTypeLabel(l.loanType)} application #${id}`,
        );
      let stage = "submitted" as (typeof l.moves)[number]["to"];
      let recommended: { decision: "sanction" | "reject"; amount?: number; rate?: number } | null = null;
      for (const m of l.moves) {
        const actor = m.by ? audit.staffActor(m.by) : me;
        rows.stageHistory.push({
          applicationId: id,
          fromStage: stage,
          toStage: m.to,
          action: m.action,
          actorId: actor.userId,
          note: m.note,
          at: m.at,
        });
        if (m.action === "recommend_sanction" || m.action === "recommend_rejection") {
          const decision = m.action === "recommend_sanction" ? "sanction" : "reject";
          log(audit.loanRecommended(actor, m.at, id, s.userId, stage, decision, m.note ?? "", recommended?.decision ?? null));
          recommended = { decision, amount: m.terms?.amount, rate: m.terms?.interestRate };
          continue;
        }
        const description =
          m.action === "sanction"
            ? `Loan application #${id} approved: ${formatPaiseExact(rupeesToPaise(recommended?.amount ?? l.amount))} sanctioned at ${(recommended?.rate ?? l.interestRate).toFixed(2)}%`
            : m.action === "reject"
              ? `Loan application #${id} rejected with a reason`
              : m.action === "withdraw"
                ? `Loan application #${id} withdrawn by the customer from ${stage}`
                : `Loan application #${id} moved from ${stage} to ${m.to}`;
        log(
          audit.loanMoved(
            actor,
            m.at,
            id,
            s.userId,
            stage,
            m.to,
            m.action === "reject" ? { rejectionReason: m.note } : { note: m.note },
            description,
          ),
        );
        if (m.action !== "advance") recommended = null;
        stage = m.to;
      }
      loanDocumentRows(rows, s, id, l);
    }

    for (const x of s.sips) {
      const id = sipIds.get(x)!;
      rows.sips.push({
        id,
        userId: s.userId,
        planName: x.planName,
        monthlyAmountPaise: rupeesToPaise(x.monthlyAmount),
        startDate: x.startDate,
        durationMonths: x.durationMonths,
        expectedReturns: x.expectedReturns,
        status: x.change?.status ?? "active",
        autoDebit: x.autoDebit,
        bankName: x.bankName,
        bankAccountNumber: x.bankAccountNumber,
        createdAt: x.createdAt,
      });
      login(x.createdAt);
      log(audit.sipStarted(me, x.createdAt, { id, ...x, monthlyAmountPaise: rupeesToPaise(x.monthlyAmount) }));
      if (x.firstContribution)
        pay(x.firstContribution, "sip-investment", id, rupeesToPaise(x.monthlyAmount), `First contribution, ${x.planName} (SIP #${id})`);
      if (x.change) log(audit.sipChanged(me, x.change.at, { id, planName: x.planName }, x.change.status));
    }

    for (const c of s.consultations) {
      const id = consultationIds.get(c)!;
      rows.consultations.push({
        id,
        userId: s.userId,
        topic: c.topic,
        preferredDate: c.preferredDate,
        preferredTime: c.preferredTime,
        name: s.person.fullName,
        email: s.email,
        phone: s.person.phoneNumber,
        status: c.outcome?.status ?? "scheduled",
        notes: c.notes,
        summary: c.outcome?.status === "completed" ? c.outcome.summary : null,
        bookedAt: c.bookedAt,
        startsAt: c.preferredTime ? consultationStart(c.preferredDate, c.preferredTime) : null,
        // Confirmed as booked (the ₹0 step), unless it was cancelled.
        confirmedAt: c.outcome?.status === "cancelled" ? null : (c.confirmation?.at ?? c.bookedAt),
      });
      login(c.bookedAt);
      log(audit.consultationBooked(me, c.bookedAt, { id, ...c }));
      if (c.confirmation) pay(c.confirmation, "consultation", id, ZERO_PAISE, `Consultation booking #${id}: ${c.topic}`);
      if (c.outcome?.status === "cancelled") log(audit.consultationCancelled(me, c.outcome.at, { id, ...c }));
      if (c.outcome?.status === "completed")
        log(audit.consultationCompleted(audit.staffActor(c.outcome.by), c.outcome.at, { id, topic: c.topic }, s.userId, c.outcome.summary));
    }

    s.documents.forEach((d, i) => {
      const id = documentIds.get(d)!;
      const body = documentFile(d, s.person.fullName);
      const key = `u${s.userId}/${d.storageHex}.${KYC_CONTENT_TYPES[d.contentType]}`;
      rows.files.push({ key, body });
      rows.documents.push({
        id,
        userId: s.userId,
        documentType: d.documentType,
        documentUrl: `/api/kyc-documents/${id}/file`,
        documentNumber: d.documentNumber,
        verificationStatus: d.review?.status ?? "pending",
        rejectionReason: d.review?.reason ?? null,
        storageKey: key,
        fileName: safeFileName(d.fileName),
        contentType: d.contentType,
        sizeBytes: body.length,
        autoVerified: false,
        reviewedBy: d.review?.by?.id ?? null,
        reviewedAt: d.review?.at ?? null,
        uploadedAt: d.uploadedAt,
      });
      if (i === 0) login(d.uploadedAt);
      log(
        audit.documentUploaded(me, d.uploadedAt, {
          id,
          documentType: d.documentType,
          documentNumber: d.documentNumber,
          contentType: d.contentType,
          sizeBytes: body.length,
        }),
      );
      if (d.review)
        log(
          audit.documentReviewed(
            audit.staffActor(d.review.by),
            d.review.at,
            { id, documentType: d.documentType },
            s.userId,
            d.review.status,
            d.review.reason,
          ),
        );
    });
  }
  rows.auditLogs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  rows.transactions.sort((a, b) => a.transactionDate!.getTime() - b.transactionDate!.getTime());
  return rows;
}

/**
 * The documents sent for a generated application's checklist, as the customer and staff would have left
 * them: every required one accepted on an application that passed the documents stage (by whoever moved
 * it on, just before), about half sent and waiting for their check on one that reached documents and no
 * further, none before. Each a small demo PDF naming the document.
 */
function loanDocumentRows(rows: SeedRows, s: CustomerStory, id: number, l: CustomerStory["loans"][number]) {
  const passed = l.moves.find((m) => m.action === "advance" && m.to === "credit_review");
  const reachedDocuments = l.moves.find((m) => m.action === "advance" && m.to === "documents");
  if (!reachedDocuments) return;
  const items = documentChecklist(l.loanType, applicantProfileOf(null, l.employmentType), null).filter((i) => i.required);
  const sent = passed ? items : items.slice(0, Math.ceil(items.length / 2));
  const uploadedAt = later(reachedDocuments.at, 3600);
  for (const item of sent) {
    // A file per row: replacing one never takes another's.
    const key = `u${s.userId}/application-${id}-${item.id.replace(/_/g, "-")}.pdf`;
    const body = documentPdf([
      item.label,
      `Loan application #${id}, applicant: ${s.person.fullName}`,
      "Sample file generated for the demo; not a real document.",
    ]);
    rows.files.push({ key, body });
    rows.loanDocuments.push({
      applicationId: id,
      userId: s.userId,
      itemId: item.id,
      storageKey: key,
      fileName: `${item.id.replace(/_/g, "-")}.pdf`,
      contentType: "application/pdf",
      sizeBytes: body.length,
      status: passed ? "accepted" : "submitted",
      reviewedBy: passed?.by?.id ?? null,
      reviewedAt: passed ? later(passed.at, -600) : null,
      uploadedAt,
    });
  }
}
