import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { heldBack, tooManyAttempts } from "../modules/auth/login-throttle";
import { HttpError } from "./errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HINDI = { "Accept-Language": "hi-IN" };

describe("the error middleware in the caller's language", () => {
  it("answers a body it cannot read in Hindi, with the same code", async () => {
    const send = (headers: Record<string, string>) =>
      request(t.app).post("/api/login").set(headers).set("Content-Type", "application/json").send("{");
    const hindi = await send(HINDI);
    expect(hindi.status).toBe(400);
    expect(hindi.body).toEqual({ message: "अनुरोध में JSON सही रूप में नहीं है", code: "BAD_REQUEST" });
    expect((await send({})).body).toEqual({ message: "Malformed JSON in request body", code: "BAD_REQUEST" });
  });

  it("answers an unknown endpoint in Hindi", async () => {
    const res = await request(t.app).get("/api/nope").set(HINDI);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "ऐसा कोई API एंडपॉइंट नहीं है", code: "NOT_FOUND" });
  });
});

describe("HttpError", () => {
  it("puts values into their places, counts by each language's plural rules", () => {
    expect(tooManyAttempts(1).message).toBe("Too many failed login attempts. Please try again in 1 minute.");
    expect(tooManyAttempts(15).message).toBe("Too many failed login attempts. Please try again in 15 minutes.");
    expect(heldBack(1).message).toBe("Too many failed login attempts on this account. Please wait 1 second and try again.");
    expect(tooManyAttempts(15).inLanguage("hi").message).toBe("लॉग इन की बहुत ज़्यादा कोशिशें विफल हुई हैं। कृपया 15 मिनट बाद फिर से कोशिश करें।");
  });

  it("says a list of messages as sentences, each ended with its language's full stop", () => {
    const err = new HttpError(409, [
      "This payment arrived after its item stopped taking payments",
      "This payment will be refunded within 5-7 working days.",
    ]);
    expect(err.message).toBe(
      "This payment arrived after its item stopped taking payments. This payment will be refunded within 5-7 working days.",
    );
    expect(err.inLanguage("hi").message).toBe(
      "यह भुगतान तब आया जब उस आइटम के लिए भुगतान लेना बंद हो चुका था। यह भुगतान 5-7 कार्यदिवसों के भीतर रिफ़ंड कर दिया जाएगा।",
    );
    // A sentence that ends itself keeps its own ending.
    expect(new HttpError(409, ["This SIP is paused. Resume it to pay a contribution.", "Later."]).message).toBe(
      "This SIP is paused. Resume it to pay a contribution. Later.",
    );
  });

  it("translates issues as the message, and leaves an unknown one as written", () => {
    const err = new HttpError(400, "Not a catalogue message {at all}", [{ path: "code", message: "That code is not correct" }]);
    expect(err.inLanguage("hi")).toEqual({
      message: "Not a catalogue message {at all}",
      issues: [{ path: "code", message: "यह कोड सही नहीं है" }],
    });
  });
});
