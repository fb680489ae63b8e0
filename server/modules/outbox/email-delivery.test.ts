import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixedClock, setClock } from "../../../shared/clock";
import { queryRows } from "../../db/client";
import { startSmtpStandIn } from "../../../tests/setup/smtp-stand-in";
import { upcomingWeekdays, validBooking, validLoan } from "../../../tests/setup/factories";
import { confirmConsultation } from "../../../tests/setup/consultations";
import { createTestApp, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { emailDeliverer, mailDestinationNotice, mailDirectory, pruneMailDirectory } from "./email-deliverer";
import { deliverDue } from "./outbox.service";

const FROM = "GharSetu <support@gharsetu.example>";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpStandIn();
  customer = await signedInAgent(t);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
// Each test delivers only the e-mails it queued.
beforeEach(async () => {
  await queryRows(t.db, sql`update outbox set delivered_at = now() where delivered_at is null`);
});

type State = { attempts: number; last_error: string | null; delivered: boolean };
const emailState = async () =>
  queryRows<State>(
    t.db,
    sql`select attempts, last_error, delivered_at is not null as delivered from outbox where topic = 'email' order by id desc limit 1`,
  );
const makeDue = () => queryRows(t.db, sql`update outbox set next_attempt_at = now() where delivered_at is null`);

describe("SMTP delivery (SMTP_URL set)", () => {
  it("a refusing server gets retries with backoff, then exactly one delivery", async () => {
    const deliver = { email: emailDeliverer({ smtpUrl: smtp.url, mailDir: "/nonexistent", from: FROM }) };
    await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
    smtp.refuseNext(2);
    smtp.received.length = 0;

    expect(await deliverDue(t.db, deliver)).toBe(1);
    let [state] = await emailState();
    expect(state).toMatchObject({ attempts: 1, delivered: false });
    expect(state.last_error).toMatch(/451/);
    const [{ wait }] = await queryRows<{ wait: number }>(
      t.db,
      sql`select extract(epoch from next_attempt_at - now())::int as wait from outbox where delivered_at is null`,
    );
    expect(wait).toBeGreaterThanOrEqual(8);
    // Not due yet: nothing is sent in the meantime.
    expect(await deliverDue(t.db, deliver)).toBe(0);

    await makeDue();
    expect(await deliverDue(t.db, deliver)).toBe(1);
    [state] = await emailState();
    expect(state).toMatchObject({ attempts: 2, delivered: false });

    await makeDue();
    expect(await deliverDue(t.db, deliver)).toBe(1);
    [state] = await emailState();
    expect(state).toEqual({ attempts: 3, last_error: null, delivered: true });

    await makeDue();
    expect(await deliverDue(t.db, deliver)).toBe(0);
    expect(smtp.refused).toBe(2);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([customer.user.email]);
    expect(mail.from).toBe("support@gharsetu.example");
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe("We have received your loan application");
    const [{ messageId }] = await queryRows<{ messageId: string }>(
      t.db,
      sql`select payload->>'messageId' as "messageId" from outbox where topic = 'email' order by id desc limit 1`,
    );
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed.messageId).toBe(`<${messageId}@gharsetu.example>`);
    expect(parsed.text).toContain(`Dear ${customer.user.fullName},`);
    expect(parsed.html).toContain("<h1");
  });

  it("an unreachable server is a failed attempt, not a lost message", async () => {
    const closed = await startSmtpStandIn();
    await closed.close();
    await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
    expect(await deliverDue(t.db, { email: emailDeliverer({ smtpUrl: closed.url, mailDir: "/nonexistent", from: FROM }) })).toBe(1);
    const [state] = await emailState();
    expect(state).toMatchObject({ attempts: 1, delivered: false });
    expect(state.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp.received.length = 0;
    await makeDue();
    expect(await deliverDue(t.db, { email: emailDeliverer({ smtpUrl: smtp.url, mailDir: "/nonexistent", from: FROM }) })).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("a server that trickles its answers is cut off at the send's overall deadline, its connection closed", async () => {
    // Greets, then answers each command a byte at a time: never idle long enough for socketTimeout.
    const sockets: Socket[] = [];
    let closed = 0;
    const trickler = createServer((socket) => {
      sockets.push(socket);
      // The client cutting the line (a reset while a drip is in flight) is the point of this test, not a failure.
      socket.on("error", () => {});
      socket.on("close", () => closed++);
      socket.write("220 slow.example ESMTP\r\n");
      socket.on("data", () => {
        const drip = setInterval(() => (socket.writable ? socket.write("2") : clearInterval(drip)), 20);
        socket.on("close", () => clearInterval(drip));
      });
    });
    await new Promise<void>((r) => trickler.listen(0, "127.0.0.1", r));
    const { port } = trickler.address() as { port: number };
    try {
      await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
      const deliver = {
        email: emailDeliverer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: "/nonexistent", from: FROM, sendDeadlineMs: 300 }),
      };
      // The send deadline, not the drip, ended the attempt (recorded as such below).
      expect(await deliverDue(t.db, deliver)).toBe(1);
      const [state] = await emailState();
      expect(state).toMatchObject({ attempts: 1, delivered: false });
      expect(state.last_error).toMatch(/longer than/);
      expect(sockets.length).toBeGreaterThan(0);
      // Every line the deliverer opened is closed (the close events arrive a moment after the send gave up).
      await vi.waitFor(() => expect(closed).toBe(sockets.length));
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => trickler.close(r));
    }
  });
});

describe(".eml files (SMTP_URL unset)", () => {
  it("writes each e-mail under DATA_DIR/mail, owner-only, parsing back with recipient, subject and the .ics invite", async () => {
    const mailDir = mailDirectory(mkdtempSync(path.join(tmpdir(), "gharsetu-mail-")));
    const deliver = { email: emailDeliverer({ mailDir, from: FROM }) };
    const booking = validBooking({
      preferredDate: upcomingWeekdays(5)[4],
      preferredTime: "02:00 PM - 03:00 PM",
      email: "booking.address@example.in",
    });
    const booked = (await customer.agent.post("/api/consultations").send(booking).expect(201)).body;
    await confirmConsultation(customer.agent, booked.id).then((r) => expect(r.status).toBe(200));
    await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
    expect(await deliverDue(t.db, deliver)).toBe(2);

    // Named by the random Message-ID given at enqueue: a restored backup handing out old ids again cannot clash.
    const ids = await queryRows<{ messageId: string; kind: string }>(
      t.db,
      sql`select payload->>'messageId' as "messageId", payload->>'kind' as kind from outbox where topic = 'email' order by id desc limit 2`,
    );
    const files = ["consultation_booked", "loan_submitted"].map((kind) => `${ids.find((r) => r.kind === kind)!.messageId}-${kind}.eml`);
    expect(readdirSync(mailDir).sort()).toEqual([...files].sort());
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(path.join(mailDir, f)).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path.join(mailDir, files[0]));
    expect(raw.toString("latin1")).toContain("\r\n");
    const confirmation = await simpleParser(raw);
    // The registered address and the account's name, never what was typed into the booking form.
    expect(confirmation.to && !Array.isArray(confirmation.to) ? confirmation.to.text : "").toBe(customer.user.email);
    expect(confirmation.from?.value).toEqual([{ name: "GharSetu", address: "support@gharsetu.example" }]);
    expect(confirmation.subject).toBe("Your consultation is booked");
    expect(confirmation.text).toContain(`Dear ${customer.user.fullName},`);
    expect(confirmation.text).toContain("02:00 PM - 03:00 PM IST");
    expect(confirmation.text).toContain("Grievance redressal officer");
    expect(confirmation.html).toContain("Your consultation is booked");
    expect(confirmation.attachments).toHaveLength(1);
    const [invite] = confirmation.attachments;
    expect(invite.filename).toBe(`gharsetu-consultation-${booked.id}.ics`);
    expect(invite.contentType).toBe("text/calendar");
    const ics = invite.content.toString("utf8");
    expect(ics).toContain(`UID:consultation-${booked.id}@gharsetu`);
    // 2 PM IST is 08:30 UTC.
    expect(ics).toMatch(new RegExp(`DTSTART:${booking.preferredDate.replace(/-/g, "")}T083000Z`));
    expect(ics).toContain("METHOD:REQUEST");
    // The .eml's attachment says how calendars take it.
    expect(raw.toString("latin1")).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);

    const loanMail = await simpleParser(readFileSync(path.join(mailDir, files[1])));
    expect(loanMail.to && !Array.isArray(loanMail.to) ? loanMail.to.text : "").toBe(customer.user.email);
    expect(loanMail.subject).toBe("We have received your loan application");
    expect(loanMail.attachments).toEqual([]);
  });

  it("sending the same message again replaces its file instead of adding one", async () => {
    const mailDir = mailDirectory(mkdtempSync(path.join(tmpdir(), "gharsetu-mail-")));
    const deliver = { email: emailDeliverer({ mailDir, from: FROM }) };
    await customer.agent.post("/api/loan-applications").send(validLoan()).expect(201);
    expect(await deliverDue(t.db, deliver)).toBe(1);
    // As if the instance died after writing the file but before marking the message delivered.
    await queryRows(t.db, sql`update outbox set delivered_at = null, next_attempt_at = now() where id = (select max(id) from outbox)`);
    expect(await deliverDue(t.db, deliver)).toBe(1);
    expect(readdirSync(mailDir)).toHaveLength(1);
  });
});

describe("pruning the mail folder", () => {
  it("removes .eml files older than the retention and keeps newer ones and other files", () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), "gharsetu-mail-"));
    const old = path.join(mailDir, "a-loan_submitted.eml");
    for (const name of ["a-loan_submitted.eml", "b-loan_approved.eml", "notes.txt"]) writeFileSync(path.join(mailDir, name), "x");
    // Ages are counted from the app's clock, here 17 June 2026; the files were written (mtime) on 8 May and 17 June.
    const restore = setClock(fixedClock("2026-06-17T06:30:00Z"));
    const fortyDaysAgo = new Date("2026-05-08T06:30:00Z");
    utimesSync(old, fortyDaysAgo, fortyDaysAgo);
    utimesSync(path.join(mailDir, "notes.txt"), fortyDaysAgo, fortyDaysAgo);
    const today = new Date("2026-06-17T06:00:00Z");
    utimesSync(path.join(mailDir, "b-loan_approved.eml"), today, today);
    try {
      expect(pruneMailDirectory(mailDir, 30)).toBe(1);
    } finally {
      restore();
    }
    expect(readdirSync(mailDir).sort()).toEqual(["b-loan_approved.eml", "notes.txt"]);
    expect(pruneMailDirectory(path.join(mailDir, "missing"), 30)).toBe(0);
  });
});

describe("where mail goes, as logged at startup", () => {
  it("names the mail folder without SMTP_URL, and warns on a public production server that no customer receives e-mail", () => {
    const mailDir = "/srv/gharsetu/data/mail";
    expect(mailDestinationNotice({ smtpUrl: "smtp://mail.example:25", mailDir, production: true, publicHost: true })).toEqual({});
    expect(mailDestinationNotice({ mailDir, production: false, publicHost: true })).toEqual({
      info: expect.stringContaining(mailDir),
      warn: undefined,
    });
    expect(mailDestinationNotice({ mailDir, production: true, publicHost: false }).warn).toBeUndefined();
    expect(mailDestinationNotice({ mailDir, production: true, publicHost: true }).warn).toMatch(/NO CUSTOMER RECEIVES E-MAIL/);
  });
});
