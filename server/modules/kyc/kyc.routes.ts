import { Router } from "express";
import { KYC_MAX_FILE_BYTES } from "../../../shared/catalog/kyc";
import { adminKycQuery, idParam, kycReviewSchema, kycUploadFieldsSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { requireRole, requireUser, refuseStaffWithoutSecondFactor } from "../../http/guards";
import { sendPage } from "../../http/paging";
import { requestContext } from "../../http/request-context";
import { parseOrThrow, validate } from "../../http/validate";
import type { FileStorage } from "../../storage/file-storage";
import { assertRoomForUpload, createKycDocument, deleteKycDocument, findReadableDocument, listKycQueue, listOwnKycDocuments, reviewKycDocument } from "./kyc.service";
import { receiveUpload } from "./receive-upload";

const downloadName = (type: string, id: number, ext: string) => `${type.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id}.${ext}`;

/** KYC: customers upload, list, download and delete their documents; staff review them. */
export function kycRouter(db: Db, storage: FileStorage) {
  const r = Router();

  r.post("/kyc-documents", requireUser, async (req, res) => {
    await assertRoomForUpload(db, req.user!.id);
    const { fields, file } = await receiveUpload(req, storage, KYC_MAX_FILE_BYTES);
    if (!file) throw badRequest("Please choose a file to upload", [{ path: "file", message: "Please choose a file to upload" }]);
    let parsed;
    try {
      parsed = parseOrThrow(kycUploadFieldsSchema, fields);
    } catch (e) {
      await storage.discard(file.tempPath);
      throw e;
    }
    res.status(201).json(await createKycDocument(db, storage, req.user!, parsed, file, requestContext(req), req.log));
  });

  r.get("/kyc-documents", requireUser, async (req, res) => {
    res.json(await listOwnKycDocuments(db, req.user!.id));
  });

  r.get("/kyc-documents/:id/file", requireUser, validate({ params: idParam }), async (req, res) => {
    // Staff read any customer's file here: the staff rule for a second factor applies.
    refuseStaffWithoutSecondFactor(req);
    const doc = await findReadableDocument(db, req.user!, Number(req.params.id), requestContext(req));
    const { stream, size } = await storage.open(doc.storageKey!).catch(() => {
      throw notFound("The file of this document is missing; please upload it again");
    });
    stream.on("error", () => res.destroy());
    const ext = doc.contentType === "application/pdf" ? "pdf" : doc.contentType === "image/png" ? "png" : "jpg";
    // Staff preview images and PDFs in the page; every other request downloads.
    const inline = req.query.inline === "1";
    res.set({
      "Content-Type": doc.contentType ?? "application/octet-stream",
      "Content-Length": String(size),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${downloadName(doc.documentType, doc.id, ext)}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    stream.pipe(res);
  });

  r.delete("/kyc-documents/:id", requireUser, validate({ params: idParam }), async (req, res) => {
    await deleteKycDocument(db, storage, req.user!, Number(req.params.id), requestContext(req), req.log);
    res.status(204).end();
  });

  r.get("/admin/kyc-documents", requireRole("admin", "superadmin"), validate({ query: adminKycQuery }), async (req, res) => {
    const { items, total } = await listKycQueue(db, res.locals.query);
    sendPage(req, res, items, total, res.locals.query);
  });

  r.patch("/admin/kyc-documents/:id", requireRole("admin", "superadmin"), validate({ params: idParam, body: kycReviewSchema }), async (req, res) => {
    res.json(await reviewKycDocument(db, Number(req.params.id), req.body, requestContext(req)));
  });
  return r;
}
