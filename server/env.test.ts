import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLoopbackHost, loadConfig } from "./env";

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-env-")) });

describe("configuration", () => {
  it("seeds the demo by default only on the embedded database on loopback, the accounts alone with SEED_DEMO=accounts, and never with SEED_DEMO=false", () => {
    expect(loadConfig(base()).seedDemo).toBe("full");
    expect(loadConfig({ ...base(), SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ ...base(), SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ ...base(), HOST: "0.0.0.0" }).seedDemo).toBe(false);
    expect(loadConfig({ ...base(), DATABASE_URL: "postgres://x@127.0.0.1/db", SESSION_SECRET: "s".repeat(32) }).seedDemo).toBe(false);
    expect(loadConfig({ ...base(), DATABASE_URL: "postgres://x@127.0.0.1/db", SESSION_SECRET: "s".repeat(32), SEED_DEMO: "true" }).seedDemo).toBe("full");
    expect(loadConfig({ ...base(), SEED_DEMO: "accounts" }).seedDemo).toBe("accounts");
    expect(() => loadConfig({ ...base(), SEED_DEMO: "yes" })).toThrow(/SEED_DEMO must be true, false or accounts/);
  });

  it("refuses TRUST_PROXY=true, and accepts hop counts and address lists", () => {
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would let any client forge its address/);
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "everyone" })).toThrow(/not a hop count, address or subnet: everyone/);
    expect(loadConfig({ ...base(), TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base(), TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).trustProxy).toBe("loopback,10.0.0.0/8,fd00::/8");
    expect(loadConfig({ ...base(), TRUST_PROXY: "false" }).trustProxy).toBeUndefined();
  });

  it("prepares repeated statements unless DB_PREPARED_STATEMENTS=false (a pooler that cannot keep them)", () => {
    expect(loadConfig(base()).dbPreparedStatements).toBe(true);
    expect(loadConfig({ ...base(), DB_PREPARED_STATEMENTS: "true" }).dbPreparedStatements).toBe(true);
    expect(loadConfig({ ...base(), DB_PREPARED_STATEMENTS: "false" }).dbPreparedStatements).toBe(false);
    expect(loadConfig({ ...base(), DB_PREPARED_STATEMENTS: "0" }).dbPreparedStatements).toBe(false);
    expect(() => loadConfig({ ...base(), DB_PREPARED_STATEMENTS: "off" })).toThrow(/DB_PREPARED_STATEMENTS must be true or false/);
  });

  it("takes an smtp:// or smtps:// SMTP_URL, and unset means .eml files", () => {
    expect(loadConfig(base()).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...base(), SMTP_URL: "" }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...base(), SMTP_URL: "smtps://mailer:secret@smtp.example.in:465" }).smtpUrl).toBe("smtps://mailer:secret@smtp.example.in:465");
    expect(() => loadConfig({ ...base(), SMTP_URL: "mail.example.in:25" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadConfig(base()).mailFrom).toBe("GharSetu <support@gharsetu.example>");
    expect(loadConfig({ ...base(), MAIL_FROM: "GharSetu <no-reply@lender.example.in>" }).mailFrom).toBe("GharSetu <no-reply@lender.example.in>");
  });

  it("knows which hosts are loopback", () => {
    for (const h of ["127.0.0.1", "127.1.2.3", "localhost", "::1"]) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ["0.0.0.0", "::", "192.168.1.5", "gharsetu.example"]) expect(isLoopbackHost(h)).toBe(false);
  });
});
