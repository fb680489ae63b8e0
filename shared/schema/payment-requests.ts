import { z } from "zod";
import { PAYMENT_TYPES } from "../catalog/transactions";
import { idNumber } from "./numbers";
import { plainText } from "./text";

const providerField = (name: string) =>
  plainText({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(200, `${name} is too long`);

/** POST /api/payments/verify: the three fields Razorpay's checkout hands back. */
export const paymentVerifySchema = z.object({
  razorpay_payment_id: providerField("razorpay_payment_id"),
  razorpay_order_id: providerField("razorpay_order_id"),
  razorpay_signature: providerField("razorpay_signature"),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifySchema>;

const webhookText = plainText().max(200);

/**
 * The parts of a Razorpay webhook event the app reads (other fields pass unread). A body signed with
 * our secret but of another shape is refused rather than half-read.
 */
export const razorpayWebhookSchema = z.object({
  event: webhookText.optional(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: webhookText.optional(), order_id: webhookText.optional(), amount: z.number().optional() }).optional() }).optional(),
    })
    .optional(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookSchema>;

export const paymentCreateParams = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { error: "Unknown payment type. Use loan-processing-fee, consultation or sip-investment" }),
  itemId: idNumber("Item id"),
});

/** The answer to POST /api/payments/{paymentType}/{itemId} (spec section 3); the checkout object is named `razorpay` as spec clients read it. */
export type PaymentCreation = {
  amount: number;
  paymentId: number;
  status: string;
  paymentFor: string;
  demo_mode: boolean;
  razorpay: {
    key: string;
    amount: number;
    currency: string;
    name: string;
    description: string;
    order_id: string;
    prefill: { name: string; email: string; contact: string };
  };
};
