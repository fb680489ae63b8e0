import { and, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { KYC_CONTENT_TYPES, KYC_MAX_DOCUMENTS, safeFileName } from "../../../shared/catalog/kyc";
import type { KycDocumentView, KycQueueItemView, StaffKycDocumentView } from "../../../shared/contracts/kyc";
import {
  kycDocuments,
  users,
  type AdminKycQuery,
  type KycDocument,
  type KycReview,
  type KycUploadFields,
  type PublicUser,
} from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { alreadyInStatus, conflict, invalidTransition, notFound } from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { newStorageKey, type FileStorage } from "../../storage/file-storage";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { kycRejected, kycVerified, notify } from "../notifications";
import { getSettings } from "../settings";
import { containsPattern } from "../../db/search";
import type { ReceivedFile } from "./receive-upload";
import { withFields } from "../../db/row-view";
import { now } from "../../../shared/clock";

export const toKycView = ({ storageKey: _key, ...doc }: KycDocument): StaffKycDocumentView => doc;
export const toOwnKycView = ({ storageKey: _key, reviewedBy: _reviewer, ...doc }: KycDocument): KycDocumentView => doc;

const limitMessage = /*i18n*/ {
  id: "kyc.too_many_documents",
  message: "You can keep at most {max} documents under review or verified. Delete a pending one you no longer need first.",
  values: { max: KYC_MAX_DOCUMENTS },
};

/** Rejected documents do not count: a customer can always replace one. */
async function documentCount(db: Executor, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), ne(kycDocuments.verificationStatus, "rejected")));
  return n;
}

/** Checked before the upload is read, so a customer at the limit does not send 5 MB for nothing. */
export async function assertRoomForUpload(db: Db, userId: number) {
  if ((await documentCount(db, userId)) >= KYC_MAX_DOCUMENTS) throw conflict(limitMessage);
}

/** With 'automatic KYC' on, a PAN or Aadhaar card whose number passed its check is verified at once. */
const autoVerifiable = (fields: KycUploadFields) =>
  (fields.documentType === "PAN Card" || fields.documentType === "Aadhaar Card") && Boolean(fields.documentNumber);

/**
 * Saves an uploaded document: the row and the file together or not at all. The file moves from its
 * temporary place to its key as the transaction's last step; if that fails the row rolls back, and
 * if the commit fails the moved file is removed.
 */
/** Where a file that could not be removed is reported, so it can be removed by hand. */
export type CleanupLog = { warn: (details: { storageKey: string }, message: string) => void };

export async function createKycDocument(
  db: Db,
  storage: FileStorage,
  user: PublicUser,
  fields: KycUploadFields,
  file: ReceivedFile,
  ctx: RequestContext,
  log: CleanupLog,
): Promise<KycDocumentView> {
  const key = newStorageKey(user.id, KYC_CONTENT_TYPES[file.contentType]);
  let kept = false;
  try {
    return await db.transaction(async (tx) => {
      // One customer's uploads queue behind each other, so the per-customer limit holds under concurrent requests.
      await lockLiveAccount(tx, user.id, "update");
      if ((await documentCount(tx, user.id)) >= KYC_MAX_DOCUMENTS) throw conflict(limitMessage);
      const automatic = autoVerifiable(fields) && (await getSettings(tx)).automaticKyc;
      const [inserted] = await tx
        .insert(kycDocuments)
        .values({
          userId: user.id,
          documentType: fields.documentType,
          documentUrl: "",
          documentNumber: fields.documentNumber ?? null,
          storageKey: key,
          fileName: safeFileName(file.originalName) || null,
          contentType: file.contentType,
          sizeBytes: file.size,
          verificationStatus: automatic ? "verified" : "pending",
          autoVerified: automatic,
          reviewedAt: automatic ? now() : null,
        })
        .returning();
      const [row] = await tx
        .update(kycDocuments)
        .set({ documentUrl: `/api/kyc-documents/${inserted.id}/file` })
        .where(eq(kycDocuments.id, inserted.id))
        .returning();
      await writeAudit(tx, ctx, {
        actionType: "upload_kyc_document",
        entityType: "kyc_document",
        entityId: row.id,
        newValue: { documentType: row.documentType, contentType: row.contentType, sizeBytes: row.sizeBytes },
        personal: { newValue: row.documentNumber ? { documentNumber: row.documentNumber } : null },
        description: `User #${user.id} uploaded a ${row.documentType}`,
      });
      if (automatic) {
        await writeAudit(tx, ctx, {
          actionType: "auto_verify_kyc_document",
          entityType: "kyc_document",
          entityId: row.id,
          oldValue: { verificationStatus: "pending" },
          newValue: { verificationStatus: "verified", automatic: true },
          description: `${row.documentType} #${row.id} verified automatically: its number passed the format check`,
        });
        await notify(tx, kycVerified(row));
      }
      await storage.keep(file.tempPath, key);
      kept = true;
      return toOwnKycView(row);
    });
  } catch (e) {
    if (kept)
      await storage
        .remove(key)
        .catch(() => log.warn({ storageKey: key }, "Could not remove the file of a KYC upload that was rolled back"));
    else await storage.discard(file.tempPath).catch(() => undefined);
    throw e;
  }
}

export async function listOwnKycDocuments(db: Db, userId: number): Promise<KycDocumentView[]> {
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
  return rows.map(toOwnKycView);
}

/** The owner, an admin or a superadmin may read a document's file; anyone else is told it does not exist. */
export async function findReadableDocument(db: Db, viewer: PublicUser, id: number, ctx: RequestContext): Promise<KycDocument> {
  const staff = viewer.role === "admin" || viewer.role === "superadmin";
  const [doc] = await db
    .select()
    .from(kycDocuments)
    .where(staff ? eq(kycDocuments.id, id) : and(eq(kycDocuments.id, id), eq(kycDocuments.userId, viewer.id)));
  if (!doc?.storageKey) throw notFound(/*i18n*/ "Document not found");
  if (doc.userId !== viewer.id) {
    // Staff looking at a customer's identity document is itself worth a record.
    await writeAudit(db, ctx, {
      actionType: "view_kyc_document",
      entityType: "kyc_document",
      entityId: doc.id,
      subjectId: doc.userId,
      description: `Staff opened ${doc.documentType} #${doc.id}`,
    });
  }
  return doc;
}

/** The owner removes a document while it is still pending; the file goes after the row. */
export async function deleteKycDocument(
  db: Db,
  storage: FileStorage,
  user: PublicUser,
  id: number,
  ctx: RequestContext,
  log: CleanupLog,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.id, id), eq(kycDocuments.userId, user.id)))
      .for("update");
    if (!doc) throw notFound(/*i18n*/ "Document not found");
    if (doc.verificationStatus !== "pending")
      throw invalidTransition(
        doc.verificationStatus === "verified"
          ? /*i18n*/ "This document is already verified and can no longer be deleted"
          : /*i18n*/ "This document is already rejected and can no longer be deleted",
      );
    await tx.delete(kycDocuments).where(eq(kycDocuments.id, id));
    await writeAudit(tx, ctx, {
      actionType: "delete_kyc_document",
      entityType: "kyc_document",
      entityId: id,
      oldValue: { documentType: doc.documentType, verificationStatus: doc.verificationStatus },
      personal: { oldValue: doc.documentNumber ? { documentNumber: doc.documentNumber } : null },
      description: `User #${user.id} deleted a pending ${doc.documentType}`,
    });
    return doc;
  });
  // After the commit: a failure here leaves an unreferenced file, never a row without its file.
  const key = removed.storageKey;
  if (key) await storage.remove(key).catch(() => log.warn({ storageKey: key }, "Could not remove the file of a deleted KYC document"));
}

export async function listKycQueue(
  db: Db,
  { q, status, page, pageSize }: AdminKycQuery,
): Promise<{ items: KycQueueItemView[]; total: number }> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(kycDocuments.verificationStatus, status));
  if (q) {
    const p = containsPattern(q);
    filters.push(
      or(
        sql`lower(${users.fullName}) like ${p}`,
        sql`lower(${users.username}) like ${p}`,
        sql`lower(${users.email}) like ${p}`,
        sql`lower(${kycDocuments.documentType}) like ${p}`,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ doc: kycDocuments, fullName: users.fullName, username: users.username, email: users.email })
      .from(kycDocuments)
      .innerJoin(users, eq(users.id, kycDocuments.userId))
      .where(where)
      .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(kycDocuments)
      .innerJoin(users, eq(users.id, kycDocuments.userId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => withFields(toKycView(r.doc), { customer: { fullName: r.fullName, username: r.username, email: r.email } })),
    total,
  };
}

/** Verify, or reject with a reason; never one's own document, never to the status it already has. */
export async function reviewKycDocument(db: Db, id: number, review: KycReview, ctx: RequestContext): Promise<StaffKycDocumentView> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for("update");
    if (!current) throw notFound(/*i18n*/ "Document not found");
    refuseOwnReview(current.userId, ctx, "KYC document");
    if (current.verificationStatus === review.verificationStatus)
      throw alreadyInStatus(`This document is already ${review.verificationStatus}`);
    const rejectionReason = review.verificationStatus === "rejected" ? review.rejectionReason! : null;
    const [row] = await tx
      .update(kycDocuments)
      .set({
        verificationStatus: review.verificationStatus,
        rejectionReason,
        reviewedBy: ctx.userId,
        reviewedAt: now(),
        autoVerified: false,
      })
      .where(eq(kycDocuments.id, id))
      .returning();
    await writeAudit(tx, ctx, {
      actionType: review.verificationStatus === "verified" ? "verify_kyc_document" : "reject_kyc_document",
      entityType: "kyc_document",
      entityId: id,
      subjectId: current.userId,
      oldValue: { verificationStatus: current.verificationStatus },
      newValue: { verificationStatus: row.verificationStatus },
      personal: {
        oldValue: current.rejectionReason ? { rejectionReason: current.rejectionReason } : null,
        newValue: rejectionReason ? { rejectionReason } : null,
      },
      description: `${current.documentType} #${id} ${review.verificationStatus}${rejectionReason ? " with a reason" : ""}`,
    });
    await notify(tx, row.verificationStatus === "verified" ? kycVerified(row) : kycRejected(row));
    return toKycView(row);
  });
}
