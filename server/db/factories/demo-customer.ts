import { consultationStart } from "../../../shared/catalog/consultations";
import { addDays, isWeekend, istDateOf, istToday } from "../../../shared/schema/dates";
import { consultationSummary } from "./consultations";
import { documentFields } from "./kyc";
import type { LoanFields } from "./loans";
import { CITIES, type Person } from "./people";
import type { Random } from "./random";
import { buildSipFields } from "./sips";
import { paymentAt, type CustomerStory, type DocumentStory, type StoryContext } from "./stories";

const DAY = 24 * 60 * 60 * 1000;
const TOP_UP_REJECTION = "Existing obligations too high for the requested amount";

function firstWeekdayFrom(ymd: string): string {
  let d = ymd;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/**
 * The README's demo customer: something in every dashboard tab, and each status worth showing. A
 * home loan taken through every stage to disbursement, a rejected top-up and a fresh LAP awaiting its fee; an active and a paused SIP;
 * a completed consultation with the adviser's summary and one coming up (far enough ahead to be
 * rescheduled); verified, rejected and pending documents; the payments that go with them.
 */
export function buildDemoCustomerStory(
  rng: Random,
  account: { id: number; username: string; email: string; fullName: string; phoneNumber: string },
  ctx: StoryContext,
): CustomerStory {
  const [firstName, lastName] = account.fullName.split(" ");
  const bhopal = CITIES.find((c) => c.city === "Bhopal")!;
  const person: Person = {
    firstName,
    lastName,
    fullName: account.fullName,
    phoneNumber: account.phoneNumber,
    city: bhopal,
    emailDomain: "gharsetu.example",
    ipAddress: "203.0.113.24",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  };
  const ago = (days: number, hours = 11) => new Date(ctx.now.getTime() - days * DAY + (hours - 12) * 3_600_000);
  const [admin, superadmin] = [ctx.staff[0] ?? null, ctx.staff[1] ?? ctx.staff[0] ?? null];

  // Figures chosen to tell one household's story: a salaried buyer, her flat, then a top-up and a LAP on the family house.
  const salaried = { monthlyIncome: 125_000, employmentType: "salaried" as const };
  const home: LoanFields = {
    ...salaried,
    loanType: "HomeLoan",
    amount: 4_500_000,
    tenure: 240,
    interestRate: 8.5,
    purpose: "Purchase of a 3BHK flat in Arera Colony",
    propertyValue: 6_000_000,
    propertyAddress: "Flat 1204, Lake View Towers, Arera Colony, Bhopal 462016",
  };
  const topUp: LoanFields = {
    ...salaried,
    loanType: "BTTopUp",
    amount: 1_200_000,
    tenure: 120,
    interestRate: 8.6,
    purpose: "Balance transfer with a top-up for home renovation",
    existingLoanDetails: {
      lenderName: "HDFC Bank",
      accountNumber: "HL3004417729",
      outstandingAmount: 950_000,
      currentRate: 9.9,
      remainingTenure: 96,
    },
  };
  const lap: LoanFields = {
    ...salaried,
    loanType: "LAP",
    amount: 1_500_000,
    tenure: 120,
    interestRate: 9.75,
    purpose: "Children's higher education abroad",
    propertyValue: 4_500_000,
    propertyAddress: "House 22, Saket Nagar, Kolar Road, Bhopal 462042",
  };

  const documents: DocumentStory[] = [
    {
      ...documentFields(rng, "PAN Card", lastName),
      contentType: "image/png" as const,
      fileName: "pan-card.png",
      review: { status: "verified" as const, at: ago(137), by: admin, reason: null },
    },
    { ...documentFields(rng, "Aadhaar Card", lastName), review: { status: "verified" as const, at: ago(137), by: admin, reason: null } },
    {
      ...documentFields(rng, "Salary Slip", lastName),
      review: {
        status: "rejected" as const,
        at: ago(136),
        by: superadmin,
        reason: "Salary slip is older than 3 months; please upload one of the last 3 months",
      },
    },
    { ...documentFields(rng, "Bank Statement", lastName), review: null },
  ].map((doc, i) => ({ ...doc, uploadedAt: i < 3 ? ago(139, 20 + i / 10) : ago(5, 21), storageHex: rng.hex(32) }));

  const upcoming = firstWeekdayFrom(addDays(istToday(ctx.now), 5));
  const pastDay = firstWeekdayFrom(istDateOf(ago(142)));
  const past = ctx.slots.take(rng, account.id, pastDay, pastDay) ?? { date: pastDay, time: "11:00 AM - 12:00 PM" as const };
  const next = ctx.slots.take(rng, account.id, upcoming, upcoming) ?? { date: upcoming, time: "04:00 PM - 05:00 PM" as const };

  return {
    userId: account.id,
    username: account.username,
    email: account.email,
    person,
    // A customer for over a year: her SIP has run on autopay since.
    joinedAt: ago(400),
    newAccount: false,
    loans: [
      {
        ...home,
        existingEmis: 0,
        appliedAt: ago(140),
        fee: paymentAt(rng, ago(140, 11.2)),
        // The whole path: the admin recommends, the superadmin sanctions, then the agreement and the payout.
        moves: [
          { action: "advance", to: "documents", at: ago(139, 15), by: admin, note: null },
          { action: "advance", to: "credit_review", at: ago(138, 12), by: admin, note: null },
          {
            action: "recommend_sanction",
            to: "credit_review",
            at: ago(137, 16),
            by: admin,
            note: "₹45,00,000 at 8.50%; conditions: Original sale deed and the chain of title before disbursement",
            terms: { amount: 4_500_000, interestRate: 8.5, conditions: "Original sale deed and the chain of title before disbursement" },
          },
          { action: "advance", to: "legal_technical", at: ago(136, 11), by: admin, note: "Valuation report received" },
          { action: "sanction", to: "sanctioned", at: ago(134, 14), by: superadmin, note: null },
          { action: "advance", to: "agreement", at: ago(130, 12), by: superadmin, note: null },
          { action: "advance", to: "disbursed", at: ago(125, 15), by: admin, note: "Paid to the builder's escrow account" },
        ],
      },
      {
        ...topUp,
        // The home loan's EMI.
        existingEmis: 39_100,
        appliedAt: ago(60),
        fee: paymentAt(rng, ago(60, 11.1)),
        moves: [
          { action: "advance", to: "documents", at: ago(59, 13), by: admin, note: null },
          { action: "recommend_rejection", to: "documents", at: ago(58, 16), by: admin, note: TOP_UP_REJECTION },
          { action: "reject", to: "rejected", at: ago(57, 12), by: superadmin, note: TOP_UP_REJECTION },
        ],
      },
      // Filed days ago, its fee still to pay: close to the EMI limit, so a person will look at it.
      { ...lap, existingEmis: 39_052, appliedAt: ago(4), fee: null, moves: [] },
    ],
    sips: [
      {
        ...buildSipFields(rng, "tax-saver"),
        monthlyAmount: 2000,
        durationMonths: 36,
        createdAt: ago(100),
        startDate: addDays(istDateOf(ago(100)), 7),
        firstContribution: paymentAt(rng, ago(100, 11.1)),
        change: { status: "paused", at: ago(40) },
      },
      {
        ...buildSipFields(rng, "equity-growth"),
        monthlyAmount: 5000,
        durationMonths: 60,
        // Running on autopay for a year: its instalments, units, holding and XIRR are there to see.
        createdAt: ago(375),
        startDate: addDays(istDateOf(ago(375)), 7),
        firstContribution: paymentAt(rng, ago(375, 11.1)),
        change: null,
      },
    ],
    consultations: [
      {
        topic: "Home Loan Consultation",
        notes: "First home: how much can I borrow on my salary?",
        preferredDate: past.date,
        preferredTime: past.time,
        bookedAt: ago(145),
        confirmation: paymentAt(rng, ago(145, 11.1)),
        outcome: {
          status: "completed",
          at: new Date(consultationStart(past.date, past.time).getTime() + 3_600_000),
          by: admin,
          summary: consultationSummary(rng, "Home Loan Consultation"),
        },
      },
      {
        topic: "Tax Planning",
        notes: "Old or new tax regime with a home loan?",
        preferredDate: next.date,
        preferredTime: next.time,
        bookedAt: ago(2),
        confirmation: paymentAt(rng, ago(2, 11.1)),
        outcome: null,
      },
    ],
    documents,
  };
}
