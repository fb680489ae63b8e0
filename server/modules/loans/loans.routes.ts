import type { Request } from "express";
import { loanPapersContract } from "../../../shared/contracts/loan-papers";
import { loanDocumentsContract } from "../../../shared/contracts/loan-documents";
import { loansContract } from "../../../shared/contracts/loans";
import { KYC_MAX_FILE_BYTES } from "../../../shared/catalog/kyc";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { serve } from "../../http/contract-routes";
import { badRequest } from "../../http/errors";
import type { FileStorage } from "../../storage/file-storage";
import { sendStoredFile } from "../../storage/send-stored-file";
import { receiveUpload } from "../kyc";
import { refuseStaffWithoutSecondFactor } from "../../http/guards";
import { rateLimit } from "../../http/rate-limit";
import type { RequestContext } from "../../http/request-context";
import { requestLocale } from "../../i18n/request-locale";
import { papersLimit } from "../../papers/papers-limit";
import { sendPdf } from "../../papers/send-pdf";
import { decideLoan, listAllLoans } from "./admin-loans.service";
import { actOnLoan, getLoanCase } from "./loan-case.service";
import { createLoanApplication, getOwnLoan, listOwnLoans, withdrawOwnLoan } from "./loans.service";
import { writeAudit } from "../audit";
import {
  assertUploadable,
  getChecklist,
  readableChecklistFile,
  reviewChecklistDocument,
  setChecklistProfile,
  uploadChecklistDocument,
} from "./documents/checklist.service";
import { acknowledgeKfs, getKfsStatus, kfsDocument, sanctionLetterDocument, type StaffReading } from "./papers/papers.service";

/**
 * Staff reading a customer's papers: refused without the second factor the settings require (as on every
 * staff route), and audited with what they read. Their own application's papers are theirs, as a customer's.
 */
const staffReading =
  (req: Request, ctx: RequestContext): StaffReading =>
  async (tx, what) => {
    refuseStaffWithoutSecondFactor(req);
    await writeAudit(tx, ctx, what);
  };

export function loansRoutes(db: Db, config: Config, storage: FileStorage) {
  // Each application is reviewed by staff and copied to the lender's sheet: a customer files a few, not hundreds.
  const perDay = config.rateLimits.loanApplicationsPerDay;
  const dailyLimit = rateLimit(db, {
    name: "loan-applications",
    limit: perDay,
    windowSeconds: 24 * 60 * 60,
    message: /*i18n*/ {
      id: "loans.daily_limit",
      message: "You can submit at most {count} loan applications a day. Please try again tomorrow.",
      values: { count: perDay },
    },
    // Counted per customer; the access check before it has made sure there is one.
    key: (req) => String(req.user?.id),
  });
  const paperLimit = papersLimit(db);
  return [
    serve(
      loansContract.create,
      ({ user, body, ctx }) => createLoanApplication(db, user, body, ctx, { webhook: Boolean(config.loanWebhookUrl) }),
      { before: [dailyLimit] },
    ),
    serve(loansContract.list, ({ user }) => listOwnLoans(db, user.id)),
    serve(loansContract.get, ({ user, params }) => getOwnLoan(db, user.id, params.id)),
    serve(loansContract.adminList, ({ query }) => listAllLoans(db, query)),
    serve(loansContract.withdraw, ({ user, params, body, ctx }) => withdrawOwnLoan(db, user.id, params.id, body.reason, ctx)),
    serve(loansContract.caseView, ({ user, params }) => getLoanCase(db, params.id, user)),
    serve(loansContract.act, ({ user, params, body, ctx }) => actOnLoan(db, params.id, body, user, ctx)),
    serve(loansContract.decide, ({ user, params, body, ctx }) => decideLoan(db, params.id, body, user, ctx)),
    serve(loanPapersContract.kfs, ({ user, params, req, ctx }) => getKfsStatus(db, user, params.id, staffReading(req, ctx))),
    serve(
      loanPapersContract.kfsPdf,
      async ({ user, params, query, req, res, ctx }) =>
        sendPdf(res, await kfsDocument(db, user, params.id, query.lang ?? requestLocale(req), staffReading(req, ctx))),
      { before: [paperLimit] },
    ),
    serve(loanPapersContract.acknowledgeKfs, ({ user, params, body, ctx }) => acknowledgeKfs(db, user, params.id, body.version, ctx)),
    serve(
      loanPapersContract.sanctionLetterPdf,
      async ({ user, params, query, req, res, ctx }) =>
        sendPdf(res, await sanctionLetterDocument(db, user, params.id, query.lang ?? requestLocale(req), staffReading(req, ctx))),
      { before: [paperLimit] },
    ),
    ...documentRoutes(db, storage),
  ];
}

/** The application's document checklist: the customer sends a file per item, staff accept it or ask for a new copy. */
function documentRoutes(db: Db, storage: FileStorage) {
  return [
    serve(loanDocumentsContract.checklist, ({ user, params, req }) => {
      // Staff read a customer's checklist as they read the case file: with their second factor.
      if (user.role !== "user") refuseStaffWithoutSecondFactor(req);
      return getChecklist(db, user, params.id);
    }),
    serve(loanDocumentsContract.upload, async ({ user, params, ctx, req }) => {
      await assertUploadable(db, user, params.id, params.itemId);
      const { file } = await receiveUpload(req, storage, KYC_MAX_FILE_BYTES);
      if (!file) {
        const message = /*i18n*/ "Please choose a file to upload";
        throw badRequest(message, [{ path: "file", message }]);
      }
      return uploadChecklistDocument(db, storage, user, params.id, params.itemId, file, ctx, req.log);
    }),
    serve(loanDocumentsContract.file, async ({ user, params, query, ctx, req, res }) => {
      const doc = await readableChecklistFile(db, user, params.id, params.itemId, staffReading(req, ctx));
      await sendStoredFile(res, storage, {
        storageKey: doc.storageKey,
        contentType: doc.contentType,
        baseName: `${doc.itemId.replace(/_/g, "-")}-${doc.applicationId}`,
        inline: query.inline === "1",
      });
    }),
    serve(loanDocumentsContract.profile, ({ user, params, body, ctx, req }) =>
      setChecklistProfile(db, storage, user, params.id, body, ctx, req.log),
    ),
    serve(loanDocumentsContract.review, ({ params, body, ctx }) => reviewChecklistDocument(db, params.id, params.itemId, body, ctx)),
  ];
}
