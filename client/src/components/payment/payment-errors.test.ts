import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { paymentCreationMessage, verificationMessage } from "./payment-errors";

const serverError = (status: number, message: string, code?: string) => new ApiError(status, JSON.stringify({ message, code }));

describe("payment error texts", () => {
  it("maps gateway outages and credential problems to the spec's wording", () => {
    expect(
      paymentCreationMessage(
        serverError(502, "Payment gateway temporarily unavailable. Please try again shortly.", "PAYMENT_GATEWAY_UNAVAILABLE"),
      ),
    ).toBe("Payment service is temporarily unavailable. Please contact support.");
    expect(paymentCreationMessage(serverError(502, "Authentication failed with the payment gateway", "PAYMENT_GATEWAY_AUTH_FAILED"))).toBe(
      "Payment gateway configuration issue. Please contact support.",
    );
  });

  it("decides by the code, never by the words", () => {
    expect(paymentCreationMessage(serverError(502, "Payment gateway temporarily unavailable"))).toBe(
      "Payment gateway temporarily unavailable",
    );
    expect(paymentCreationMessage(serverError(502, "Something else", "PAYMENT_GATEWAY_UNAVAILABLE"))).toBe(
      "Payment service is temporarily unavailable. Please contact support.",
    );
  });

  it("otherwise shows the server's message, or the spec's fallback", () => {
    expect(paymentCreationMessage(serverError(404, "Loan application not found"))).toBe("Loan application not found");
    expect(paymentCreationMessage(new ApiError(500, ""))).toBe("Failed to initialize payment");
    expect(verificationMessage(serverError(400, "Payment signature is invalid"))).toBe("Payment signature is invalid");
    expect(verificationMessage(new ApiError(500, ""))).toBe("Payment could not be verified");
  });
});
