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
