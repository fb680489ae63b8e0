import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { users } from "../../shared/schema";
import { validAadhaar, samplePdf } from "./kyc-files";
import { validBooking, validLoan, validSip, weekdayAfter } from "./factories";
import { oneStepDecisions } from "./maker-checker";
import { acknowledgeKfs, investorReady, type TestApp } from "./test-app";

// Counted per app (its own database): the booking's day follows the count, so files that share a module
// graph (vitest.config.ts) still book their customers on distinct days. The tag stays unique per process.
let made = 0;
const perApp = new WeakMap<TestApp, number>();

/**
 * A customer who has used everything: registered with consents, applied for two loans (one rejected by
 * staff with a reason naming them), paid a processing fee, started a SIP with a bank account, booked a
 * consultation with contact details, uploaded KYC documents, filed a complaint naming themselves, and
 * has notifications and audit rows.
 * Every table that holds customer data has at least one of their rows, a complaint included.
 */
export async function customerWithEverything(
  t: TestApp,
  staff: { agent: ReturnType<typeof request.agent> },
  opts: { pay?: boolean; applyForLoan?: boolean } = {},
) {
  const { pay = true, applyForLoan = true } = opts;
  made += 1;
  const n = (perApp.get(t) ?? 0) + 1;
  perApp.set(t, n);
  const tag = `${process.pid}x${made}`;
  const person = {
    username: `ritika_${tag}`,
    password: "Ritika!2026",
    email: `ritika.bose.${tag}@example.in`,
    // Names are letters only: the tag's digits become letters, so the name stays unique to search for.
    fullName: `Ritika Bose${tag.replace(/\d/g, (d) => "ABCDEFGHIJ"[Number(d)])}`,
    phoneNumber: `9${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(6, "0")}`,
    /** Given at the consultation booking, apart from the profile's. */
    bookingEmail: `ritika.home.${tag}@example.org`,
    bookingPhone: `8${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(6, "0")}`,
    pan: `ABCDE${String(1000 + n).slice(-4)}F`,
    aadhaar: validAadhaar(),
  };
  const agent = request.agent(t.app);
  const { username, password, email, fullName, phoneNumber } = person;
  const reg = await agent
    .post("/api/register")
    .send({ username, password, email, fullName, phoneNumber, privacyNoticeAccepted: true, marketingConsent: true });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  // They opened the verification link (account-recovery.test.ts walks that link), so events are e-mailed to them too.
  await t.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.id, reg.body.id));
  const ok = (res: { status: number; body: unknown }, what: string) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number } & Record<string, any>;
  };

  const loans: number[] = [];
  if (applyForLoan) {
    const loan = ok(
      await agent.post("/api/loan-applications").send(validLoan({ propertyAddress: `House of ${person.fullName}, Bhopal` })),
      "loan",
    );
    const topUp = ok(
      await agent.post("/api/loan-applications").send(
        validLoan({
          loanType: "BTTopUp",
          propertyValue: undefined,
          propertyAddress: undefined,
          existingLoanDetails: { lenderName: "Canara Bank", accountNumber: "CAN998877665", outstandingAmount: 900_000, currentRate: 9.6 },
        }),
      ),
      "top-up",
    );
    // Rejected by one member of staff in one step (maker-checker off, as a superadmin may set it).
    await oneStepDecisions(t);
    ok(
      await staff.agent
        .patch(`/api/admin/loan-applications/${topUp.id}`)
        .send({ status: "rejected", rejectionReason: `Income proof of ${person.fullName} is unclear` }),
      "reject",
    );
    loans.push(loan.id, topUp.id);
    // A document sent for the application's checklist, its file name naming them.
    ok(
      await agent
        .post(`/api/loan-applications/${loan.id}/documents/salary_slips`)
        .attach("file", samplePdf(), { filename: `${person.fullName} salary slips.pdf`, contentType: "application/pdf" }),
      "loan document",
    );
    if (pay) {
      await acknowledgeKfs(agent, loan.id);
      const created = ok(await agent.post(`/api/payments/loan-processing-fee/${loan.id}`).send({}), "payment");
      ok(
        await agent
          .post("/api/payments/verify")
          .send({ razorpay_payment_id: `pay_${tag}`, razorpay_order_id: created.razorpay.order_id, razorpay_signature: "demo" }),
        "verify",
      );
    }
  }
  const booking = ok(
    await agent.post("/api/consultations").send(
      validBooking({
        preferredDate: weekdayAfter(5 + (n % 20)),
        name: person.fullName,
        email: person.bookingEmail,
        phone: `${person.bookingPhone.slice(0, 5)} ${person.bookingPhone.slice(5)}`,
        notes: `Call ${person.fullName} after 5 pm`,
      }),
    ),
    "booking",
  );
  const pan = ok(
    await agent
      .post("/api/kyc-documents")
      .field("documentType", "PAN Card")
      .field("documentNumber", person.pan)
      .attach("file", samplePdf(), { filename: `${person.fullName} PAN.pdf`, contentType: "application/pdf" }),
    "pan",
  );
  const aadhaar = ok(
    await agent
      .post("/api/kyc-documents")
      .field("documentType", "Aadhaar Card")
      .field("documentNumber", person.aadhaar)
      .attach("file", samplePdf(), { filename: "aadhaar.pdf", contentType: "application/pdf" }),
    "aadhaar",
  );
  // Investing needs verified KYC: written straight in, beside the documents uploaded above (left for staff to review).
  const investorKyc = await investorReady(t, reg.body.id);
  const sip = ok(await agent.post("/api/sip-investments").send(validSip()), "sip");
  // Its first contribution, and autopay (demo) for the instalments after it, for a customer who pays.
  if (pay && applyForLoan) {
    const contribution = ok(await agent.post(`/api/payments/sip-investment/${sip.id}`).send({}), "sip payment");
    ok(
      await agent
        .post("/api/payments/verify")
        .send({ razorpay_payment_id: `pay_sip_${tag}`, razorpay_order_id: contribution.razorpay.order_id, razorpay_signature: "demo" }),
      "sip verify",
    );
    ok(await agent.post(`/api/sip-investments/${sip.id}/mandate`).send({ kind: "upi" }), "mandate");
  }
  const complaint = ok(
    await agent.post("/api/grievances").send({
      category: "consultation",
      subject: `Call back for ${person.fullName}`,
      description: `Please call ${person.fullName.split(" ")[0]} on ${person.phoneNumber.slice(0, 5)} ${person.phoneNumber.slice(5)} or ${person.phoneNumber} or write to ${person.email}. PAN ${person.pan}, Aadhaar ${person.aadhaar.replace(/(\d{4})(?=\d)/g, "$1 ")}.`,
      relatedId: `my loan, ${person.phoneNumber}`,
    }),
    "grievance",
  );
  return {
    agent,
    person,
    grievanceId: complaint.id,
    user: reg.body as { id: number; username: string },
    loans,
    sipId: sip.id,
    consultationId: booking.id,
    kycIds: [pan.id, aadhaar.id, ...investorKyc],
  };
}
