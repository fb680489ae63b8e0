import { describe, expect, it } from "vitest";
import { safeFileName } from "./kyc";

describe("safeFileName", () => {
  it.each([
    ["aadhaar_234567890124.pdf", "aadhaar_….pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\asha\\pan card.pdf", "pan card.pdf"],
    ["bell\u0007\ttab\u001b\u0085.pdf", "belltab.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["\u2066name\u2069\u200f.png", "name.png"],
    ["..", "document"],
    ["", ""],
    ["वेतन पर्ची.pdf", "वेतन पर्ची.pdf"],
  ])("%j → %j", (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it("keeps at most 200 characters", () => {
    expect(safeFileName(`${"a".repeat(500)}.pdf`)).toHaveLength(200);
  });
});
