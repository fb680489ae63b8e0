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
    expect(
      loadConfig({ ...base(), DATABASE_URL: "postgres://x@127.0.0.1/db", SESSION_SECRET: "s".repeat(32), SEED_DEMO: "true" }).seedDemo,
    ).toBe("full");
    expect(loadConfig({ ...base(), SEED_DEMO: "accounts" }).seedDemo).toBe("accounts");
    expect(() => loadConfig({ ...base(), SEED_DEMO: "yes" })).toThrow(/SEED_DEMO must be true, false or accounts/);
  });

  it("refuses TRUST_PROXY=true, and accepts hop counts and address lists", () => {
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would let any client forge its address/);
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "everyone" })).toThrow(/not a hop count, address or subnet: everyone/);
    expect(loadConfig({ ...base(), TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base(), TRUST_PROXY: "loopback, 10.0.0.0/8,fd12:3456:789a::/48" }).trustProxy).toBe(
      "loopback,10.0.0.0/8,fd12:3456:789a::/48",
    );
    expect(loadConfig({ ...base(), TRUST_PROXY: "false" }).trustProxy).toBeUndefined();
  });

  it("refuses TRUST_PROXY subnets wider than /8 (IPv4) or /32 (IPv6), and entries Express could not read, with a message naming them", () => {
    const refused = (value: string) => () => loadConfig({ ...base(), TRUST_PROXY: value });
    // Two halves of the internet are `true` by another name.
    expect(refused("0.0.0.0/1,128.0.0.0/1")).toThrow(/0\.0\.0\.0\/1, 128\.0\.0\.0\/1: wider than \/8 \(IPv4\) or \/32 \(IPv6\)/);
    expect(refused("0.0.0.0/0")).toThrow(/0\.0\.0\.0\/0: wider than \/8/);
    expect(refused("10.0.0.0/7")).toThrow(/10\.0\.0\.0\/7: wider than/);
    expect(refused("10.0.0.0/0.0.0.0")).toThrow(/10\.0\.0\.0\/0\.0\.0\.0: wider than/);
    expect(refused("::/0")).toThrow(/::\/0: wider than/);
    expect(refused("2001:db8::/31")).toThrow(/2001:db8::\/31: wider than/);
    // An IPv4-mapped IPv6 subnet matches IPv4 clients: ::ffff:0:0/96 is every one of them.
    expect(refused("::ffff:0:0/96")).toThrow(/::ffff:0:0\/96: wider than/);
    expect(refused("10.0.0.1,300.1.1.1")).toThrow(/not a hop count, address or subnet: 300\.1\.1\.1/);
    expect(refused("10.0.0.0/33")).toThrow(/not a hop count, address or subnet: 10\.0\.0\.0\/33/);
    expect(refused("10.0.0.0/255.0.255.0")).toThrow(/not a hop count, address or subnet: 10\.0\.0\.0\/255\.0\.255\.0/);

    for (const allowed of [
      "10.0.0.0/8",
      "10.0.0.0/255.0.0.0",
      "2001:db8::/32",
      "::ffff:10.0.0.0/104",
      "203.0.113.7",
      "loopback,linklocal,uniquelocal",
    ]) {
      expect(loadConfig({ ...base(), TRUST_PROXY: allowed }).trustProxy).toBe(allowed);
    }
  });

  it("requires staff two-factor sign-in unless STAFF_TWO_FACTOR=optional, which the embedded demo on loopback is by default", () => {
    expect(loadConfig(base()).staffTwoFactor).toBe("optional");
    expect(loadConfig({ ...base(), HOST: "0.0.0.0" }).staffTwoFactor).toBe("required");
    expect(loadConfig({ ...base(), DATABASE_URL: "postgres://x@127.0.0.1/y", SESSION_SECRET: "s".repeat(32) }).staffTwoFactor).toBe(
      "required",
    );
    expect(loadConfig({ ...base(), HOST: "0.0.0.0", STAFF_TWO_FACTOR: "optional" }).staffTwoFactor).toBe("optional");
    expect(loadConfig({ ...base(), STAFF_TWO_FACTOR: "required" }).staffTwoFactor).toBe("required");
    expect(() => loadConfig({ ...base(), STAFF_TWO_FACTOR: "off" })).toThrow(/STAFF_TWO_FACTOR must be required or optional/);
  });

  it("takes PUBLIC_URL as an http(s) origin, else the listen address, and refuses anything more or less", () => {
    expect(loadConfig(base()).publicUrl).toBe("http://127.0.0.1:5000");
    expect(loadConfig({ ...base(), HOST: "::1", PORT: "8080" }).publicUrl).toBe("http://[::1]:8080");
    expect(loadConfig({ ...base(), PUBLIC_URL: "https://WWW.GharSetu.example/" }).publicUrl).toBe("https://www.gharsetu.example");
    expect(loadConfig({ ...base(), PUBLIC_URL: "https://www.gharsetu.example:443" }).publicUrl).toBe("https://www.gharsetu.example");
    expect(loadConfig({ ...base(), PUBLIC_URL: "http://10.0.0.5:8080" }).publicUrl).toBe("http://10.0.0.5:8080");
    for (const value of [
      "www.gharsetu.example",
      "ftp://gharsetu.example",
      "https://gharsetu.example/app",
      "https://gharsetu.example/?a=1",
      "https://gharsetu.example/#top",
      "https://user:pw@gharsetu.example",
      "https://a&b.example",
    ]) {
      expect(() => loadConfig({ ...base(), PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ origin/);
    }
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
    expect(loadConfig({ ...base(), SMTP_URL: "smtps://mailer:secret@smtp.example.in:465" }).smtpUrl).toBe(
      "smtps://mailer:secret@smtp.example.in:465",
    );
    expect(() => loadConfig({ ...base(), SMTP_URL: "mail.example.in:25" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadConfig(base()).mailFrom).toBe("GharSetu <support@gharsetu.example>");
    expect(loadConfig({ ...base(), MAIL_FROM: "GharSetu <no-reply@lender.example.in>" }).mailFrom).toBe(
      "GharSetu <no-reply@lender.example.in>",
    );
  });

  it("knows which hosts are loopback", () => {
    for (const h of ["127.0.0.1", "127.1.2.3", "localhost", "::1"]) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ["0.0.0.0", "::", "192.168.1.5", "gharsetu.example"]) expect(isLoopbackHost(h)).toBe(false);
  });
});
