import { paymentsContract } from "../../../shared/contracts/payments";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import type { PaymentGateway } from "./razorpay-gateway";
import { createPayment, handleWebhook, verifyPayment } from "./payments.service";

export function paymentsRoutes(db: Db, gateway: PaymentGateway) {
  // Declared before /:paymentType/:itemId so "verify" and "webhook" are never read as a type.
  return [
    serve(paymentsContract.verify, ({ user, body, ctx }) => verifyPayment(db, gateway, user, body, ctx)),
    // The signature covers the bytes as sent, so the raw body is checked, not the parsed one.
    serve(paymentsContract.webhook, ({ req, ctx }) =>
      handleWebhook(db, gateway, req.rawBody, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"), ctx),
    ),
    serve(paymentsContract.create, ({ user, params, ctx }) => createPayment(db, gateway, user, params.paymentType, params.itemId, ctx)),
  ];
}
