import { KYC_MAX_FILE_BYTES } from "../../../shared/catalog/kyc";
import { kycContract } from "../../../shared/contracts/kyc";
import { kycUploadFieldsSchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { badRequest } from "../../http/errors";
import { refuseStaffWithoutSecondFactor } from "../../http/guards";
import { parseOrThrow } from "../../http/validate";
import type { FileStorage } from "../../storage/file-storage";
import { sendStoredFile } from "../../storage/send-stored-file";
import {
  assertRoomForUpload,
  createKycDocument,
  deleteKycDocument,
  findReadableDocument,
  listKycQueue,
  listOwnKycDocuments,
  reviewKycDocument,
} from "./kyc.service";
import { receiveUpload } from "./receive-upload";

const downloadName = (type: string, id: number) => `${type.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id}`;

/** KYC: customers upload, list, download and delete their documents; staff review them. */
export function kycRoutes(db: Db, storage: FileStorage) {
  return [
    serve(kycContract.upload, async ({ user, ctx, req }) => {
      await assertRoomForUpload(db, user.id);
      const { fields, file } = await receiveUpload(req, storage, KYC_MAX_FILE_BYTES);
      if (!file) {
        const message = /*i18n*/ "Please choose a file to upload";
        throw badRequest(message, [{ path: "file", message }]);
      }
      let parsed;
      try {
        // The fields arrive with the file in one multipart body, so they are checked only once it is in.
        parsed = parseOrThrow(kycUploadFieldsSchema, fields);
      } catch (e) {
        await storage.discard(file.tempPath);
        throw e;
      }
      return createKycDocument(db, storage, user, parsed, file, ctx, req.log);
    }),

    serve(kycContract.list, ({ user }) => listOwnKycDocuments(db, user.id)),

    serve(kycContract.file, async ({ user, params, query, ctx, req, res }) => {
      // Staff read any customer's file here: the staff rule for a second factor applies.
      refuseStaffWithoutSecondFactor(req);
      const doc = await findReadableDocument(db, user, params.id, ctx);
      // Staff preview images and PDFs in the page; every other request downloads.
      await sendStoredFile(res, storage, {
        storageKey: doc.storageKey!,
        contentType: doc.contentType,
        baseName: downloadName(doc.documentType, doc.id),
        inline: query.inline === "1",
      });
    }),

    serve(kycContract.remove, ({ user, params, ctx, req }) => deleteKycDocument(db, storage, user, params.id, ctx, req.log)),

    serve(kycContract.queue, ({ query }) => listKycQueue(db, query)),

    serve(kycContract.review, ({ params, body, ctx }) => reviewKycDocument(db, params.id, body, ctx)),
  ];
}
