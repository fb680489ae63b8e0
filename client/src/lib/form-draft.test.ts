import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, draftOf, readDraft, returnPath, signInReturningTo, withDraft, writeDraft } from "./form-draft";

const template = { topic: "", name: "", notes: "", existing: { lender: "", rate: "" } };

describe("drafts: what a signed-out visitor typed, kept in this tab while they sign in", () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (k: string) => kept.get(k) ?? null,
        setItem: (k: string, v: string) => void kept.set(k, v),
        removeItem: (k: string) => void kept.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("comes back as it was typed, and is gone once cleared", () => {
    const typed = { topic: "Home Loan", name: "Priya Sharma", notes: "A flat in Indore", existing: { lender: "SBI", rate: "9.1" } };
    writeDraft("consultation", typed, template);
    expect(readDraft("consultation", template)).toEqual(typed);
    clearDraft("consultation");
    expect(readDraft("consultation", template)).toBeNull();
  });

  it("belongs to the address it was typed at; a bare address takes it too", () => {
    writeDraft("loan-application", { ...template, name: "Asha" }, template, "?type=lap");
    expect(readDraft("loan-application", template, "?type=lap")?.name).toBe("Asha");
    expect(readDraft("loan-application", template, "")?.name).toBe("Asha");
    expect(readDraft("loan-application", template, "?type=home-loan&amount=5000000")).toBeNull();
  });

  it("keeps only the form's own text: never a password, nothing the form does not have", () => {
    const shape = { username: "", password: "", confirmPassword: "", notes: "" };
    expect(draftOf({ username: "asha", password: "Secret@123", confirmPassword: "Secret@123", notes: 5, extra: "x" }, shape)).toEqual({
      username: "asha",
    });
    writeDraft("consultation", { ...shape, username: "asha", password: "Secret@123" }, shape);
    expect(window.sessionStorage.getItem("gharsetu.draft.consultation")).not.toContain("Secret");
  });

  it("reads nothing from a damaged entry", () => {
    window.sessionStorage.setItem("gharsetu.draft.consultation", "{not json");
    expect(readDraft("consultation", template)).toBeNull();
  });

  it("lays what a draft has typed over the form's values, an object's fields one by one", () => {
    const values = { ...template, topic: "SIP", name: "Asha Verma", existing: { lender: "", rate: "8" } };
    expect(withDraft(values, { topic: "Home Loan", name: "", existing: { lender: "HDFC", rate: "" } })).toEqual({
      ...values,
      topic: "Home Loan",
      existing: { lender: "HDFC", rate: "8" },
    });
  });
});

describe("the way back to the form after signing in", () => {
  it("names the page to come back to, query and all", () => {
    const address = signInReturningTo("/loan-application?type=lap&amount=1500000");
    expect(address).toBe("/auth?next=%2Floan-application%3Ftype%3Dlap%26amount%3D1500000");
    expect(returnPath(address.slice("/auth".length))).toBe("/loan-application?type=lap&amount=1500000");
  });

  it("goes only to a page of this site, never back to sign-in", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "/auth",
      "",
    ]) {
      expect(returnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(returnPath("")).toBeNull();
    expect(returnPath("?next=%2Fconsultation%3Ftopic%3DSIP")).toBe("/consultation?topic=SIP");
  });
});
