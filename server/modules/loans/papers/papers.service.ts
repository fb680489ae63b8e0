import { and, desc, eq } from "drizzle-orm";
import { istToday } from "../../../../shared/calendar/ist";
import { withdrawalTerms, type WithdrawalTerms } from "../../../../shared/catalog/loan-papers";
import { ERROR_CODES } from "../../../../shared/contracts/errors";
import type { KfsStatusView } from "../../../../shared/contracts/loan-papers";
import type { Locale } from "../../../../shared/i18n/locales";
import { loanApplications, loanKfsAcknowledgements, users, type LoanApplication, type PublicUser } from "../../../../shared/schema";
import { now } from "../../../../shared/clock";
import { paiseToRupees, type Rupees } from "../../../../shared/finance";
import type { Db, Executor } from "../../../db/client";
import { conflict, invalidTransition, notFound } from "../../../http/errors";
import type { RequestContext } from "../../../http/request-context";
import { paperLang } from "../../../papers/letterhead";
import { writeAudit } from "../../audit";
import { capturedPaymentOf } from "../../payments";
import { getSettings } from "../../settings";
import { kfsFacts, kfsPdf, type KfsFacts } from "./kfs";
import { sanctionedOnOf, sanctionLetterFacts, sanctionLetterPdf } from "./sanction-letter";

const isStaff = (user: Pick<PublicUser, "role">) => user.role === "admin" || user.role === "superadmin";

/** What the route does when staff read another customer's papers: checks their second factor and audits the read. */
export type StaffReading = (db: Executor, what: Parameters<typeof writeAudit>[2]) => Promise<void>;

/**
 * An application its owner or staff may read, with the borrower's name; anyone else's is "not found".
 * Staff reading someone else's (`paper`: which) go through `staffReading`.
 */
async function readableLoan(db: Executor, user: Pick<PublicUser, "id" | "role">, id: number, staffReading?: StaffReading, paper?: string) {
  const [found] = await db
    .select({ loan: loanApplications, borrower: users.fullName })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, id));
  if (!found || (found.loan.userId !== user.id && !isStaff(user))) throw notFound(/*i18n*/ "Loan application not found");
  await auditStaffRead(db, user, found.loan, staffReading, paper);
  return found;
}

/** Staff reading someone else's papers go through `staffReading` (second factor, audit); the owner's own reads do not. */
async function auditStaffRead(
  db: Executor,
  user: Pick<PublicUser, "id">,
  loan: LoanApplication,
  staffReading: StaffReading | undefined,
  paper: string | undefined,
) {
  if (loan.userId === user.id || !staffReading) return;
  await staffReading(db, {
    actionType: "view_loan_papers",
    entityType: "loan_application",
    entityId: loan.id,
    subjectId: loan.userId,
    newValue: paper ? { paper } : null,
    description: `Staff read ${paper ?? "the Key Fact Statement status"} of loan application #${loan.id}`,
  });
}

/** The processing fee the application's owner paid, or null. */
const feePaidOf = async (db: Executor, loan: LoanApplication) =>
  (await capturedPaymentOf(db, "loan-processing-fee", loan.id))?.amountPaise ?? null;

/** The Key Fact Statement of the application as it stands today (the terms, the settings, the day). */
async function currentKfs(db: Executor, loan: LoanApplication, borrower: string): Promise<KfsFacts> {
  return kfsFacts(loan, borrower, await getSettings(db), istToday(), await feePaidOf(db, loan));
}

/** The version of the application's KFS today (which terms it states), for the fee's check. */
export async function currentKfsVersion(db: Executor, loan: LoanApplication): Promise<string> {
  return (await currentKfs(db, loan, "")).version;
}

/** Whether the application's owner acknowledged the KFS that states its terms today. */
export async function kfsAcknowledged(db: Executor, loan: LoanApplication): Promise<boolean> {
  return versionAcknowledged(db, loan.id, await currentKfsVersion(db, loan));
}

async function versionAcknowledged(db: Executor, applicationId: number, version: string): Promise<boolean> {
  const [ack] = await db
    .select({ id: loanKfsAcknowledgements.id })
    .from(loanKfsAcknowledgements)
    .where(and(eq(loanKfsAcknowledgements.applicationId, applicationId), eq(loanKfsAcknowledgements.kfsVersion, version)));
  return Boolean(ack);
}

/**
 * What withdrawing the application today would mean for its fee (docs/decisions/papers-as-pdf.md): by the
 * cooling-off period and refundability of the KFS the borrower last acknowledged (a later change to the
 * settings does not apply to them), else by today's settings.
 */
export async function withdrawalTermsOf(db: Executor, loan: LoanApplication): Promise<WithdrawalTerms & { feePaid: Rupees | null }> {
  const [acknowledged] = await db
    .select({ coolingOffDays: loanKfsAcknowledgements.coolingOffDays, processingFeeRefundable: loanKfsAcknowledgements.feeRefundable })
    .from(loanKfsAcknowledgements)
    .where(eq(loanKfsAcknowledgements.applicationId, loan.id))
    .orderBy(desc(loanKfsAcknowledgements.at), desc(loanKfsAcknowledgements.id))
    .limit(1);
  const terms = acknowledged ?? (await getSettings(db));
  const feePaid = await feePaidOf(db, loan);
  return {
    ...withdrawalTerms({ stage: loan.stage, sanctionedOn: await sanctionedOnOf(db, loan) }, istToday(), terms),
    feePaid: feePaid === null ? null : paiseToRupees(feePaid),
  };
}

async function statusOf(db: Executor, loan: LoanApplication, kfs: KfsFacts): Promise<KfsStatusView> {
  const [latest] = await db
    .select({ at: loanKfsAcknowledgements.at })
    .from(loanKfsAcknowledgements)
    .where(eq(loanKfsAcknowledgements.applicationId, loan.id))
    .orderBy(desc(loanKfsAcknowledgements.at), desc(loanKfsAcknowledgements.id))
    .limit(1);
  return {
    proposalNumber: kfs.proposalNumber,
    version: kfs.version,
    issuedOn: kfs.issuedOn,
    validUntil: kfs.validUntil,
    terms: kfs.sanctioned ? "sanctioned" : "applied",
    // This version acknowledged at any time (a setting changed and changed back states the same terms again).
    acknowledged: await versionAcknowledged(db, loan.id, kfs.version),
    acknowledgedAt: latest?.at ?? null,
    withdrawal: await withdrawalTermsOf(db, loan),
  };
}

export async function getKfsStatus(db: Db, user: PublicUser, id: number, staffReading?: StaffReading): Promise<KfsStatusView> {
  const { loan, borrower } = await readableLoan(db, user, id, staffReading);
  return statusOf(db, loan, await currentKfs(db, loan, borrower));
}

export async function kfsDocument(
  db: Db,
  user: PublicUser,
  id: number,
  locale: Locale,
  staffReading?: StaffReading,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { loan, borrower } = await readableLoan(db, user, id, staffReading, "the Key Fact Statement");
  const kfs = await currentKfs(db, loan, borrower);
  return { pdf: await kfsPdf(kfs, paperLang(locale), now()), fileName: `gharsetu-kfs-${loan.id}-${kfs.version}.pdf` };
}

/**
 * The owner acknowledges the KFS they read (its version), as the RBI's directions ask before any fee:
 * recorded with the time and the address it came from, audited. A version that no longer states the
 * terms is refused (the terms or the settings changed since it was read): nothing is recorded.
 */
export async function acknowledgeKfs(db: Db, user: PublicUser, id: number, version: string, ctx: RequestContext): Promise<KfsStatusView> {
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loanApplications)
      .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, user.id)))
      .for("share");
    if (!loan) throw notFound(/*i18n*/ "Loan application not found");
    if (loan.stage === "rejected" || loan.stage === "withdrawn")
      throw invalidTransition(
        loan.stage === "rejected"
          ? /*i18n*/ "This application was rejected, so there is nothing to acknowledge"
          : /*i18n*/ "This application was withdrawn, so there is nothing to acknowledge",
      );
    const kfs = await currentKfs(tx, loan, user.fullName);
    if (version !== kfs.version)
      throw conflict(
        /*i18n*/ "The Key Fact Statement changed since you opened it. Please read the new one and acknowledge it.",
        ERROR_CODES.kfsChanged,
      );
    const [ack] = await tx
      .insert(loanKfsAcknowledgements)
      .values({
        applicationId: loan.id,
        userId: user.id,
        kfsVersion: version,
        coolingOffDays: kfs.coolingOffDays,
        feeRefundable: kfs.feeRefundable,
        ipAddress: ctx.ipAddress,
        at: now(),
      })
      .onConflictDoNothing()
      .returning();
    if (ack)
      await writeAudit(tx, ctx, {
        actionType: "acknowledge_kfs",
        entityType: "loan_application",
        entityId: loan.id,
        newValue: { kfsVersion: version, proposalNumber: kfs.proposalNumber },
        description: `Key Fact Statement ${version} of loan application #${loan.id} acknowledged by the customer`,
      });
    return statusOf(tx, loan, kfs);
  });
}

/** The in-principle sanction letter, once the application is sanctioned (and until it is withdrawn or rejected). */
export async function sanctionLetterDocument(
  db: Db,
  user: PublicUser,
  id: number,
  locale: Locale,
  staffReading?: StaffReading,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { loan, borrower } = await readableLoan(db, user, id);
  const facts = await sanctionLetterFacts(db, loan, borrower, await withdrawalTermsOf(db, loan), await feePaidOf(db, loan));
  if (!facts) throw notFound(/*i18n*/ "There is no sanction letter: this application is not sanctioned");
  // A read is audited once there is a letter to read: a 404 changes nothing.
  await auditStaffRead(db, user, loan, staffReading, "the sanction letter");
  return { pdf: await sanctionLetterPdf(facts, paperLang(locale), now()), fileName: `gharsetu-sanction-letter-${loan.id}.pdf` };
}
