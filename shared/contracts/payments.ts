import { z } from "zod";
import { PAYMENT_STATUSES } from "../catalog/transactions";
import { paymentCreateParams, paymentVerifySchema } from "../schema/payment-requests";
import { LOCALES } from "../i18n/locales";
import { idParam } from "../schema/admin";
import { route, rupees, type Json } from "./define";

/**
 * A payment started (or its open order handed back). The checkout object is named `razorpay`, as clients
 * of the published contract read it (docs/decisions/api-contract-for-any-client.md).
 */
export const paymentCreationView = z.strictObject({
  /** In rupees; the server computes it from the item, never from the client. */
  amount: rupees,
  paymentId: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paymentFor: z.string(),
  /** No gateway keys (or a ₹0 item): the client confirms with the `demo` signature instead of opening Razorpay. */
  demo_mode: z.boolean(),
  razorpay: z.strictObject({
    key: z.string(),
    /** In paise, as Razorpay's checkout takes it. */
    amount: z.number().int(),
    currency: z.string(),
    name: z.string(),
    description: z.string(),
    order_id: z.string(),
    prefill: z.strictObject({ name: z.string(), email: z.string(), contact: z.string() }),
  }),
});
export type PaymentCreation = z.input<typeof paymentCreationView>;
export type PaymentCreationJson = Json<typeof paymentCreationView>;

/** A payment confirmed from the checkout's answer (or a replay of one already captured). */
export const paymentVerificationView = z.strictObject({
  success: z.literal(true),
  status: z.enum(PAYMENT_STATUSES),
  paymentId: z.number().int(),
  orderId: z.string(),
  amount: rupees,
  paymentFor: z.string(),
  relatedId: z.number().int().nullable(),
});
export type PaymentVerification = z.input<typeof paymentVerificationView>;
export type PaymentVerificationJson = Json<typeof paymentVerificationView>;

/** Razorpay's webhook is acknowledged with `ok`, or `duplicate` for an event id seen before. */
export const webhookAnswer = z.strictObject({ status: z.enum(["ok", "duplicate"]) });
export type WebhookAnswer = z.input<typeof webhookAnswer>;

/** Paying for one's own items through Razorpay (or demo mode without keys), and Razorpay's webhook. */
export const paymentsContract = {
  verify: route({
    method: "POST",
    path: "/api/payments/verify",
    summary: "Confirm a payment with the checkout's payment id, order id and signature",
    access: "user",
    body: paymentVerifySchema,
    response: paymentVerificationView,
  }),
  webhook: route({
    method: "POST",
    path: "/api/payments/webhook",
    summary: "Razorpay's webhook (signed over the raw body in X-Razorpay-Signature)",
    access: "public",
    // No body schema: the signature covers the raw bytes, so the service reads and checks req.rawBody itself.
    response: webhookAnswer,
  }),
  receipt: route({
    method: "GET",
    path: "/api/payments/:id/receipt",
    summary: "The receipt of one of the customer's captured payments, as a PDF (?lang=hi for Hindi)",
    access: "user",
    params: idParam,
    query: z.object({ lang: z.enum(LOCALES).optional().catch(undefined) }),
    response: { kind: "file", contentTypes: ["application/pdf"] },
  }),
  create: route({
    method: "POST",
    path: "/api/payments/:paymentType/:itemId",
    summary: "Start paying for one's own item (loan processing fee, consultation, SIP contribution)",
    access: "user",
    params: paymentCreateParams,
    status: 201,
    response: paymentCreationView,
  }),
};
