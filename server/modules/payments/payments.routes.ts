import { Router } from "express";
import { paymentCreateParams, paymentVerifySchema } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";
import { requestContext } from "../../http/request-context";
import { validate } from "../../http/validate";
import type { PaymentGateway } from "./razorpay-gateway";
import { createPayment, handleWebhook, verifyPayment } from "./payments.service";

export function paymentsRouter(db: Db, gateway: PaymentGateway) {
  const r = Router();
  // Declared before /:paymentType/:itemId so "verify" and "webhook" are never read as a type.
  r.post("/payments/verify", requireUser, validate({ body: paymentVerifySchema }), async (req, res) => {
    res.json(await verifyPayment(db, gateway, req.user!, req.body, requestContext(req)));
  });
  r.post("/payments/webhook", async (req, res) => {
    res.json(
      await handleWebhook(db, gateway, req.rawBody, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id"), requestContext(req)),
    );
  });
  r.post("/payments/:paymentType/:itemId", requireUser, validate({ params: paymentCreateParams }), async (req, res) => {
    const { paymentType, itemId } = req.params as unknown as { paymentType: Parameters<typeof createPayment>[3]; itemId: number };
    res.status(201).json(await createPayment(db, gateway, req.user!, paymentType, Number(itemId), requestContext(req)));
  });
  return r;
}
