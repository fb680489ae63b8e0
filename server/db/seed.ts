import { sql } from "drizzle-orm";
import { users, type Role } from "../../shared/schema";
import { createAccount } from "../modules/auth/auth.service";
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
