import { sql } from "drizzle-orm";
import { users, type Role } from "../../shared/schema";
import { createAccount } from "../modules/auth/auth.service";
import { verifyPassword } from "../modules/auth/password";
import type { Db } from "./client";

export const DEMO_ACCOUNTS: { username: string; password: string; email: string; fullName: string; phoneNumber: string; role: Role }[] = [
  { username: "demo", password: "Demo@1234", email: "demo@gharsetu.example", fullName: "Priya Sharma", phoneNumber: "9876543210", role: "user" },
  { username: "admin", password: "Admin@1234", email: "admin@gharsetu.example", fullName: "Rahul Verma", phoneNumber: "9876543211", role: "admin" },
  { username: "superadmin", password: "Super@1234", email: "superadmin@gharsetu.example", fullName: "Anita Desai", phoneNumber: "9876543212", role: "superadmin" },
];

/** Seeds the demo accounts into a database that has no users yet; returns whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) await createAccount(tx, account);
  });
  return true;
}

/** Demo accounts that still have their published (README) passwords. */
export async function demoAccountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const exposed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db.select({ password: users.password }).from(users).where(sql`lower(${users.username}) = ${account.username}`);
    if (row && (await verifyPassword(row.password, account.password))) exposed.push(account.username);
  }
  return exposed;
}

/** Why the server refuses to start when demo accounts would be reachable from the network. */
export function exposedDemoAccountsMessage(host: string, usernames: string[]): string {
  return [
    `Refusing to start: HOST=${host} makes this server reachable from the network, and the demo accounts ${usernames.join(", ")} still have the passwords published in the README.`,
    "Give each one a new password:",
    ...usernames.map((u) => `  npm run user:password -- --username ${u} --password '<a new strong password>'`),
    "or start on an empty database with SEED_DEMO=false, or listen on 127.0.0.1 only.",
  ].join("\n");
}
