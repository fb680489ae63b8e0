import { eq, sql } from "drizzle-orm";
import { advisers, users, type PublicUser, type Role } from "../../shared/schema";
import { createAccount, verifyPassword } from "../modules/auth";
import type { FileStorage } from "../storage/file-storage";
import type { Database, Executor } from "./client";
import { buildDemoCustomerStory } from "./factories/demo-customer";
import { streamFor } from "./factories/random";
import { addCustomers, generationContext, removeFiles } from "./generate";
import { now as clockNow } from "../../shared/clock";

export const DEMO_ACCOUNTS: { username: string; password: string; email: string; fullName: string; phoneNumber: string; role: Role }[] = [
  {
    username: "demo",
    password: "Demo@1234",
    email: "demo@gharsetu.example",
    fullName: "Priya Sharma",
    phoneNumber: "9876543210",
    role: "user",
  },
  {
    username: "admin",
    password: "Admin@1234",
    email: "admin@gharsetu.example",
    fullName: "Rahul Verma",
    phoneNumber: "9876543211",
    role: "admin",
  },
  {
    username: "superadmin",
    password: "Super@1234",
    email: "superadmin@gharsetu.example",
    fullName: "Anita Desai",
    phoneNumber: "9876543212",
    role: "superadmin",
  },
];

/**
 * The demo's fixed random seed: every first run shows the same people and records. Chosen among the
 * first few dozen because its sign-ups give the admin panel's new-user trend a week to compare with.
 */
export const DEMO_SEED = 30;
/** What the demo staff speak, as advisers. */
const DEMO_ADVISER_LANGUAGES = [
  ["en", "hi"],
  ["en", "hi", "mr"],
];
/** Customers besides the demo one, enough to fill the admin panel's pages, charts and searches. */
export const DEMO_CUSTOMERS = 50;
export const DEMO_MONTHS = 6;

const SEED_LOCK = 4_242_002;
const DAY = 24 * 60 * 60 * 1000;

export type SeedOptions = {
  /** Besides the three accounts, the demo customer's records and DEMO_CUSTOMERS more customers with theirs. */
  sampleData: boolean;
  storage: FileStorage;
  now?: Date;
};

/**
 * Seeds a database that has no users yet, in one transaction (a crash leaves it empty, so the next
 * start seeds again); returns whether it did. Instances starting together take turns on a lock, so
 * only the first seeds.
 */
export async function seedDemoData(database: Database, { sampleData, storage, now = clockNow() }: SeedOptions): Promise<boolean> {
  return database.withLock(SEED_LOCK, async (db) => {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return false;
    const written: string[] = [];
    try {
      await db.transaction(async (tx) => {
        const accounts: PublicUser[] = [];
        for (const account of DEMO_ACCOUNTS) accounts.push(await createAccount(tx, account));
        // The demo staff take consultations, so a booking names its adviser.
        await tx.insert(advisers).values(
          accounts
            .filter((a) => a.role !== "user")
            .map((a, i) => ({
              userId: a.id,
              displayName: a.fullName,
              languages: DEMO_ADVISER_LANGUAGES[i % DEMO_ADVISER_LANGUAGES.length],
            })),
        );
        if (sampleData) await addSampleData(tx, storage, accounts, now, written);
      });
    } catch (e) {
      await removeFiles(storage, written);
      throw e;
    }
    return true;
  });
}

async function addSampleData(tx: Executor, storage: FileStorage, [demo, ...staff]: PublicUser[], now: Date, written: string[]) {
  const ctx = await generationContext(tx, { now, months: DEMO_MONTHS, seed: DEMO_SEED, storage });
  const story = buildDemoCustomerStory(streamFor(DEMO_SEED, demo.id), { ...demo, phoneNumber: demo.phoneNumber ?? "" }, ctx);
  await addCustomers(tx, ctx, DEMO_CUSTOMERS, written, [story]);
  // The accounts existed before their activity: staff from before the window, the customer from her first step.
  await tx.update(users).set({ createdAt: story.joinedAt }).where(eq(users.id, demo.id));
  for (const s of staff)
    await tx
      .update(users)
      .set({ createdAt: new Date(now.getTime() - (DEMO_MONTHS + 1) * 30 * DAY) })
      .where(eq(users.id, s.id));
}

/** Demo accounts that still have their published (README) passwords. */
export async function demoAccountsWithPublishedPasswords(db: Database["db"]): Promise<string[]> {
  const exposed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .select({ password: users.password })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`);
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
