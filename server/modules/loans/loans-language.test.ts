import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLoan } from "../../../tests/setup/factories";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";

// The API answers errors in the language the client asks for with Accept-Language (docs/i18n.md): the
// message and each issue's are translated, the code is the same in every language, and without the
// header the answer is the English it always was.
let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInAgent(t);
});
afterAll(() => t.close());

const HINDI = { "Accept-Language": "hi-IN" };

describe("loan application errors in the caller's language", () => {
  it("names each field's problem in Hindi, with the same code as in English", async () => {
    const invalid = validLoan({ amount: 99_999, purpose: "car" });
    const hindi = await customer.agent.post("/api/loan-applications").set(HINDI).send(invalid);
    const english = await customer.agent.post("/api/loan-applications").send(invalid);

    expect(hindi.status).toBe(400);
    expect(hindi.body).toEqual({
      message: "लोन राशि कम से कम ₹1,00,000 होनी चाहिए",
      code: "VALIDATION_FAILED",
      issues: [
        { path: "amount", message: "लोन राशि कम से कम ₹1,00,000 होनी चाहिए" },
        { path: "purpose", message: "कृपया लोन का उद्देश्य संक्षेप में बताएँ" },
      ],
    });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: "Loan amount must be at least ₹1,00,000",
      code: "VALIDATION_FAILED",
      issues: [
        { path: "amount", message: "Loan amount must be at least ₹1,00,000" },
        { path: "purpose", message: "Please provide a brief purpose for the loan" },
      ],
    });
  });

  it("answers English for en-IN, and by the header's weights", async () => {
    const invalid = validLoan({ tenure: 11 });
    for (const header of ["en-IN", "hi;q=0.5, en;q=0.9", "fr-FR"]) {
      const res = await customer.agent.post("/api/loan-applications").set("Accept-Language", header).send(invalid);
      expect(res.body.message, header).toBe("Tenure must be at least 12 months");
    }
    const weighted = await customer.agent.post("/api/loan-applications").set("Accept-Language", "fr-FR, hi;q=0.8, en;q=0.5").send(invalid);
    expect(weighted.body.message).toBe("अवधि कम से कम 12 महीने होनी चाहिए");
  });

  it("says a service's refusal in Hindi, a value put into its place", async () => {
    const hindi = await customer.agent
      .post("/api/loan-applications")
      .set(HINDI)
      .send(validLoan({ interestRate: 5 }));
    expect(hindi.status).toBe(400);
    expect(hindi.body).toEqual({
      message: "होम लोन के लिए ब्याज दर 8.5% प्रति वर्ष है",
      code: "VALIDATION_FAILED",
      issues: [{ path: "interestRate", message: "होम लोन के लिए ब्याज दर 8.5% प्रति वर्ष है" }],
    });
    const english = await customer.agent.post("/api/loan-applications").send(validLoan({ interestRate: 5 }));
    expect(english.body).toEqual({
      message: "The interest rate for a Home Loan is 8.5% a year",
      code: "VALIDATION_FAILED",
      issues: [{ path: "interestRate", message: "The interest rate for a Home Loan is 8.5% a year" }],
    });
  });

  it("answers another customer's application as not found, in Hindi", async () => {
    const other = await signedInAgent(t);
    const { id } = (await other.agent.post("/api/loan-applications").send(validLoan()).expect(201)).body as { id: number };
    const hindi = await customer.agent.get(`/api/loan-applications/${id}`).set(HINDI);
    expect(hindi.status).toBe(404);
    expect(hindi.body).toEqual({ message: "लोन आवेदन नहीं मिला", code: "NOT_FOUND" });
    const english = await customer.agent.get(`/api/loan-applications/${id}`);
    expect(english.body).toEqual({ message: "Loan application not found", code: "NOT_FOUND" });
  });

  it("keeps the English of a message the catalogues do not have (staff-only words)", async () => {
    const hindi = await customer.agent.get("/api/admin/loan-applications").set(HINDI);
    const english = await customer.agent.get("/api/admin/loan-applications");
    expect(hindi.status).toBe(403);
    expect(hindi.body).toEqual(english.body);
  });

  it("asks for a sign-in in Hindi", async () => {
    const res = await request(t.app).post("/api/loan-applications").set(HINDI).send(validLoan());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "जारी रखने के लिए कृपया लॉग इन करें", code: "SIGN_IN_REQUIRED" });
  });
});
