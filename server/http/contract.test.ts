import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLoan } from "../../tests/setup/factories";
import { acknowledgeKfs, createTestApp, signedInAgent, type TestApp } from "../../tests/setup/test-app";

/**
 * A client written only from the published API description (docs/decisions/api-contract-for-any-client.md):
 * bodiless POSTs, the provider object named `razorpay`, clear messages for every BT field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A POST exactly as fetch() sends one with no body: no Content-Type, Content-Length 0. */
const bodiless = (agent: ReturnType<typeof request.agent>, url: string) => agent.post(url).set("Content-Length", "0");

describe("state changes with no body", () => {
  it("logs out with no body and no Content-Type, and the session is gone", async () => {
    const { agent } = await signedInAgent(t);
    const res = await bodiless(agent, "/api/logout");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]?.[0]).toMatch(/gharsetu\.sid=;/);
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("starts a payment with no body and no Content-Type", async () => {
    const { agent } = await signedInAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan())).body;
    await acknowledgeKfs(agent, loan.id);
    const res = await bodiless(agent, `/api/payments/loan-processing-fee/${loan.id}`);
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(12_500);
  });

  it("still refuses text/plain, form bodies, uploads where none are taken, and foreign origins", async () => {
    const { agent } = await signedInAgent(t);
    const plain = await agent.post("/api/logout").set("Content-Type", "text/plain").send("x");
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe("Requests that change data must be sent as application/json");
    const emptyPlain = await agent.post("/api/logout").set("Content-Type", "text/plain").set("Content-Length", "0");
    expect(emptyPlain.status).toBe(403);
    expect((await agent.post("/api/login").type("form").send("username=a&password=b")).status).toBe(403);
    const multipart = await agent.post("/api/loan-applications").field("loanType", "HomeLoan");
    expect(multipart.status).toBe(403);
    expect(multipart.body.message).toBe("This endpoint does not accept uploads; send application/json");
    const foreign = await bodiless(agent, "/api/logout").set("Origin", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Cross-origin request refused");
    // Without an Origin header, a foreign Referer is refused the same way.
    const referer = await bodiless(agent, "/api/logout").set("Referer", "https://evil.example/page");
    expect(referer.status).toBe(403);
    const ownReferer = await agent
      .post("/api/login")
      .set("Host", "127.0.0.1:5000")
      .set("Referer", "http://127.0.0.1:5000/auth")
      .send({ username: "a", password: "b" });
    expect(ownReferer.status).toBe(401);
    // The customer was never logged out by any of these.
    expect((await agent.get("/api/user")).status).toBe(200);
  });
});

describe("the payment creation response", () => {
  it("names the provider checkout object razorpay, with every field a spec client reads", async () => {
    const { agent, user } = await signedInAgent(t);
    const loan = (await agent.post("/api/loan-applications").send(validLoan({ amount: 1_000_000 }))).body;
    await acknowledgeKfs(agent, loan.id);
    const res = await bodiless(agent, `/api/payments/loan-processing-fee/${loan.id}`);
    expect(res.body).toEqual({
      amount: 5_000,
      paymentId: expect.any(Number),
      status: "created",
      paymentFor: "loan-processing-fee",
      demo_mode: true,
      razorpay: {
        key: "rzp_demo",
        amount: 500_000,
        currency: "INR",
        name: "GharSetu",
        description: `Processing fee, Home Loan application #${loan.id}`,
        order_id: expect.stringMatching(/^order_demo_/),
        prefill: { name: user.fullName, email: user.email, contact: "9876500000" },
      },
    });
    expect(res.body).not.toHaveProperty("checkout");
  });
});

describe("balance-transfer existing-loan details", () => {
  it("gives every missing field its own message in our wording", async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent.post("/api/loan-applications").send(validLoan({ loanType: "BTTopUp", existingLoanDetails: {} }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "existingLoanDetails.lenderName", message: "Please enter the current lender's name" },
        { path: "existingLoanDetails.accountNumber", message: "Please enter the existing loan account number" },
        { path: "existingLoanDetails.outstandingAmount", message: "Please enter the outstanding amount" },
        { path: "existingLoanDetails.currentRate", message: "Please enter the current interest rate" },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid input/);
  });
});
