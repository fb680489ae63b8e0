import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../../server/db/client";
import { validLoan } from "../setup/factories";
import { startServer, type RunningServer } from "../setup/server";

/**
 * Issue 18: the embedded database survives SIGKILL in the middle of concurrent writes. Five times on
 * one DATA_DIR: 200 concurrent loan submissions and payment verifications, a SIGKILL once about half
 * have been answered, a restart. Every answered (2xx) write is there exactly once; nothing is half
 * written; the database opens without repair.
 */
const ROUNDS = 5;
const CUSTOMERS = 20;
const PER_KIND = 100;
const LIMITS = { RATE_LIMIT_WRITES: "100000", RATE_LIMIT_USER_WRITES: "100000", RATE_LIMIT_LOAN_APPLICATIONS: "100000", RATE_LIMIT_REGISTER: "100000", LOG_LEVEL: "error" };

type Client = { cookie: string };
const post = (server: RunningServer, client: Client, path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: body === undefined ? { cookie: client.cookie } : { cookie: client.cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function register(server: RunningServer, n: number): Promise<Client> {
  const username = `crash_${n}`;
  const res = await fetch(`${server.baseUrl}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "Crash@12345", email: `${username}@example.in`, fullName: `Crash Customer ${n}` }),
  });
  expect(res.status).toBe(201);
  return { cookie: res.headers.get("set-cookie")!.split(";")[0] };
}

async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => fn(i + k)))));
  return out;
}

describe("crash safety of the embedded database (built server, SIGKILL)", () => {
  it(`keeps every answered write exactly once, across ${ROUNDS} kills in a row`, async () => {
    const first = await startServer(LIMITS);
    const dataDir = first.dataDir;
    const customers = await inBatches(CUSTOMERS, 5, (n) => register(first, n));
    await first.stop();

    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServer({ ...LIMITS, DATA_DIR: dataDir });
      // Payments to verify during the storm: a loan and an open order for each (sessions survive restarts).
      const orders = await inBatches(PER_KIND, 10, async (i) => {
        const c = customers[i % CUSTOMERS];
        const loan = await (await post(server, c, "/api/loan-applications", validLoan({ purpose: `payable r${round} #${i}` }))).json();
        const order = await (await post(server, c, `/api/payments/loan-processing-fee/${loan.id}`)).json();
        return { client: c, orderId: order.razorpay.order_id as string };
      });

      let answered = 0;
      let killed: Promise<void> | undefined;
      const track = <T extends { label: string }>(kind: "loan" | "verify", label: string, request: Promise<Response>) =>
        request.then(
          (res) => {
            answered += 1;
            if (answered >= PER_KIND && !killed) killed = server.kill();
            return { kind, label, ok: res.status >= 200 && res.status < 300 } as const;
          },
          () => ({ kind, label, ok: false }) as const,
        ) as Promise<{ kind: typeof kind; label: string; ok: boolean } & Partial<T>>;
      // Interleaved, so the kill lands among both kinds of write.
      const storm = orders.flatMap(({ client, orderId }, i) => {
        const purpose = `storm r${round} #${i}`;
        return [
          track("loan", purpose, post(server, customers[i % CUSTOMERS], "/api/loan-applications", validLoan({ purpose }))),
          track("verify", orderId, post(server, client, "/api/payments/verify", { razorpay_payment_id: `pay_r${round}_${i}`, razorpay_order_id: orderId, razorpay_signature: "demo" })),
        ];
      });
      const results = await Promise.all(storm);
      await (killed ?? server.kill());
      const okLoans = results.filter((r) => r.kind === "loan" && r.ok).map((r) => r.label);
      const okVerifies = results.filter((r) => r.kind === "verify" && r.ok).map((r) => r.label);
      // The kill landed mid-storm: some requests were answered, some were not.
      expect(okLoans.length + okVerifies.length).toBeGreaterThan(0);
      expect(okLoans.length + okVerifies.length).toBeLessThan(2 * PER_KIND);

      // It starts again on the same folder with no repair, and serves.
      const again = await startServer({ ...LIMITS, DATA_DIR: dataDir });
      expect((await fetch(`${again.baseUrl}/api/health`)).status).toBe(200);
      expect(await again.stop()).toBe(0);

      const database = openDatabase({ dataDir });
      try {
        const db = database.db;
        const loans = await queryRows<{ purpose: string; n: number }>(db, sql`select purpose, count(*)::int as n from loan_applications where purpose like ${`storm r${round} #%`} group by purpose`);
        const counts = new Map(loans.map((l) => [l.purpose, l.n]));
        for (const purpose of okLoans) expect(counts.get(purpose), purpose).toBe(1);
        expect(loans.filter((l) => l.n > 1)).toEqual([]);
        const captured = await queryRows<{ order_id: string; txns: number }>(
          db,
          sql`select p.order_id, (select count(*)::int from transactions t where t.payment_id = p.id) as txns from payments p where p.status = 'captured'`,
        );
        const capturedOrders = new Set(captured.map((p) => p.order_id));
        for (const orderId of okVerifies) expect(capturedOrders.has(orderId), orderId).toBe(true);
        // Nothing half written: each captured payment has one transaction and one audit row, each
        // transaction a captured payment, each application its audit row.
        expect(captured.filter((p) => p.txns !== 1)).toEqual([]);
        const [orphans] = await queryRows<{ txns: number; audits: number; loans: number }>(
          db,
          sql`select
                (select count(*)::int from transactions t where not exists (select 1 from payments p where p.id = t.payment_id and p.status = 'captured')) as txns,
                (select count(*)::int from payments p where p.status = 'captured'
                   and (select count(*) from audit_logs a where a.action_type = 'capture_payment' and a.entity_id = p.id::text) <> 1) as audits,
                (select count(*)::int from loan_applications l where not exists
                   (select 1 from audit_logs a where a.action_type = 'create_loan_application' and a.entity_id = l.id::text)) as loans`,
        );
        expect(orphans).toEqual({ txns: 0, audits: 0, loans: 0 });
      } finally {
        await database.close();
      }
    }
  }, 600_000);
});
