import { describe, expect, it } from "vitest";
import { aadhaarProblem, panProblem } from "../catalog/kyc";
import { existingLoanDetailsSchema } from "./loans";
import { registerSchema } from "./users";

// Each message says what is wrong with what was typed, not only which rule a field has.
const lenderMessages = (details: Record<string, unknown>) => {
  const valid = { lenderName: "HDFC Bank", accountNumber: "HL-20231234", outstandingAmount: 2_500_000, currentRate: 9.1 };
  const result = existingLoanDetailsSchema.safeParse({ ...valid, ...details });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const phoneMessages = (phoneNumber: string) => {
  const result = registerSchema.shape.phoneNumber.safeParse(phoneNumber);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("messages that say what is wrong", () => {
  it("a lender's name: missing, too short, or made of symbols", () => {
    expect(lenderMessages({ lenderName: "" })).toEqual(["Please enter the current lender's name"]);
    expect(lenderMessages({ lenderName: "H" })).toEqual(["Lender name must be at least 2 characters"]);
    expect(lenderMessages({ lenderName: "🏦🏦🏦" })).toEqual(["Use letters for the lender's name, not symbols or emoji"]);
    expect(lenderMessages({ lenderName: "HDFC Bank 💰" })).toEqual(["Use letters for the lender's name, not symbols or emoji"]);
    for (const lenderName of [
      "State Bank of India",
      "L&T Finance",
      "ICICI Home Finance Co. Ltd.",
      "बैंक ऑफ़ बड़ौदा",
      "AU Small Finance (AU SFB)",
    ])
      expect(lenderMessages({ lenderName }), lenderName).toEqual([]);
  });

  it("a loan account number: missing, wrong characters, or the wrong length", () => {
    expect(lenderMessages({ accountNumber: "" })).toEqual(["Please enter the existing loan account number"]);
    expect(lenderMessages({ accountNumber: "HL/2023/1234" })).toEqual(["Loan account number can only have letters, numbers and hyphens"]);
    expect(lenderMessages({ accountNumber: "HL1" })).toEqual(["Loan account number must be at least 4 characters"]);
    expect(lenderMessages({ accountNumber: "1".repeat(31) })).toEqual(["Loan account number cannot exceed 30 characters"]);
  });

  it("a PAN: the wrong length, or 10 characters in the wrong pattern", () => {
    expect(panProblem("ABCD1234F")).toBe("PAN must be 10 characters, like ABCDE1234F");
    expect(panProblem("ABCDE12345")).toBe("PAN looks like ABCDE1234F: 5 letters, 4 digits, then a letter");
    expect(panProblem("1234ABCDEF")).toBe("PAN looks like ABCDE1234F: 5 letters, 4 digits, then a letter");
    expect(panProblem(" abcde1234f ")).toBeNull();
  });

  it("an Aadhaar number: letters in it, or the wrong count of digits", () => {
    expect(aadhaarProblem("2345 6789 01AB")).toBe("Aadhaar number can only have digits");
    expect(aadhaarProblem("2345 6789 012")).toBe("Aadhaar number must be 12 digits");
    expect(aadhaarProblem("0345 6789 0123")).toBe("Aadhaar number cannot start with 0 or 1");
  });

  it("a mobile number: letters in it, the wrong count of digits, or the wrong first digit", () => {
    expect(phoneMessages("98123 4567O")).toEqual(["Mobile number can only have digits"]);
    expect(phoneMessages("981234567")).toEqual(["Mobile number must be 10 digits"]);
    expect(phoneMessages("+91 98123 456789")).toEqual(["Mobile number must be 10 digits"]);
    expect(phoneMessages("5812345678")).toEqual(["Mobile number must start with 6, 7, 8 or 9"]);
    for (const ok of ["98123 45678", "+91-9812345678", "6000000000", ""]) expect(phoneMessages(ok), ok).toEqual([]);
  });
});
