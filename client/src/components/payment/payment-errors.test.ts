import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { paymentCreationMessage, verificationMessage } from "./payment-errors";

const serverError = (status: number, message: string, code?: string) => new ApiError(status, JSON.stringify({ message, code }));

describe("payment error texts", () => {
  it("maps gateway outages and credential problems to the spec's wording", () => {
    expect(
      paymentCreationMessage(
        i18n,
        serverError(502, "Payment gateway temporarily unavailable. Please try again shortly.", "PAYMENT_GATEWAY_UNAVAILABLE"),
      ),
    ).toBe("Payment service is temporarily unavailable. Please contact support.");
    expect(
      paymentCreationMessage(i18n, serverError(502, "Authentication failed with the payment gateway", "PAYMENT_GATEWAY_AUTH_FAILED")),
    ).toBe("Payment gateway configuration issue. Please contact support.");
  });

  it("decides by the code, never by the words", () => {
    expect(paymentCreationMessage(i18n, serverError(502, "Payment gateway temporarily unavailable"))).toBe(
      "Payment gateway temporarily unavailable",
    );
    expect(paymentCreationMessage(i18n, serverError(502, "Something else", "PAYMENT_GATEWAY_UNAVAILABLE"))).toBe(
      "Payment service is temporarily unavailable. Please contact support.",
    );
  });

  it("otherwise shows the server's message, or the spec's fallback", () => {
    expect(paymentCreationMessage(i18n, serverError(404, "Loan application not found"))).toBe("Loan application not found");
    expect(paymentCreationMessage(i18n, new ApiError(500, ""))).toBe("Failed to initialize payment");
    expect(verificationMessage(i18n, serverError(400, "Payment signature is invalid"))).toBe("Payment signature is invalid");
    expect(verificationMessage(i18n, new ApiError(500, ""))).toBe("Payment could not be verified");
  });
});

describe("payment error texts in Hindi", () => {
  it("says what to do in the page's language, and leaves the server's own message as it comes", () => {
    i18n.activate("hi");
    try {
      const unavailable = paymentCreationMessage(
        i18n,
        serverError(502, "Payment gateway temporarily unavailable.", "PAYMENT_GATEWAY_UNAVAILABLE"),
      );
      expect(unavailable).not.toContain("Payment service");
      expect(unavailable).toMatch(/[\u0900-\u097F]/);
      expect(paymentCreationMessage(i18n, serverError(404, "लोन आवेदन नहीं मिला"))).toBe("लोन आवेदन नहीं मिला");
    } finally {
      i18n.activate("en");
    }
  });
});
