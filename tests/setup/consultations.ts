import type request from "supertest";
import { validBooking } from "./factories";

/** Confirms a pending booking as its owner does: the ₹0 order, then its demo payment. Answers the verify response. */
export async function confirmConsultation(agent: ReturnType<typeof request.agent>, id: number) {
  const order = await agent.post(`/api/payments/consultation/${id}`).send({});
  if (order.status !== 200 && order.status !== 201) return order;
  return agent
    .post("/api/payments/verify")
    .send({ razorpay_payment_id: `pay_demo_c${id}`, razorpay_order_id: order.body.razorpay.order_id, razorpay_signature: "demo" });
}

/** Books and confirms (as the booking page does): the booking as it then reads, or the refused answer. */
export async function bookConfirmed(agent: ReturnType<typeof request.agent>, extra: Record<string, unknown> = {}) {
  const booked = await agent.post("/api/consultations").send(validBooking(extra));
  if (booked.status !== 201) return booked;
  const confirmed = await confirmConsultation(agent, booked.body.id);
  if (confirmed.status !== 200)
    throw new Error(`confirming booking #${booked.body.id} answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const mine = await agent.get("/api/consultations");
  return { status: 201, body: mine.body.find((c: { id: number }) => c.id === booked.body.id) };
}
