import type { ConsultationSlot, ConsultationTopic } from "../../../shared/catalog/consultations";
import { consultationStart } from "../../../shared/catalog/consultations";
import { addDays, istDateOf } from "../../../shared/schema/dates";
import { SlotBook, buildConsultationTopic, consultationNotes, consultationSummary } from "./consultations";
import { buildDocumentFields, kycRejectionReason, type DocumentFields } from "./kyc";
import { buildLoanMoves, inPrincipleOf, type LoanMove } from "./loan-moves";
import { buildLoanFields, type LoanFields } from "./loans";
import { buildPerson, emailFor, usernameFor, type Person } from "./people";
import type { Random } from "./random";
import { buildSipFields, type SipFields } from "./sips";

/** A staff member who decides on applications and reviews documents and consultations. */
export type Staff = { id: number; username: string; ipAddress: string; userAgent: string };

/** A captured demo-mode payment: when it was made, and the random parts of its ids. */
export type PaymentStory = { at: Date; orderHex: string; paymentHex: string; receiptHex: string };
type Decision<S extends string> = { status: S; at: Date; by: Staff | null; reason: string | null };

export type LoanStory = LoanFields & {
  /** The EMIs they already pay each month, as typed on the form. */
  existingEmis: number;
  appliedAt: Date;
  fee: PaymentStory | null;
  /** Every move after the application was filed, oldest first (loan-moves.ts). */
  moves: LoanMove[];
};
export type SipStory = SipFields & {
  createdAt: Date;
  startDate: string;
  firstContribution: PaymentStory | null;
  change: { status: "paused" | "cancelled"; at: Date } | null;
};
export type ConsultationStory = {
  topic: ConsultationTopic;
  notes: string | null;
  preferredDate: string;
  preferredTime: ConsultationSlot;
  bookedAt: Date;
  /** The ₹0 confirmation payment. */
  confirmation: PaymentStory | null;
  outcome: { status: "completed"; at: Date; by: Staff | null; summary: string | null } | { status: "cancelled"; at: Date } | null;
};
export type DocumentStory = DocumentFields & { uploadedAt: Date; storageHex: string; review: Decision<"verified" | "rejected"> | null };

/** One customer's life on the platform: who they are and everything they did, in time order. */
export type CustomerStory = {
  userId: number;
  username: string;
  email: string;
  person: Person;
  joinedAt: Date;
  /** False for an account that exists already (the demo customer): only its activity is added. */
  newAccount: boolean;
  loans: LoanStory[];
  sips: SipStory[];
  consultations: ConsultationStory[];
  documents: DocumentStory[];
};

export type StoryContext = {
  now: Date;
  /** Activity is spread over this many months before `now`. */
  months: number;
  staff: Staff[];
  slots: SlotBook;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const IST_OFFSET = 5.5 * HOUR;

/** A moment between `from` and `from + maxDays`, never later than an hour ago; people sleep, so rarely before 7 AM in India. */
export function momentAfter(rng: Random, from: Date, maxDays: number, now: Date): Date {
  const latest = Math.min(from.getTime() + maxDays * DAY, now.getTime() - HOUR);
  let t = from.getTime() + rng.next() * (latest - from.getTime());
  const istHour = Math.floor(((t + IST_OFFSET) % DAY) / HOUR);
  if (istHour < 7) t = Math.min(latest, t + (7 - istHour + rng.int(0, 3)) * HOUR);
  return new Date(Math.max(from.getTime(), t));
}

const minutesLater = (rng: Random, at: Date, min: number, max: number) => new Date(at.getTime() + rng.int(min * 60, max * 60) * 1000);

export function paymentAt(rng: Random, at: Date): PaymentStory {
  return { at, orderHex: rng.hex(16), paymentHex: rng.hex(14), receiptHex: rng.hex(8) };
}

const reviewer = (rng: Random, ctx: StoryContext) => (ctx.staff.length ? rng.pick(ctx.staff) : null);

function buildLoans(rng: Random, ctx: StoryContext, person: Person, joinedAt: Date): LoanStory[] {
  const count = rng.weighted([
    [0, 15],
    [1, 50],
    [2, 25],
    [3, 10],
  ]);
  return Array.from({ length: count }, () => {
    const appliedAt = momentAfter(rng, joinedAt, 45, ctx.now);
    const fields = buildLoanFields(rng, person.city);
    // A third already pay an EMI (a car, a phone on instalments), which now counts against their income.
    const existingEmis = rng.chance(0.35) ? Math.round((fields.monthlyIncome * rng.step(0.04, 0.14, 0.02)) / 100) * 100 : 0;
    const inPrinciple = inPrincipleOf(fields, existingEmis);
    return {
      ...fields,
      existingEmis,
      appliedAt,
      // No fee is asked of an application found ineligible in principle.
      fee: inPrinciple.result !== "ineligible" && rng.chance(0.8) ? paymentAt(rng, minutesLater(rng, appliedAt, 2, 20)) : null,
      moves: buildLoanMoves(rng, fields, appliedAt, inPrinciple, ctx.staff, ctx.now),
    };
  });
}

function buildSips(rng: Random, ctx: StoryContext, joinedAt: Date): SipStory[] {
  const count = rng.weighted([
    [0, 50],
    [1, 38],
    [2, 12],
  ]);
  return Array.from({ length: count }, () => {
    const createdAt = momentAfter(rng, joinedAt, 60, ctx.now);
    const ageDays = (ctx.now.getTime() - createdAt.getTime()) / DAY;
    const change =
      ageDays > 20
        ? rng.weighted([
            ["paused", 30],
            ["cancelled", 15],
            ["none", 55],
          ] as const)
        : "none";
    return {
      ...buildSipFields(rng),
      createdAt,
      // The form starts a SIP a week ahead by default; people move it a little.
      startDate: addDays(istDateOf(createdAt), rng.int(3, 10)),
      firstContribution: rng.chance(0.85) ? paymentAt(rng, minutesLater(rng, createdAt, 1, 10)) : null,
      change: change === "none" ? null : { status: change, at: momentAfter(rng, new Date(createdAt.getTime() + 7 * DAY), 120, ctx.now) },
    };
  });
}

function buildConsultations(rng: Random, ctx: StoryContext, userId: number, joinedAt: Date): ConsultationStory[] {
  const count = rng.weighted([
    [0, 50],
    [1, 40],
    [2, 10],
  ]);
  const out: ConsultationStory[] = [];
  for (let i = 0; i < count; i++) {
    const bookedAt = momentAfter(rng, joinedAt, 60, ctx.now);
    const day = istDateOf(bookedAt);
    const slot = ctx.slots.take(rng, userId, addDays(day, 1), addDays(day, 21));
    if (!slot) continue;
    const topic = buildConsultationTopic(rng);
    const starts = consultationStart(slot.date, slot.time);
    const confirmation = rng.chance(0.85) ? paymentAt(rng, minutesLater(rng, bookedAt, 1, 5)) : null;
    const after = confirmation?.at ?? bookedAt;
    let outcome: ConsultationStory["outcome"] = null;
    if (rng.chance(0.15) && starts.getTime() - DAY > after.getTime()) {
      // Cancelled by the customer while it could still be changed (until 24 hours before).
      outcome = { status: "cancelled", at: momentAfter(rng, after, (starts.getTime() - DAY - after.getTime()) / DAY, ctx.now) };
      ctx.slots.release(userId, slot.date, slot.time);
    } else if (starts.getTime() + 2 * HOUR < ctx.now.getTime()) {
      const at = new Date(Math.min(starts.getTime() + rng.int(60, 180) * 60_000, ctx.now.getTime() - 60_000));
      outcome = { status: "completed", at, by: reviewer(rng, ctx), summary: rng.chance(0.85) ? consultationSummary(rng, topic) : null };
    }
    out.push({
      topic,
      notes: consultationNotes(rng, topic),
      preferredDate: slot.date,
      preferredTime: slot.time,
      bookedAt,
      confirmation,
      outcome,
    });
  }
  return out;
}

function buildDocuments(rng: Random, ctx: StoryContext, person: Person, joinedAt: Date, borrower: boolean): DocumentStory[] {
  if (!rng.chance(borrower ? 0.75 : 0.3)) return [];
  const first = momentAfter(rng, joinedAt, 30, ctx.now);
  return buildDocumentFields(rng, person.lastName, rng.int(1, 4)).map((fields, i) => {
    const uploadedAt = minutesLater(rng, first, i * 2, i * 2 + 2);
    const old = ctx.now.getTime() - uploadedAt.getTime() > DAY;
    const status = old
      ? rng.weighted([
          ["verified", 70],
          ["rejected", 15],
          ["pending", 15],
        ] as const)
      : "pending";
    return {
      ...fields,
      uploadedAt,
      storageHex: rng.hex(32),
      review:
        status === "pending"
          ? null
          : {
              status,
              at: momentAfter(rng, new Date(uploadedAt.getTime() + HOUR), 3, ctx.now),
              by: reviewer(rng, ctx),
              reason: status === "rejected" ? kycRejectionReason(rng, fields.documentType) : null,
            },
    };
  });
}

/**
 * How long ago, as a fraction of the window, a customer joined: sign-ups rise steadily, three times
 * as many now as at the window's start (density 1.5 - a; this is its inverse distribution function).
 */
const joinedAgo = (u: number) => 1.5 - Math.sqrt(2.25 - 2 * u);

/** A generated customer, with the given (database-issued) id, acting in the weeks after joining. */
export function buildCustomerStory(rng: Random, userId: number, ctx: StoryContext): CustomerStory {
  const person = buildPerson(rng);
  const windowMs = ctx.months * 30.44 * DAY;
  const joinedAt = new Date(ctx.now.getTime() - Math.max(2 * HOUR, windowMs * joinedAgo(rng.next())));
  const username = usernameFor(person, userId);
  const loans = buildLoans(rng, ctx, person, joinedAt);
  return {
    userId,
    username,
    email: emailFor(username, person.emailDomain),
    person,
    joinedAt,
    newAccount: true,
    loans,
    sips: buildSips(rng, ctx, joinedAt),
    consultations: buildConsultations(rng, ctx, userId, joinedAt),
    documents: buildDocuments(rng, ctx, person, joinedAt, loans.length > 0),
  };
}
