import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { PROFILES_OF_EMPLOYMENT } from "../../../../shared/catalog/applicant-profiles";
import { applicantProfileOf, CHECKLIST_ITEMS, documentChecklist, type ChecklistItem } from "../../../../shared/catalog/document-checklist";
import { KYC_CONTENT_TYPES, safeFileName } from "../../../../shared/catalog/kyc";
import { UNDECIDED_STAGES } from "../../../../shared/catalog/loan-stages";
import type { LoanTypePayload } from "../../../../shared/catalog/loan-types";
import { now } from "../../../../shared/clock";
import { ERROR_CODES } from "../../../../shared/contracts/errors";
import type { ChecklistItemStatus, LoanChecklistView } from "../../../../shared/contracts/loan-documents";
import {
  kycDocuments,
  loanApplications,
  loanDocuments,
  type ChecklistProfile,
  type KycDocument,
  type LoanApplication,
  type LoanDocument,
  type LoanDocumentReview,
  type PublicUser,
} from "../../../../shared/schema";
import type { Db, Executor } from "../../../db/client";
import { alreadyInStatus, badRequest, conflict, invalidTransition, notFound } from "../../../http/errors";
import { refuseOwnReview } from "../../../http/four-eyes";
import type { RequestContext } from "../../../http/request-context";
import { newStorageKey, type FileStorage } from "../../../storage/file-storage";
import { lockLiveAccount } from "../../account";
import { writeAudit } from "../../audit";
import type { CleanupLog, ReceivedFile } from "../../kyc";
import { loanDocumentNeedsNewCopy, notify } from "../../notifications";

// The document checklist of an application: docs/decisions/document-checklist.md.

const isStaff = (user: Pick<PublicUser, "role">) => user.role === "admin" || user.role === "superadmin";

/** Files may be sent, and reviewed, while the decision to lend is open. */
const uploadsOpen = (loan: LoanApplication) => UNDECIDED_STAGES.includes(loan.stage);
/** Who the applicant is may change until the documents are checked: the list of what is needed changes with it. */
const profileEditable = (loan: LoanApplication) => loan.stage === "submitted" || loan.stage === "documents";

/** The catalogue's checklist for this application. */
export const checklistItemsOf = (loan: LoanApplication): ChecklistItem[] =>
  documentChecklist(loan.loanType as LoanTypePayload, applicantProfileOf(loan.applicantProfile, loan.employmentType), loan.purchaseKind);

type Evidence = { uploads: LoanDocument[]; kyc: KycDocument[] };

async function evidenceOf(db: Executor, loan: LoanApplication): Promise<Evidence> {
  const [uploads, kyc] = await Promise.all([
    db.select().from(loanDocuments).where(eq(loanDocuments.applicationId, loan.id)),
    db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.userId, loan.userId), inArray(kycDocuments.verificationStatus, ["verified", "pending"])))
      .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id)),
  ]);
  return { uploads, kyc };
}

type ItemState = {
  item: ChecklistItem;
  status: ChecklistItemStatus;
  upload: LoanDocument | null;
  kyc: KycDocument | null;
};

/**
 * Where each item is: the file sent for it (its review), else a KYC document that stands for it (verified
 * before one waiting for its check), else missing.
 */
function statesOf(loan: LoanApplication, { uploads, kyc }: Evidence): ItemState[] {
  return checklistItemsOf(loan).map((item) => {
    const upload = uploads.find((u) => u.itemId === item.id) ?? null;
    if (upload) return { item, status: upload.status, upload, kyc: null };
    const standing = kyc.filter((d) => (item.kycTypes as readonly string[]).includes(d.documentType));
    const doc = standing.find((d) => d.verificationStatus === "verified") ?? standing[0] ?? null;
    if (doc) return { item, status: doc.verificationStatus === "verified" ? "accepted" : "submitted", upload: null, kyc: doc };
    return { item, status: "missing", upload: null, kyc: null };
  });
}

/** The required items not yet accepted. */
export async function unacceptedItems(db: Executor, loan: LoanApplication): Promise<ChecklistItem[]> {
  return statesOf(loan, await evidenceOf(db, loan))
    .filter((s) => s.item.required && s.status !== "accepted")
    .map((s) => s.item);
}

/** Refuses to pass the documents stage while a required item is not accepted, naming them (staff read this). */
export async function refuseIncompleteChecklist(db: Executor, loan: LoanApplication) {
  const open = await unacceptedItems(db, loan);
  if (open.length === 0) return;
  throw conflict(
    `The documents stage is passed once every required document is accepted: ${open.length} ${open.length === 1 ? "is" : "are"} not (${open
      .map((i) => i.label)
      .join("; ")}).`,
    ERROR_CODES.checklistIncomplete,
  );
}

function viewOf(loan: LoanApplication, evidence: Evidence): LoanChecklistView {
  const states = statesOf(loan, evidence);
  return {
    applicantProfile: applicantProfileOf(loan.applicantProfile, loan.employmentType),
    profileGiven: loan.applicantProfile !== null,
    purchaseKind: loan.purchaseKind,
    uploadsOpen: uploadsOpen(loan),
    profileEditable: profileEditable(loan),
    complete: states.every((s) => !s.item.required || s.status === "accepted"),
    items: states.map(({ item, status, upload, kyc }) => ({
      id: item.id,
      group: item.group,
      required: item.required,
      status,
      reason: upload?.status === "needs_new_copy" ? upload.reviewReason : null,
      source: upload ? "upload" : kyc ? "kyc" : null,
      file: upload
        ? {
            fileName: upload.fileName,
            contentType: upload.contentType,
            sizeBytes: upload.sizeBytes,
            uploadedAt: upload.uploadedAt,
            url: `/api/loan-applications/${loan.id}/documents/${item.id}/file`,
          }
        : kyc
          ? {
              fileName: kyc.fileName,
              contentType: kyc.contentType ?? "application/octet-stream",
              sizeBytes: kyc.sizeBytes ?? 0,
              uploadedAt: kyc.uploadedAt,
              url: kyc.documentUrl,
            }
          : null,
    })),
  };
}

export async function checklistView(db: Executor, loan: LoanApplication): Promise<LoanChecklistView> {
  return viewOf(loan, await evidenceOf(db, loan));
}

/** The application, for its owner or staff; anyone else's is "not found". Staff never read their own as staff. */
async function readableLoan(db: Executor, user: Pick<PublicUser, "id" | "role">, id: number): Promise<LoanApplication> {
  const [loan] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  if (!loan || (loan.userId !== user.id && !isStaff(user))) throw notFound(/*i18n*/ "Loan application not found");
  return loan;
}

export async function getChecklist(db: Db, user: PublicUser, id: number): Promise<LoanChecklistView> {
  return checklistView(db, await readableLoan(db, user, id));
}

/** The item of this application's checklist, or "not found". */
function itemOf(loan: LoanApplication, itemId: string): ChecklistItem {
  const item = checklistItemsOf(loan).find((i) => i.id === itemId);
  if (!item) throw notFound(/*i18n*/ "This document is not on the application's checklist");
  return item;
}

/** The owner's application, locked for the change; another customer's is "not found". */
async function lockOwnLoan(tx: Executor, userId: number, id: number): Promise<LoanApplication> {
  const [loan] = await tx
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, userId)))
    .for("update");
  if (!loan) throw notFound(/*i18n*/ "Loan application not found");
  return loan;
}

const closedForUploads = () => invalidTransition(/*i18n*/ "This application has been decided, so documents can no longer be sent for it");

/** Checked before the file is read, so a file for a closed application or an unknown item is not sent for nothing. */
export async function assertUploadable(db: Db, user: PublicUser, id: number, itemId: string) {
  const [loan] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, user.id)));
  if (!loan) throw notFound(/*i18n*/ "Loan application not found");
  itemOf(loan, itemId);
  if (!uploadsOpen(loan)) throw closedForUploads();
}

/**
 * The owner sends the file for one item: the row and the file together or not at all (as a KYC upload).
 * A new copy replaces one not yet accepted; the replaced file goes after the commit.
 */
export async function uploadChecklistDocument(
  db: Db,
  storage: FileStorage,
  user: PublicUser,
  id: number,
  itemId: string,
  file: ReceivedFile,
  ctx: RequestContext,
  log: CleanupLog,
): Promise<LoanChecklistView> {
  const key = newStorageKey(user.id, KYC_CONTENT_TYPES[file.contentType]);
  let kept = false;
  let replaced: string | null = null;
  try {
    const view = await db.transaction(async (tx) => {
      // An account being erased takes no more files; one customer's uploads queue behind each other.
      await lockLiveAccount(tx, user.id, "update");
      const loan = await lockOwnLoan(tx, user.id, id);
      const item = itemOf(loan, itemId);
      if (!uploadsOpen(loan)) throw closedForUploads();
      const evidence = await evidenceOf(tx, loan);
      const current = evidence.uploads.find((u) => u.itemId === item.id);
      // Accepted, by a file sent for it or by a verified KYC document: never replaced.
      if (statesOf(loan, evidence).find((st) => st.item.id === item.id)?.status === "accepted")
        throw alreadyInStatus(/*i18n*/ "This document is already accepted; there is no need to send it again");
      const values = {
        storageKey: key,
        fileName: safeFileName(file.originalName) || null,
        contentType: file.contentType,
        sizeBytes: file.size,
        status: "submitted" as const,
        reviewReason: null,
        reviewedBy: null,
        reviewedAt: null,
        uploadedAt: now(),
      };
      const [row] = current
        ? await tx.update(loanDocuments).set(values).where(eq(loanDocuments.id, current.id)).returning()
        : await tx
            .insert(loanDocuments)
            .values({ ...values, applicationId: loan.id, userId: user.id, itemId: item.id })
            .returning();
      await writeAudit(tx, ctx, {
        actionType: "upload_loan_document",
        entityType: "loan_application",
        entityId: loan.id,
        oldValue: current ? { itemId: item.id, status: current.status } : null,
        newValue: { itemId: item.id, status: row.status, contentType: row.contentType, sizeBytes: row.sizeBytes },
        description: `User #${user.id} ${current ? "sent a new copy of" : "sent"} "${item.label}" for loan application #${loan.id}`,
      });
      await storage.keep(file.tempPath, key);
      kept = true;
      replaced = current?.storageKey ?? null;
      return checklistView(tx, loan);
    });
    const old = replaced as string | null;
    if (old) await storage.remove(old).catch(() => log.warn({ storageKey: old }, "Could not remove a replaced loan document's file"));
    return view;
  } catch (e) {
    if (kept)
      await storage
        .remove(key)
        .catch(() => log.warn({ storageKey: key }, "Could not remove the file of a loan document that was rolled back"));
    else await storage.discard(file.tempPath).catch(() => undefined);
    throw e;
  }
}

/**
 * The file sent for one item, for its owner or staff (staff: `staffReading` audits it). Only files sent for
 * the application: a KYC document is read at its own address.
 */
export async function readableChecklistFile(
  db: Db,
  user: PublicUser,
  id: number,
  itemId: string,
  staffReading: (tx: Executor, what: Parameters<typeof writeAudit>[2]) => Promise<void>,
): Promise<LoanDocument> {
  const loan = await readableLoan(db, user, id);
  const [doc] = await db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.applicationId, loan.id), eq(loanDocuments.itemId, itemId)));
  if (!doc) throw notFound(/*i18n*/ "Document not found");
  if (loan.userId !== user.id)
    await staffReading(db, {
      actionType: "view_loan_document",
      entityType: "loan_application",
      entityId: loan.id,
      subjectId: loan.userId,
      newValue: { itemId },
      description: `Staff opened "${CHECKLIST_ITEMS.get(itemId)?.label ?? itemId}" of loan application #${loan.id}`,
    });
  return doc;
}

/** The owner says who they are and what a home loan buys; the checklist follows. */
export async function setChecklistProfile(
  db: Db,
  storage: FileStorage,
  user: PublicUser,
  id: number,
  input: ChecklistProfile,
  ctx: RequestContext,
  log: CleanupLog,
): Promise<LoanChecklistView> {
  const dropped: string[] = [];
  const view = await db.transaction(async (tx) => {
    await lockLiveAccount(tx, user.id, "update");
    const loan = await lockOwnLoan(tx, user.id, id);
    if (!profileEditable(loan))
      throw invalidTransition(/*i18n*/ "Your documents have been checked, so who you are can no longer be changed on this application");
    // The profile refines the employment type the application was filed with; it does not contradict it.
    const fits = !loan.employmentType || PROFILES_OF_EMPLOYMENT[loan.employmentType].includes(input.applicantProfile);
    if (!fits) {
      const message = /*i18n*/ "Please choose what describes you best";
      throw badRequest(message, [{ path: "applicantProfile", message }]);
    }
    const purchaseKind = loan.loanType === "HomeLoan" ? (input.purchaseKind ?? null) : null;
    const [row] = await tx
      .update(loanApplications)
      .set({ applicantProfile: input.applicantProfile, purchaseKind, updatedAt: now() })
      .where(eq(loanApplications.id, loan.id))
      .returning();
    // Files sent for items the new list no longer has go, with the rows (a later change back asks for them anew).
    const kept = checklistItemsOf(row).map((i) => i.id);
    const gone = await tx
      .delete(loanDocuments)
      .where(and(eq(loanDocuments.applicationId, loan.id), notInArray(loanDocuments.itemId, kept)))
      .returning({ storageKey: loanDocuments.storageKey, itemId: loanDocuments.itemId });
    dropped.push(...gone.map((g) => g.storageKey));
    await writeAudit(tx, ctx, {
      actionType: "update_loan_checklist_profile",
      entityType: "loan_application",
      entityId: loan.id,
      oldValue: { applicantProfile: loan.applicantProfile, purchaseKind: loan.purchaseKind },
      newValue: { applicantProfile: row.applicantProfile, purchaseKind: row.purchaseKind },
      description: `User #${user.id} said who applies on loan application #${loan.id}, for its document checklist${gone.length ? `; ${gone.length} document(s) no longer asked for removed` : ""}`,
    });
    return checklistView(tx, row);
  });
  // After the commit: a failure here leaves an unreferenced file, never a row without its file.
  for (const key of dropped)
    await storage.remove(key).catch(() => log.warn({ storageKey: key }, "Could not remove a loan document no longer asked for"));
  return view;
}

/** Staff accept one sent document, or ask for a new copy with the reason (in-app and e-mail); never their own. */
export async function reviewChecklistDocument(
  db: Db,
  id: number,
  itemId: string,
  review: LoanDocumentReview,
  ctx: RequestContext,
): Promise<LoanChecklistView> {
  return db.transaction(async (tx) => {
    const [loan] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for("update");
    if (!loan) throw notFound("Loan application not found");
    refuseOwnReview(loan.userId, ctx, "application's documents");
    const item = itemOf(loan, itemId);
    if (!uploadsOpen(loan)) throw invalidTransition("This application has been decided: its documents are no longer reviewed");
    const [doc] = await tx
      .select()
      .from(loanDocuments)
      .where(and(eq(loanDocuments.applicationId, loan.id), eq(loanDocuments.itemId, item.id)))
      .for("update");
    if (!doc) throw notFound("Nothing has been sent for this item yet (a KYC document is reviewed in the KYC queue)");
    // The file reviewed is the one the viewer opened: a copy sent since is looked at first.
    if (new Date(review.uploadedAt).getTime() !== doc.uploadedAt.getTime())
      throw conflict(
        "The customer sent a new copy since you opened this one; the list now shows it. Look at it before deciding.",
        ERROR_CODES.changeClashed,
      );
    if (doc.status === review.status)
      throw alreadyInStatus(`This document is already ${review.status === "accepted" ? "accepted" : "sent back"}`);
    const reason = review.status === "needs_new_copy" ? review.reason! : null;
    const [row] = await tx
      .update(loanDocuments)
      .set({ status: review.status, reviewReason: reason, reviewedBy: ctx.userId, reviewedAt: now() })
      .where(eq(loanDocuments.id, doc.id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: review.status === "accepted" ? "accept_loan_document" : "return_loan_document",
      entityType: "loan_application",
      entityId: loan.id,
      subjectId: loan.userId,
      oldValue: { itemId: item.id, status: doc.status },
      newValue: { itemId: item.id, status: row.status },
      personal: { newValue: reason ? { reason } : null },
      description: `"${item.label}" of loan application #${loan.id} ${review.status === "accepted" ? "accepted" : "sent back for a new copy"}`,
    });
    if (row.status === "needs_new_copy") await notify(tx, loanDocumentNeedsNewCopy(loan, item.id, reason!));
    return checklistView(tx, loan);
  });
}
