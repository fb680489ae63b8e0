import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { validLoan } from "../setup/factories";
import { acknowledgeKfs, HIGH_LIMITS as LIMITS, inBatches, is2xx, post, registerCustomer, stormWithKill } from "../setup/http-client";
import { startServer } from "../setup/server";
import { capturedPayments, halfWritten, loansByPurpose } from "../setup/write-checks";

/**
 * The embedded database survives SIGKILL in the middle of concurrent writes. Several times on
 * one DATA_DIR: 200 concurrent loan submissions and payment verifications, a SIGKILL once about half
 * have been answered, a restart. Every answered (2xx) write is there exactly once; nothing is half
 * written; the database opens without repair.
 */
// Three kills in `npm test`; a soak sets more, e.g. CRASH_ROUNDS=20.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const CUSTOMERS = 20;
const PER_KIND = 100;

describe("crash safety of the embedded database (built server, SIGKILL)", () => {
  it(`keeps every answered write exactly once, across ${ROUNDS} kills in a row`, async () => {
    const first = await startServer(LIMITS);
    const dataDir = first.dataDir;
    const customers = await inBatches(CUSTOMERS, 5, (n) => registerCustomer(first, `crash_${n}`));
    await first.stop();

    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServer({ ...LIMITS, DATA_DIR: dataDir });
      // Payments to verify during the storm: a loan and an open order for each (sessions survive restarts).
      const orders = await inBatches(PER_KIND, 10, async (i) => {
        const c = customers[i % CUSTOMERS];
        const loan = await (await post(server, c, "/api/loan-applications", validLoan({ purpose: `payable r${round} #${i}` }))).json();
        await acknowledgeKfs(server, c, loan.id);
        const order = await (await post(server, c, `/api/payments/loan-processing-fee/${loan.id}`)).json();
        return { client: c, orderId: order.razorpay.order_id as string };
      });

      // Interleaved, so the kill lands among both kinds of write.
      const results = await stormWithKill(
        orders.flatMap(({ client, orderId }, i) => {
          const purpose = `storm r${round} #${i}`;
          return [
            {
              kind: "loan",
              label: purpose,
              send: () => post(server, customers[i % CUSTOMERS], "/api/loan-applications", validLoan({ purpose })),
            },
            {
              kind: "verify",
              label: orderId,
              send: () =>
                post(server, client, "/api/payments/verify", {
                  razorpay_payment_id: `pay_r${round}_${i}`,
                  razorpay_order_id: orderId,
                  razorpay_signature: "demo",
                }),
            },
          ];
        }),
        PER_KIND,
        server.kill,
      );
      const ok = (kind: string) => results.filter((r) => r.kind === kind && r.status !== null && is2xx(r.status)).map((r) => r.label);
      const okLoans = ok("loan");
      const okVerifies = ok("verify");
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
        const counts = await loansByPurpose(db, `storm r${round} #`);
        for (const purpose of okLoans) expect(counts.get(purpose), purpose).toBe(1);
        expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
        const captured = await capturedPayments(db);
        const capturedOrders = new Set(captured.map((p) => p.order_id));
        for (const orderId of okVerifies) expect(capturedOrders.has(orderId), orderId).toBe(true);
        // Nothing half written: each captured payment has one transaction and one audit row, each
        // transaction a captured payment, each application its audit row.
        expect(captured.filter((p) => p.txns !== 1)).toEqual([]);
        expect(await halfWritten(db)).toEqual({ txns: 0, audits: 0, loans: 0 });
      } finally {
        await database.close();
      }
    }
  }, 600_000);
});
