import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { consultations, kycDocuments, loanApplications } from "../../shared/schema";
import { queryRows } from "../db/client";
import type { ApiRoute } from "../../tests/setup/api-routes";
import { loanRow, validBooking, validLoan } from "../../tests/setup/factories";
import { samplePdf, samplePng } from "../../tests/setup/kyc-files";
import { sendProbe, useSecurityApp, type Agent, type Cast } from "../../tests/setup/security";
import { makeUser, type TestApp } from "../../tests/setup/test-app";
import { ROUTE_TABLE } from "./route-table";

/** Searches that take LIKE's wildcards and SQL's quotes literally; uploads that go wrong; paging without bounds. */
let t: TestApp;
let cast: Cast;
let routes: ApiRoute[];
let admin: Agent;
useSecurityApp(async (s) => {
  ({ t, cast, routes } = s);
  admin = await cast.agent("admin");
});

describe("search", () => {
  /** Customers whose names hold the characters a LIKE pattern or an SQL string treats specially. */
  const NAMES = ["Asha 100% Verma", "Ravi_Kumar Iyer", "Back\\slash Rao", "Joseph D'Souza", 'Meera "Mini" Menon', "Plain Person"];
  const SEARCHES = ["%", "_", "\\", "'", '"', "100%", "%_", "\\%", "a%v", "r_v", "' or '1'='1", "'; drop table users; --", "%%%%", "_____"];
  const SEARCH_ROUTES = [
    "/api/admin/users",
    "/api/admin/loan-applications",
    "/api/admin/consultations",
    "/api/admin/kyc-documents",
    "/api/admin/grievances",
    "/api/audit-logs",
  ];
  const itemsOf = (url: string, body: any): unknown[] => (url === "/api/audit-logs" ? body.logs : body);

  beforeAll(async () => {
    for (const fullName of NAMES) {
      const u = await makeUser(t, { fullName });
      await t.db.insert(loanApplications).values(loanRow(validLoan(), u.id));
      await t.db.insert(consultations).values({ ...validBooking(), name: fullName, userId: u.id });
      await cast.f.kyc(u.id);
      await cast.f.grievance(u.id);
      // A failed login under the name typed: the audit trail records the attempt, never the name.
      await request(t.app).post("/api/login").send({ username: fullName, password: "wrong" }).expect(401);
    }
  });

  it("is offered on every staff list that takes q (and only these)", () => {
    const withQ = Object.keys(ROUTE_TABLE).filter((k) => k.startsWith("GET /api/admin/") || k === "GET /api/audit-logs");
    expect(SEARCH_ROUTES.every((u) => withQ.includes(`GET ${u}`))).toBe(true);
  });

  for (const q of SEARCHES) {
    it(`finds ${JSON.stringify(q)} literally, in every staff search`, async () => {
      const owners = NAMES.filter((n) => n.toLowerCase().includes(q.toLowerCase()));
      for (const url of SEARCH_ROUTES) {
        const res = await admin.get(url).query({ q });
        expect(res.status, url).toBe(200);
        const items = itemsOf(url, res.body);
        // Each answer holds the text searched for (JSON-escaped as the answer is), and no other.
        const needle = JSON.stringify(q.toLowerCase()).slice(1, -1);
        for (const item of items) expect(JSON.stringify(item).toLowerCase(), `${url}?q=${q}`).toContain(needle);
        // The audit trail holds no text anyone typed, so no name is found there (only its own words, e.g. login_failed).
        if (url === "/api/audit-logs") continue;
        if (owners.length > 0) expect(items.length, `${url}?q=${q}`).toBeGreaterThan(0);
        else expect(items, `${url}?q=${q}`).toEqual([]);
      }
    });
  }

  it("left every table in place", async () => {
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    expect(n).toBeGreaterThanOrEqual(NAMES.length + 4);
  });
});

describe("uploads", () => {
  const uploadsDir = () => path.join(t.config.dataDir, "uploads");
  const storedFiles = (dir = uploadsDir()): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
        )
      : [];
  const upload = async (file: Buffer, filename: string, contentType = "application/pdf") =>
    (await cast.agent("other"))
      .post("/api/kyc-documents")
      .field("documentType", "Address Proof")
      .attach("file", file, { filename, contentType });
  const rowCount = () => t.db.$count(kycDocuments);

  it("refuses an empty file as empty, keeping nothing", async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    const res = await upload(Buffer.alloc(0), "scan.pdf");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The file is empty. Please choose the scan of your document again.");
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it("refuses pages and scripts dressed as documents: HTML, SVG, JavaScript, whatever the name or declared type", async () => {
    const before = await rowCount();
    const disguised: [string, string, string][] = [
      ["<!doctype html><script>alert(1)</script>", "statement.pdf", "application/pdf"],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "pan.png", "image/png"],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "aadhaar.svg", "image/svg+xml"],
      ["alert(document.cookie)", "slip.js", "application/javascript"],
    ];
    for (const [body, name, type] of disguised) {
      const res = await upload(Buffer.from(body), name, type);
      expect(res.status, name).toBe(415);
    }
    expect(await rowCount()).toBe(before);
  });

  it("stores any file name as a name only: no folders, no direction marks, never a path; UTF-8 names intact", async () => {
    const names: [string, string | null][] = [
      ["../../../../etc/passwd.pdf", "passwd.pdf"],
      ["..\\..\\windows\\system32\\pan.pdf", "pan.pdf"],
      ["/absolute/path/statement.pdf", "statement.pdf"],
      ["invoice\u202Efdp.exe", "invoicefdp.exe"],
      ["आधार कार्ड.pdf", "आधार कार्ड.pdf"],
      ["<img src=x onerror=alert(1)>.pdf", "<img src=x onerror=alert(1)>.pdf"],
      ["..", null],
    ];
    for (const [name, stored] of names) {
      const res = await upload(samplePng(), name, "image/png");
      expect(res.status, name).toBe(201);
      expect(res.body.fileName, name).toBe(stored);
      await (await cast.agent("other")).delete(`/api/kyc-documents/${res.body.id}`).expect(204);
    }
    // Every file stayed under the generated keys inside uploads/.
    for (const f of storedFiles()) expect(path.relative(uploadsDir(), f)).toMatch(/^u\d+\/[0-9a-f]{32}\.(pdf|png|jpg)$/);
  });

  it("refuses a file name longer than any file system allows without failing", async () => {
    const res = await upload(samplePdf(), `${"a".repeat(5000)}.pdf`);
    expect(res.status).toBe(201);
    expect(res.body.fileName.length).toBeLessThanOrEqual(200);
  });
});

describe("paging without bounds", () => {
  /** Out-of-range values for the two ways lists page: page and pageSize (the lists), limit and offset (the audit trail). */
  const BAD: Record<"page" | "offset", Record<string, string>[]> = {
    page: [
      { page: "999999999" },
      { pageSize: "999999999" },
      { page: "0" },
      { page: "-1" },
      { pageSize: "0" },
      { pageSize: "101" },
      { pageSize: "1.5" },
      { page: "1e9" },
      { page: "NaN" },
      { pageSize: "Infinity" },
      { page: "0x10" },
    ],
    offset: [
      { offset: "999999999999" },
      { limit: "999999999" },
      { limit: "501" },
      { limit: "0" },
      { offset: "-1" },
      { offset: "1.5" },
      { offset: "1e9" },
      { limit: "NaN" },
      { offset: "Infinity" },
    ],
  };

  it("every paged list answers 400 to a page, size, limit or offset out of range; other lists ignore them", async () => {
    const problems: string[] = [];
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      const route = routes.find((r) => r.key === key);
      const who = (["admin", "user"] as const).find((w) => row.expect[w === "admin" ? 3 : 1] === 200);
      if (!route || route.method !== "GET" || !who || route.params.length) continue;
      const agent = await cast.agent(who);
      const probe = row.probe ? await row.probe({ f: cast.f, users: cast.users }) : {};
      const normal = await sendProbe(agent, route, probe);
      const family = key === "GET /api/audit-logs" ? "offset" : normal.headers["x-total-count"] !== undefined ? "page" : null;
      for (const [kind, queries] of Object.entries(BAD)) {
        for (const query of queries) {
          const res = await sendProbe(agent, route, { ...probe, query: { ...probe.query, ...query } });
          // A list refuses its own paging out of range; a parameter it does not take is ignored.
          const want = kind === family ? 400 : 200;
          if (res.status !== want) problems.push(`${key}?${new URLSearchParams(query)}: ${res.status}, expected ${want}`);
        }
      }
      if (family) {
        // A repeated parameter (page=1&page=2) is a list of values, not a number.
        const repeated = family === "page" ? "page=1&page=2" : "offset=1&offset=2";
        const res = await agent.get(`${route.path}?${repeated}`);
        if (res.status !== 400) problems.push(`${key}?${repeated}: ${res.status}, expected 400`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("serves at most 100 items a page whatever the client asks", async () => {
    for (let i = 0; i < 3; i++) await makeUser(t);
    const res = await admin.get("/api/admin/users").query({ pageSize: "100" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
    expect((await admin.get("/api/admin/users").query({ pageSize: "100000" })).status).toBe(400);
  });
});
