import { existsSync, readdirSync } from "node:fs";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KYC_MAX_DOCUMENTS, KYC_MAX_FILE_BYTES } from "../../../shared/catalog/kyc";
import { kycDocuments } from "../../../shared/schema";
import { queryRows } from "../../db/client";
import { LINGER_BYTES } from "../../http/lingering-close";
import { sampleExe, samplePdf, samplePng, validAadhaar } from "../../../tests/setup/kyc-files";
import { validLoan } from "../../../tests/setup/factories";
import { createTestApp, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInAgent(t);
  admin = await signedInAgent(t, "admin");
});
afterAll(async () => {
  await t.close();
});

type Agent = typeof customer.agent;
const upload = (agent: Agent, file: Buffer, name: string, fields: Record<string, string> = { documentType: "Salary Slip" }) => {
  let req = agent.post("/api/kyc-documents");
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach("file", file, { filename: name, contentType: "application/pdf" });
};

const uploadsDir = () => path.join(t.config.dataDir, "uploads");
/** Every file under uploads/, in-flight ones included. */
function storedFiles(dir = uploadsDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
const rowCount = () => t.db.$count(kycDocuments);
/** A PDF of exactly `bytes` bytes. */
const pdfOfSize = (bytes: number) => samplePdf(bytes - samplePdf().length);

describe("POST /api/kyc-documents", () => {
  it("stores a PDF under a generated name, answers its download path, and audit-logs it", async () => {
    const res = await upload(customer.agent, samplePdf(), "../../etc/passwd.pdf", { documentType: "Salary Slip" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      userId: customer.user.id,
      documentType: "Salary Slip",
      verificationStatus: "pending",
      contentType: "application/pdf",
      documentUrl: `/api/kyc-documents/${res.body.id}/file`,
    });
    expect(res.body).not.toHaveProperty("storageKey");
    const files = storedFiles();
    expect(files.some((f) => f.includes("passwd"))).toBe(false);
    expect(files.filter((f) => f.endsWith(".pdf"))).toHaveLength(1);
    const [audit] = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from audit_logs where action_type = 'upload_kyc_document' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit.user_id).toBe(customer.user.id);
  });

  it("judges the type by the first bytes: an executable named .pdf is refused with 415, a PNG named .pdf is a PNG", async () => {
    const before = storedFiles().length;
    const exe = await upload(customer.agent, sampleExe(), "statement.pdf");
    expect(exe.status).toBe(415);
    expect(exe.body).toEqual({
      message: "Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.",
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    const text = await upload(customer.agent, Buffer.from("just some text pretending"), "notes.png");
    expect(text.status).toBe(415);
    expect(storedFiles()).toHaveLength(before);
    const png = await upload(customer.agent, samplePng(), "photo.pdf", { documentType: "Address Proof" });
    expect(png.status).toBe(201);
    expect(png.body.contentType).toBe("image/png");
  });

  it("accepts a file of exactly 5 MiB, the limit itself, and keeps every byte of it", async () => {
    const exact = pdfOfSize(KYC_MAX_FILE_BYTES);
    expect(exact.length).toBe(5 * 1024 * 1024);
    const res = await upload(customer.agent, exact, "exactly-five.pdf");
    expect(res.status).toBe(201);
    const download = await customer.agent
      .get(res.body.documentUrl)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, exact)).toBe(0);
    await customer.agent.delete(`/api/kyc-documents/${res.body.id}`).expect(204);
  });

  it("refuses a file over 5 MB, by a single byte, with 413, keeping nothing", async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    const res = await upload(customer.agent, pdfOfSize(KYC_MAX_FILE_BYTES + 1), "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "The file is too large. The limit is 5 MB.", code: "BODY_TOO_LARGE" });
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
  });

  it("stops reading at the limit when the length is not declared up front", async () => {
    const before = storedFiles().length;
    const server = createServer(t.app).listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: customer.user.username, password: "Test@12345" }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0];
      // A streamed (chunked) body has no Content-Length, so only the streaming limit can stop it.
      const boundary = "----gharsetu-test";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nSalary Slip\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          controller.enqueue(samplePdf());
        },
        pull(controller) {
          // Up to 20 MB, far past the limit; the server answers long before.
          if (sent > 20 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${base}/api/kyc-documents`, {
        method: "POST",
        headers: { cookie, "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: base },
        body,
        duplex: "half",
      } as RequestInit);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 413,
        body: { message: "The file is too large. The limit is 5 MB.", code: "BODY_TOO_LARGE" },
      });
      expect(sent).toBeLessThan(20 * 1024 * 1024);
    } finally {
      server.close();
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it("checks PAN and Aadhaar numbers, storing PAN in capitals and only the last 4 Aadhaar digits", async () => {
    const pan = await upload(customer.agent, samplePdf(), "pan.pdf", { documentType: "PAN Card", documentNumber: "abcde1234f" });
    expect(pan.status).toBe(201);
    expect(pan.body.documentNumber).toBe("ABCDE1234F");

    const aadhaar = validAadhaar();
    const ok = await upload(customer.agent, samplePng(), "aadhaar.png", {
      documentType: "Aadhaar Card",
      documentNumber: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.documentNumber).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(JSON.stringify(ok.body)).not.toContain(aadhaar.slice(0, 8));
    const list = await customer.agent.get("/api/kyc-documents");
    expect(JSON.stringify(list.body)).not.toContain(aadhaar);
    // In no column of any table: the documents, the audit trail, anything.
    for (const table of ["kyc_documents", "audit_logs"]) {
      const dump = JSON.stringify(await queryRows(t.db, sql`select * from ${sql.raw(table)}`));
      expect(dump).not.toContain(aadhaar);
      expect(dump).not.toContain(aadhaar.slice(0, 8));
    }
  });

  it.each([
    [{ documentType: "PAN Card", documentNumber: "ABCD1234F" }, "PAN must be 10 characters, like ABCDE1234F"],
    [{ documentType: "PAN Card", documentNumber: "ABCDE12345" }, "PAN looks like ABCDE1234F: 5 letters, 4 digits, then a letter"],
    [{ documentType: "Aadhaar Card", documentNumber: "12345678901" }, "Aadhaar number must be 12 digits"],
    [{ documentType: "Aadhaar Card", documentNumber: validAadhaar("13456789012") }, "Aadhaar number cannot start with 0 or 1"],
    [
      { documentType: "Aadhaar Card", documentNumber: `${validAadhaar().slice(0, 11)}${(Number(validAadhaar().slice(-1)) + 1) % 10}` },
      "This Aadhaar number is not valid; please check the digits",
    ],
    [{ documentType: "Passport Photo" }, "Please choose the document type"],
    [{}, "Please choose the document type"],
  ])("refuses %j with a clear message and keeps no file", async (fields, message) => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    const res = await upload(customer.agent, samplePdf(), "doc.pdf", fields);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
  });

  it("needs a file and a signed-in user", async () => {
    const none = await customer.agent.post("/api/kyc-documents").field("documentType", "ITR");
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose a file to upload");
    expect(none.body.code).toBe("VALIDATION_FAILED");
    expect((await request(t.app).post("/api/kyc-documents").field("documentType", "ITR").attach("file", samplePdf(), "x.pdf")).status).toBe(
      401,
    );
  });

  it(`keeps at most ${KYC_MAX_DOCUMENTS} documents per customer`, async () => {
    const busy = await signedInAgent(t);
    for (let i = 0; i < KYC_MAX_DOCUMENTS; i++) expect((await upload(busy.agent, samplePdf(), `d${i}.pdf`)).status).toBe(201);
    const over = await upload(busy.agent, samplePdf(), "one-more.pdf");
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      message: `You can keep at most ${KYC_MAX_DOCUMENTS} documents under review or verified. Delete a pending one you no longer need first.`,
      code: "CONFLICT",
    });
    expect((await busy.agent.get("/api/kyc-documents")).body).toHaveLength(KYC_MAX_DOCUMENTS);
    // A rejected document does not count: its replacement can always be uploaded.
    const [latest] = (await busy.agent.get("/api/kyc-documents")).body;
    await admin.agent
      .patch(`/api/admin/kyc-documents/${latest.id}`)
      .send({ verificationStatus: "rejected", rejectionReason: "Unreadable" })
      .expect(200);
    expect((await upload(busy.agent, samplePdf(), "replacement.pdf")).status).toBe(201);
  });

  it("writes the row and the file together or not at all", async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    // A failed insert leaves no file.
    await t.db.execute(
      sql`create or replace function gharsetu_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await t.db.execute(
      sql`create trigger gharsetu_test_refuse before insert on kyc_documents for each row execute function gharsetu_test_refuse()`,
    );
    try {
      expect((await upload(customer.agent, samplePdf(), "doomed.pdf")).status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger gharsetu_test_refuse on kyc_documents`);
    }
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);

    // A failed file write leaves no row.
    const { localFileStorage } = await import("../../storage/file-storage");
    const { createApp } = await import("../../app");
    const pino = (await import("pino")).default;
    const real = localFileStorage(uploadsDir());
    const broken = { ...real, keep: async () => Promise.reject(new Error("disk full")) };
    const { app } = createApp({ database: t.database, config: t.config, logger: pino({ level: "silent" }), storage: broken });
    const agent = request.agent(app);
    await agent.post("/api/login").send({ username: customer.user.username, password: "Test@12345" }).expect(200);
    expect((await upload(agent, samplePdf(), "lost.pdf")).status).toBe(500);
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
  });
});

describe("uploads that go wrong", () => {
  /** The app on a real socket, with a signed-in cookie, for requests supertest cannot make. */
  async function listening() {
    const server = createServer(t.app).listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: customer.user.username, password: "Test@12345" }),
    });
    return { server, base, port, cookie: login.headers.get("set-cookie")!.split(";")[0] };
  }
  const boundary = "----gharsetu-test";
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (name: string, filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const post = (base: string, cookie: string, body: BodyInit) =>
    fetch(`${base}/api/kyc-documents`, {
      method: "POST",
      headers: { cookie, "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: base },
      body,
      duplex: "half",
    } as RequestInit);

  it("answers 400 to a body cut off before its closing boundary, and keeps serving", async () => {
    const { server, base, cookie } = await listening();
    try {
      const before = storedFiles().length;
      const res = await post(
        base,
        cookie,
        Buffer.concat([Buffer.from(part("documentType", "ITR") + filePart("file", "cut.pdf")), samplePdf()]),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("The upload could not be read; please try again");
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      await expect.poll(() => storedFiles().length, { timeout: 5_000 }).toBe(before);
    } finally {
      server.close();
    }
  });

  it("refuses a second file part, or one under another name, without reading on", async () => {
    const { server, base, cookie } = await listening();
    try {
      const before = { rows: await rowCount(), files: storedFiles().length };
      const two = Buffer.concat([
        Buffer.from(part("documentType", "ITR") + filePart("file", "a.pdf")),
        samplePdf(),
        Buffer.from(`\r\n${filePart("file", "b.pdf")}`),
        samplePdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await post(base, cookie, two);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Send one file, in the field named file");
      const junk = Buffer.concat([
        Buffer.from(part("documentType", "ITR") + filePart("junk", "j.pdf")),
        samplePdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      expect((await post(base, cookie, junk)).status).toBe(400);
      expect(await rowCount()).toBe(before.rows);
      await expect.poll(() => storedFiles().length, { timeout: 5_000 }).toBe(before.files);
    } finally {
      server.close();
    }
  });

  it("stops reading a streamed body past the limit whatever part it is in", async () => {
    const { server, base, cookie } = await listening();
    try {
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(Buffer.from(part("documentType", "ITR") + part("notes", "")));
          controller.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n`));
        },
        pull(controller) {
          if (sent > 60 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await post(base, cookie, body).catch((e: Error) => e);
      // The server answers 413 and stops reading: it drops at most LINGER_BYTES more, then closes. fetch
      // sends flat out on loopback and, on a busy machine, can hit that close before it has read the
      // answer; that a client still sending does read it is the next test's (a raw socket, step by step).
      if (res instanceof Response) expect(res.status).toBe(413);
      else expect((res as Error & { cause?: { code?: string } }).cause?.code ?? "").toMatch(/^(ECONNRESET|EPIPE)$/);
      expect(sent).toBeLessThan(60 * 1024 * 1024);
    } finally {
      server.close();
    }
  });

  it("a client still sending when refused reads the refusal, and the connection then closes", async () => {
    const { server, port, cookie } = await listening();
    try {
      const socket = connect(port, "127.0.0.1");
      // This connection as the server holds it.
      const atServer = new Promise<Socket>((resolve) =>
        server.on("request", (req: IncomingMessage) => {
          if (req.socket.remotePort === socket.localPort) resolve(req.socket);
        }),
      );
      socket.pause(); // reads nothing until it has sent more, as a busy uploader does
      const errors: string[] = [];
      socket.on("error", (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
      const closed = once(socket, "close");
      await once(socket, "connect");
      const head = Buffer.from(part("documentType", "ITR") + filePart("file", "big.pdf"));
      socket.write(
        `POST /api/kyc-documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunked = (b: Buffer) => socket.write(Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")]));
      chunked(head);
      // Past the 5 MB limit, so the server answers 413 now; the rest, with what follows, stays under the
      // LINGER_BYTES it reads and drops after answering, so it reads every byte rather than closing at that bound.
      chunked(samplePdf(KYC_MAX_FILE_BYTES + LINGER_BYTES / 2));
      const held = await atServer;
      // The answer is written (the response "finishes", at the server, only once it has lingered).
      await expect.poll(() => held.bytesWritten, { timeout: 10_000 }).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) chunked(Buffer.alloc(64 * 1024, 0x20)); // still sending after the answer
      // Every byte sent reaches the server, which drops it while it lingers. Had it closed on answering,
      // these bytes would have met a closed socket and reset the connection, throwing the answer away unread.
      await expect.poll(() => held.bytesRead, { timeout: 10_000 }).toBe(socket.bytesWritten);
      let answer = "";
      socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
      socket.resume();
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain("The file is too large. The limit is 5 MB.");
      expect(errors).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("serves nothing more on a connection after refusing an upload, even a request pipelined behind it", async () => {
    const { server, port, cookie } = await listening();
    try {
      const loans = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from loan_applications`))[0].n;
      const before = await loans();
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      let answer = "";
      socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
      const closed = once(socket, "close");
      await once(socket, "connect");
      const host = `Host: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:${port}\r\n`;
      // Refused as the second file part starts (400); the short rest of its body ends while the server
      // lingers, and a loan application follows on the same connection.
      const two = Buffer.concat([
        Buffer.from(part("documentType", "ITR") + filePart("file", "a.pdf")),
        samplePdf(),
        Buffer.from(`\r\n${filePart("file", "b.pdf")}`),
        samplePdf(256 * 1024),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const loan = JSON.stringify(validLoan());
      socket.write(
        Buffer.concat([
          Buffer.from(
            `POST /api/kyc-documents HTTP/1.1\r\n${host}Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${two.length}\r\n\r\n`,
          ),
          two,
          Buffer.from(
            `POST /api/loan-applications HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(loan)}\r\n\r\n${loan}`,
          ),
        ]),
      );
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
      expect(await loans()).toBe(before);
    } finally {
      server.close();
    }
  });

  it("leaves no temporary file when the customer goes away mid-upload", async () => {
    const { server, port, cookie } = await listening();
    try {
      const before = storedFiles().length;
      const socket = connect(port, "127.0.0.1");
      await once(socket, "connect");
      const head = Buffer.from(part("documentType", "ITR") + filePart("file", "gone.pdf"));
      socket.write(
        `POST /api/kyc-documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 3 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(samplePdf(1024 * 1024));
      await expect
        .poll(() => existsSync(path.join(uploadsDir(), ".incoming")) && readdirSync(path.join(uploadsDir(), ".incoming")).length)
        .toBe(1);
      socket.destroy();
      await expect.poll(() => storedFiles().length, { timeout: 5_000 }).toBe(before);
      expect((await customer.agent.get("/api/kyc-documents")).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it("keeps no identity number from other document types or from the file's name", async () => {
    const aadhaar = validAadhaar("98765432101");
    const res = await upload(customer.agent, samplePdf(), `aadhaar_${aadhaar}.pdf`, {
      documentType: "Address Proof",
      documentNumber: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
    });
    expect(res.status).toBe(201);
    expect(res.body.documentNumber).toBe(`XXXX${aadhaar.slice(-4)}`);
    expect(res.body.fileName).toBe("aadhaar_….pdf");
    for (const table of ["kyc_documents", "audit_logs"]) {
      expect(JSON.stringify(await queryRows(t.db, sql`select * from ${sql.raw(table)}`))).not.toContain(aadhaar.slice(0, 8));
    }
  });
});

describe("reading, downloading and deleting", () => {
  it("lets the owner and staff download with safe headers, and tells anyone else it does not exist", async () => {
    const { id } = (await upload(customer.agent, samplePdf(), "slip.pdf", { documentType: "Salary Slip" }).expect(201)).body;
    const own = await customer.agent.get(`/api/kyc-documents/${id}/file`).buffer(true);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toBe(`attachment; filename="salary-slip-${id}.pdf"`);
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(own.body as Buffer, samplePdf())).toBe(0);

    expect((await admin.agent.get(`/api/kyc-documents/${id}/file`)).status).toBe(200);
    const [viewed] = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from audit_logs where action_type = 'view_kyc_document' and entity_id = ${String(id)}`,
    );
    expect(viewed.user_id).toBe(admin.user.id);
    const stranger = await signedInAgent(t);
    const denied = await stranger.agent.get(`/api/kyc-documents/${id}/file`);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ message: "Document not found", code: "NOT_FOUND" });
    expect((await request(t.app).get(`/api/kyc-documents/${id}/file`)).status).toBe(401);
    expect((await stranger.agent.get("/api/kyc-documents")).body).toEqual([]);
  });

  it("lets the owner delete a pending document, file and all, and nothing else", async () => {
    const { id } = (await upload(customer.agent, samplePdf(), "old.pdf").expect(201)).body;
    const files = storedFiles().length;
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.delete(`/api/kyc-documents/${id}`)).status).toBe(404);
    expect((await admin.agent.delete(`/api/kyc-documents/${id}`)).status).toBe(404);
    expect((await customer.agent.delete(`/api/kyc-documents/${id}`)).status).toBe(204);
    expect(storedFiles()).toHaveLength(files - 1);
    expect((await customer.agent.get(`/api/kyc-documents/${id}/file`)).status).toBe(404);

    const { id: verified } = (await upload(customer.agent, samplePdf(), "kept.pdf").expect(201)).body;
    await admin.agent.patch(`/api/admin/kyc-documents/${verified}`).send({ verificationStatus: "verified" }).expect(200);
    const refused = await customer.agent.delete(`/api/kyc-documents/${verified}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "This document is already verified and can no longer be deleted", code: "INVALID_TRANSITION" });
  });
});

describe("staff review", () => {
  it("lists the queue paged, filtered by status and searched by customer", async () => {
    const searched = await signedInAgent(t);
    await upload(searched.agent, samplePdf(), "itr.pdf", { documentType: "ITR" }).expect(201);
    const res = await admin.agent.get(`/api/admin/kyc-documents?status=pending&q=${encodeURIComponent(searched.user.username)}&pageSize=5`);
    expect(res.status).toBe(200);
    const { items, total } = pageOf(res);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ documentType: "ITR", verificationStatus: "pending", customer: { username: searched.user.username } });
    expect(items[0]).not.toHaveProperty("storageKey");
    expect((await customer.agent.get("/api/admin/kyc-documents")).status).toBe(403);
    expect((await admin.agent.get("/api/admin/kyc-documents?status=lost")).status).toBe(400);
  });

  it("verifies, or rejects with a reason, audit-logging old and new; never one's own document", async () => {
    const { id } = (await upload(customer.agent, samplePdf(), "bank.pdf", { documentType: "Bank Statement" }).expect(201)).body;
    const noReason = await admin.agent.patch(`/api/admin/kyc-documents/${id}`).send({ verificationStatus: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Please provide a reason for rejection");
    const bad = await admin.agent.patch(`/api/admin/kyc-documents/${id}`).send({ verificationStatus: "approved" });
    expect(bad.body.message).toBe("Status must be verified or rejected");
    const rejected = await admin.agent
      .patch(`/api/admin/kyc-documents/${id}`)
      .send({ verificationStatus: "rejected", rejectionReason: "The statement is cut off" });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      verificationStatus: "rejected",
      rejectionReason: "The statement is cut off",
      reviewedBy: admin.user.id,
    });
    const mine = (await customer.agent.get("/api/kyc-documents")).body.find((d: { id: number }) => d.id === id);
    expect(mine.rejectionReason).toBe("The statement is cut off");
    const [audit] = await queryRows<{ old_value: unknown; new_value: unknown }>(
      t.db,
      sql`select old_value, new_value from ${auditLogsAsRead} where action_type = 'reject_kyc_document' and entity_id = ${String(id)}`,
    );
    expect(audit).toEqual({
      old_value: { verificationStatus: "pending" },
      new_value: { verificationStatus: "rejected", rejectionReason: "The statement is cut off" },
    });

    const again = await admin.agent
      .patch(`/api/admin/kyc-documents/${id}`)
      .send({ verificationStatus: "rejected", rejectionReason: "again" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This document is already rejected", code: "ALREADY_IN_STATUS" });

    const { id: own } = (await upload(admin.agent, samplePdf(), "mine.pdf").expect(201)).body;
    const selfReview = await admin.agent.patch(`/api/admin/kyc-documents/${own}`).send({ verificationStatus: "verified" });
    expect(selfReview.status).toBe(403);
    expect(selfReview.body).toEqual({ message: "You cannot review your own KYC document", code: "FORBIDDEN" });
    expect((await customer.agent.patch(`/api/admin/kyc-documents/${id}`).send({ verificationStatus: "verified" })).status).toBe(403);
  });

  it("never tells the owner which member of staff reviewed a document", async () => {
    const uploaded = await upload(customer.agent, samplePdf(), "itr.pdf", { documentType: "ITR" }).expect(201);
    expect(uploaded.body).not.toHaveProperty("reviewedBy");
    await admin.agent
      .patch(`/api/admin/kyc-documents/${uploaded.body.id}`)
      .send({ verificationStatus: "rejected", rejectionReason: "The year is missing" })
      .expect(200);
    const list = await customer.agent.get("/api/kyc-documents");
    const mine = list.body.find((d: { id: number }) => d.id === uploaded.body.id);
    expect(mine).toMatchObject({ verificationStatus: "rejected", rejectionReason: "The year is missing", reviewedAt: expect.any(String) });
    for (const doc of list.body) expect(doc).not.toHaveProperty("reviewedBy");
  });

  it("with automatic KYC on, verifies a PAN or Aadhaar card whose number passes at once, audit-logged as automatic", async () => {
    const superadmin = await signedInAgent(t, "superadmin");
    await superadmin.agent.patch("/api/admin/settings").send({ automaticKyc: true }).expect(200);
    try {
      const someone = await signedInAgent(t);
      const pan = await upload(someone.agent, samplePdf(), "pan.pdf", { documentType: "PAN Card", documentNumber: "PQRSX6789K" });
      expect(pan.body).toMatchObject({ verificationStatus: "verified", autoVerified: true });
      const [auto] = await queryRows<{ new_value: unknown }>(
        t.db,
        sql`select new_value from audit_logs where action_type = 'auto_verify_kyc_document' and entity_id = ${String(pan.body.id)}`,
      );
      expect(auto.new_value).toEqual({ verificationStatus: "verified", automatic: true });
      // No number, or another type: a person still looks at it.
      expect((await upload(someone.agent, samplePdf(), "pan2.pdf", { documentType: "PAN Card" })).body.verificationStatus).toBe("pending");
      expect(
        (await upload(someone.agent, samplePdf(), "slip.pdf", { documentType: "Salary Slip", documentNumber: "SLIP-42" })).body
          .verificationStatus,
      ).toBe("pending");
    } finally {
      await superadmin.agent.patch("/api/admin/settings").send({ automaticKyc: false }).expect(200);
    }
    const later = await upload(customer.agent, samplePdf(), "pan3.pdf", { documentType: "PAN Card", documentNumber: "PQRSX6789K" });
    expect(later.body.verificationStatus).toBe("pending");
  });
});
