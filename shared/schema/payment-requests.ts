import { z } from "zod";
import { PAYMENT_TYPES } from "../catalog/transactions";
import { idNumber } from "./numbers";
import { plainText } from "./text";

const providerField = (name: string) =>
  plainText({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

/** POST /api/payments/verify: the three fields Razorpay's checkout hands back. */
export const paymentVerifySchema = z.object({
  razorpay_payment_id: providerField("razorpay_payment_id"),
  razorpay_order_id: providerField("razorpay_order_id"),
  razorpay_signature: providerField("razorpay_signature"),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifySchema>;

const webhookText = plainText().max(200);
const webhookId = webhookText.min(1);

/** The events that capture a payment; each must carry the payment, and order.paid its order too. */
export const CAPTURING_WEBHOOK_EVENTS = ["payment.captured", "order.paid"] as const;

/**
 * A Razorpay webhook event: its name ("payment.captured", "payment.dispute.created") and its payload of
 * entities. The parts the app reads are typed (other fields pass unread). Any event may carry a payment
 * (one without an order has order_id null); an event that captures must name the payment, its order and
 * its amount in paise, and order.paid its order. A body signed with our secret but of another shape is
 * refused rather than half-read; a well-formed event of another kind is acknowledged and left alone.
 */
export const razorpayWebhookSchema = z
  .object({
    event: webhookText.regex(/^[a-z_]+(\.[a-z_]+)+$/),
    payload: z
      .object({
        payment: z
          .object({
            entity: z.object({
              id: webhookId.optional(),
              order_id: webhookId.nullish(),
              amount: z.number().int().nonnegative().optional(),
            }),
          })
          .optional(),
        order: z.object({ entity: z.object({ id: webhookId }) }).optional(),
      })
      .catchall(z.unknown()),
  })
  .superRefine(({ event, payload }, ctx) => {
    if (!(CAPTURING_WEBHOOK_EVENTS as readonly string[]).includes(event)) return;
    const payment = payload.payment?.entity;
    if (!payment?.id || !payment.order_id || payment.amount === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["payload", "payment", "entity"],
        message: `${event} must carry the payment's id, order_id and amount`,
      });
    }
    if (event === "order.paid" && !payload.order)
      ctx.addIssue({ code: "custom", path: ["payload", "order", "entity"], message: "order.paid must carry the order" });
  });
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookSchema>;

export const paymentCreateParams = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { error: /*i18n*/ "Unknown payment type. Use loan-processing-fee, consultation or sip-investment" }),
  itemId: idNumber("Item id"),
});
