import { paymentsContract } from "../../../shared/contracts/payments";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { requestLocale } from "../../i18n/request-locale";
import { papersLimit } from "../../papers/papers-limit";
import { sendPdf } from "../../papers/send-pdf";
import type { Payables } from "./payables";
import type { PaymentGateway } from "./razorpay-gateway";
import { createPayment, handleWebhook, verifyPayment } from "./payments.service";
import { paymentReceipt } from "./receipt";

/** `payables`: what each kind of item costs and when it takes payments, as its own module declares it. */
export function paymentsRoutes(db: Db, gateway: PaymentGateway, payables: Payables) {
  // Declared before /:paymentType/:itemId so "verify" and "webhook" are never read as a type.
  return [
    serve(paymentsContract.verify, ({ user, body, ctx }) => verifyPayment(db, gateway, payables, user, body, ctx)),
    // The signature covers the bytes as sent, so the raw body is checked, not the parsed one.
    serve(paymentsContract.webhook, ({ req, ctx }) =>
      handleWebhook(db, gateway, payables, req.rawBody, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"), ctx),
    ),
    serve(
      paymentsContract.receipt,
      async ({ user, params, query, req, res }) =>
        sendPdf(res, await paymentReceipt(db, user.id, params.id, query.lang ?? requestLocale(req))),
      { before: [papersLimit(db)] },
    ),
    serve(paymentsContract.create, ({ user, params, ctx }) =>
      createPayment(db, gateway, payables, user, params.paymentType, params.itemId, ctx),
    ),
  ];
}
