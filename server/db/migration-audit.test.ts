import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-db";
import { migrationsUpTo } from "../../tests/setup/migrations-up-to";
import { auditLogsAsRead } from "../../tests/setup/audit-rows";
import { sealAuditChain, verifyAuditChain } from "../modules/audit/audit-chain";
import { queryRows, type Database } from "./client";
import { runMigrations } from "./migrate";

let database: Database;
let ids: { asha: number; ravi: number; admin: number; loan: number; outboxMail: number };
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  const folder = migrationsUpTo("0014_counts_for_analytics");
  if (database.kind === "postgres") await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
  const db = database.db;
  await db.execute(sql`insert into settings (id) values (1) on conflict do nothing`);
  const user = async (username: string, role = "user") =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`insert into users (username, password, email, full_name, phone_number, role) values (${username}, 'x', ${`${username}@example.in`}, ${`Full ${username}`}, '9876543210', ${role}) returning id`,
      )
    )[0].id;
  const asha = await user("asha_k");
  const ravi = await user("ravi_s");
  const admin = await user("anil_admin", "admin");
  const [{ id: loan }] = await queryRows<{ id: number }>(
    db,
    sql`insert into loan_applications (user_id, loan_type, amount, tenure, interest_rate, monthly_income, employment_type, purpose) values (${asha}, 'HomeLoan', 2500000, 240, 8.5, 90000, 'salaried', 'Home') returning id`,
  );
  const [{ id: outboxMail }] = await queryRows<{ id: number }>(
    db,
    sql`insert into outbox (topic, payload, last_error) values ('email', ${JSON.stringify({ to: "asha_k@example.in", kind: "loan_submitted" })}::jsonb, '550 asha_k@example.in unknown') returning id`,
  );
  ids = { asha, ravi, admin, loan, outboxMail };
  // Rows as the code before the append-only audit trail wrote them.
  await db.execute(sql`insert into audit_logs (user_id, action_type, entity_type, entity_id, old_value, new_value, description, ip_address, user_agent) values
    (${asha}, 'register', 'user', ${String(asha)}, null, ${JSON.stringify({ username: "asha_k", email: "asha.old@example.in", role: "user" })}::jsonb, 'New account registered: asha_k', '10.0.0.7', 'Firefox'),
    (${asha}, 'update_profile', 'user', ${String(asha)}, ${JSON.stringify({ email: "asha.old@example.in", phoneNumber: "9123456780" })}::jsonb, ${JSON.stringify({ email: "asha_k@example.in", phoneNumber: "9876543210" })}::jsonb, ${`Customer corrected their e-mail address, mobile number (user #${asha})`}, '10.0.0.7', 'Firefox'),
    (${asha}, 'upload_kyc_document', 'kyc_document', '1', null, ${JSON.stringify({ documentType: "Aadhaar Card", documentNumber: "XXXXXXXX0123" })}::jsonb, 'asha_k uploaded a Aadhaar Card', '10.0.0.7', 'Firefox'),
    (${asha}, 'create_loan_application', 'loan_application', ${String(loan)}, null, ${JSON.stringify({ loanType: "HomeLoan", amount: 2500000, status: "pending" })}::jsonb, 'asha_k applied for a Home Loan of ₹25,00,000', '10.0.0.7', 'Firefox'),
    (${admin}, 'update_loan_status', 'loan_application', ${String(loan)}, ${JSON.stringify({ status: "pending", rejectionReason: null })}::jsonb, ${JSON.stringify({ status: "rejected", rejectionReason: "Asha Kulkarni's salary slips are missing" })}::jsonb, ${`Loan application #${loan} rejected: Asha Kulkarni's salary slips are missing`}, '192.0.2.10', 'Chrome'),
    (${admin}, 'retry_outbox_message', 'outbox', ${String(outboxMail)}, ${JSON.stringify({ attempts: 10, lastError: "550 asha_k@example.in unknown" })}::jsonb, ${JSON.stringify({ attempts: 0, lastError: null })}::jsonb, ${`Outbox e-mail (loan_submitted) #${outboxMail} queued to be sent again`}, '192.0.2.10', 'Chrome'),
    (null, 'login_failed', 'user', null, null, null, 'Failed login for asha.old@example.in', '10.0.0.9', 'curl'),
    (${ravi}, 'login_failed', 'user', ${String(ravi)}, null, null, 'Failed login for ravi_s', '203.0.113.5', 'curl'),
    (${ravi}, 'login', 'user', ${String(ravi)}, null, null, 'ravi_s logged in', '198.51.100.4', 'Safari'),
    (${admin}, 'update_user_role', 'user', ${String(ravi)}, ${JSON.stringify({ role: "user" })}::jsonb, ${JSON.stringify({ role: "admin" })}::jsonb, 'Changed role of ravi_s from user to admin', '192.0.2.10', 'Chrome')`);
  await runMigrations(database);
});
afterAll(() => database.close());

describe("migrating an audit trail written before it was append-only", () => {
  it("takes every person's data out of the rows into the table erasure deletes, in the words the services now write", async () => {
    const { asha, ravi, admin, loan, outboxMail } = ids;
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select user_id, subject_id, action_type, description, old_value, new_value from audit_logs order by id`,
    );
    expect(rows).toEqual([
      {
        user_id: asha,
        subject_id: asha,
        action_type: "register",
        description: `New account registered: user #${asha}`,
        old_value: null,
        new_value: { role: "user" },
      },
      {
        user_id: asha,
        subject_id: asha,
        action_type: "update_profile",
        description: `Customer corrected their e-mail address, mobile number (user #${asha})`,
        old_value: { changed: ["email", "phoneNumber"] },
        new_value: null,
      },
      {
        user_id: asha,
        subject_id: asha,
        action_type: "upload_kyc_document",
        description: `User #${asha} uploaded a Aadhaar Card`,
        old_value: null,
        new_value: { documentType: "Aadhaar Card" },
      },
      {
        user_id: asha,
        subject_id: asha,
        action_type: "create_loan_application",
        description: `User #${asha} applied for a Home Loan of ₹25,00,000`,
        old_value: null,
        new_value: { loanType: "HomeLoan", amount: 2500000, status: "pending" },
      },
      {
        user_id: admin,
        subject_id: asha,
        action_type: "update_loan_status",
        description: `Loan application #${loan} rejected with a reason`,
        old_value: { status: "pending" },
        new_value: { status: "rejected" },
      },
      // The e-mail was to Asha: the mail server's error, which quotes her address, is hers.
      {
        user_id: admin,
        subject_id: asha,
        action_type: "retry_outbox_message",
        description: `Outbox e-mail (loan_submitted) #${outboxMail} queued to be sent again`,
        old_value: { attempts: 10 },
        new_value: { attempts: 0 },
      },
      {
        user_id: null,
        subject_id: null,
        action_type: "login_failed",
        description: "Failed login for a username that does not exist",
        old_value: null,
        new_value: null,
      },
      {
        user_id: null,
        subject_id: ravi,
        action_type: "login_failed",
        description: `Failed login for user #${ravi}`,
        old_value: null,
        new_value: null,
      },
      { user_id: ravi, subject_id: ravi, action_type: "login", description: `User #${ravi} logged in`, old_value: null, new_value: null },
      {
        user_id: admin,
        subject_id: ravi,
        action_type: "update_user_role",
        description: `Changed role of user #${ravi} from user to admin`,
        old_value: { role: "user" },
        new_value: { role: "admin" },
      },
    ]);
    const text = JSON.stringify(rows);
    for (const personal of ["asha_k", "ravi_s", "asha.old", "9123456780", "0123", "Kulkarni", "550"]) expect(text).not.toContain(personal);

    // What staff read is as before, while the people exist.
    const [profile] = await queryRows(
      database.db,
      sql`select old_value, new_value, ip_address from ${auditLogsAsRead} where action_type = 'update_profile'`,
    );
    expect(profile).toEqual({
      old_value: { changed: ["email", "phoneNumber"], email: "asha.old@example.in", phoneNumber: "9123456780" },
      new_value: { email: "asha_k@example.in", phoneNumber: "9876543210" },
      ip_address: "10.0.0.7",
    });
    expect(await queryRows(database.db, sql`select person_id, old_value from audit_personal_data where old_value ? 'lastError'`)).toEqual([
      { person_id: asha, old_value: { lastError: "550 asha_k@example.in unknown" } },
    ]);
    // The address a failed login came from is nobody's known data: not filed under the account tried.
    expect(await queryRows(database.db, sql`select person_id from audit_personal_data where ip_address = '203.0.113.5'`)).toEqual([
      { person_id: null },
    ]);
    expect(
      await queryRows(database.db, sql`select person_id, new_value from audit_personal_data where new_value is not null order by id`),
    ).toEqual([
      { person_id: asha, new_value: { username: "asha_k", email: "asha.old@example.in" } },
      { person_id: asha, new_value: { email: "asha_k@example.in", phoneNumber: "9876543210" } },
      { person_id: asha, new_value: { documentNumber: "XXXXXXXX0123" } },
      { person_id: asha, new_value: { rejectionReason: "Asha Kulkarni's salary slips are missing" } },
    ]);
  });

  it("chains the rows it kept, and the next row written joins that chain", async () => {
    expect(await verifyAuditChain(database.db)).toMatchObject({ rows: 10, firstSeq: 1, lastSeq: 10, broken: null, unsealed: 0 });
    await database.db.execute(sql`insert into audit_logs (action_type, description) values ('probe', 'after the migration')`);
    expect(await sealAuditChain(database.db)).toBe(1);
    expect(await verifyAuditChain(database.db)).toMatchObject({ rows: 11, broken: null });
  });
});
