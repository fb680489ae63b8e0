import { and, desc, eq } from "drizzle-orm";
import { istDateOf } from "../../../../shared/calendar/ist";
import { COMPANY } from "../../../../shared/catalog/company";
import { SANCTION_VALIDITY_MONTHS, proposalNumber } from "../../../../shared/catalog/loan-papers";
import { statusOfStage } from "../../../../shared/catalog/loan-stages";
import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import { addMonths, aprWithFee, emi, processingFee, type Paise } from "../../../../shared/finance";
import { formatIstDate, formatPaiseExact, percentFigure } from "../../../../shared/format";
import { loanStageHistory, type LoanApplication } from "../../../../shared/schema";
import type { Executor } from "../../../db/client";
import { onLetterhead, type PaperLang } from "../../../papers/letterhead";
import { COLOURS } from "../../../papers/pdf-writer";

/** What the in-principle sanction letter states: the terms sanctioned, when, until when, and on what conditions. */
export type SanctionLetterFacts = {
  proposalNumber: string;
  borrower: string;
  loanType: string;
  sanctionedOn: string;
  validUntil: string;
  amount: Paise;
  appliedAmount: Paise;
  rate: number;
  months: number;
  emi: Paise;
  fee: Paise;
  apr: number;
  conditions: string;
  /** The cooling-off period's last day and whether a fee paid is refunded within it (the terms acknowledged). */
  coolingOffEndsOn: string;
  feeRefundable: boolean;
};

/** The IST day the application was last sanctioned, or null when it never was. */
export async function sanctionedOnOf(db: Executor, loan: LoanApplication): Promise<string | null> {
  if (loan.sanctionedAmountPaise === null) return null;
  const [move] = await db
    .select({ at: loanStageHistory.at })
    .from(loanStageHistory)
    .where(and(eq(loanStageHistory.applicationId, loan.id), eq(loanStageHistory.toStage, "sanctioned")))
    .orderBy(desc(loanStageHistory.at), desc(loanStageHistory.id))
    .limit(1);
  return istDateOf(move?.at ?? loan.stageChangedAt);
}

/** The letter's facts, or null while the application has no sanction standing (undecided, rejected, withdrawn). */
export async function sanctionLetterFacts(
  db: Executor,
  loan: LoanApplication,
  borrower: string,
  terms: { coolingOffEndsOn: string | null; feeRefundable: boolean },
  feePaid: Paise | null = null,
): Promise<SanctionLetterFacts | null> {
  if (statusOfStage(loan.stage) !== "approved" || loan.sanctionedAmountPaise === null || loan.sanctionedRate === null) return null;
  const sanctionedOn = (await sanctionedOnOf(db, loan))!;
  const amount = loan.sanctionedAmountPaise;
  const rate = loan.sanctionedRate;
  const fee = feePaid ?? processingFee(amount);
  return {
    proposalNumber: proposalNumber(loan),
    borrower,
    loanType: loan.loanType,
    sanctionedOn,
    validUntil: addMonths(sanctionedOn, SANCTION_VALIDITY_MONTHS),
    amount,
    appliedAmount: loan.amountPaise,
    rate,
    months: loan.tenure,
    emi: emi(amount, rate, loan.tenure),
    fee,
    apr: aprWithFee(amount, rate, loan.tenure, fee),
    conditions: loan.sanctionConditions ?? "",
    coolingOffEndsOn: terms.coolingOffEndsOn ?? sanctionedOn,
    feeRefundable: terms.feeRefundable,
  };
}

const money = formatPaiseExact;

export async function sanctionLetterPdf(s: SanctionLetterFacts, lang: PaperLang, createdAt: Date): Promise<Buffer> {
  const { t, locale } = lang;
  const date = (ymd: string) => formatIstDate(ymd, locale);
  const w = onLetterhead(lang, {
    title: t(/*i18n*/ "In-principle sanction letter"),
    createdAt,
    references: [
      [t(/*i18n*/ "Proposal number"), s.proposalNumber],
      [t(/*i18n*/ "Sanctioned on"), date(s.sanctionedOn)],
      [t(/*i18n*/ "Borrower"), s.borrower],
      [t(/*i18n*/ "Valid until"), date(s.validUntil)],
    ],
  });
  w.paragraph(t(/*i18n*/ { id: "papers.sanction.dear", message: "Dear {name},", values: { name: s.borrower } }), { after: 4 });
  w.paragraph(
    t(
      /*i18n*/ {
        id: "papers.sanction.opening",
        message:
          "We are glad to tell you that your application for a {loanType} has been sanctioned in principle on the terms below. The sanction holds until {validUntil}; the loan is paid out once the conditions below are met and the loan agreement is signed.",
        values: { loanType: t(loanTypeLabel(s.loanType)), validUntil: date(s.validUntil) },
      },
    ),
    { after: 8 },
  );
  w.heading(t(/*i18n*/ "The terms sanctioned"));
  w.facts([
    {
      label: t(/*i18n*/ "Amount sanctioned"),
      value: money(s.amount),
      note:
        s.amount !== s.appliedAmount
          ? t(/*i18n*/ { id: "papers.sanction.applied", message: "You applied for {applied}", values: { applied: money(s.appliedAmount) } })
          : undefined,
      strong: true,
    },
    {
      label: t(/*i18n*/ "Interest rate and type"),
      value: t(
        /*i18n*/ { id: "papers.kfs.rate", message: "{rate}% a year, fixed for the whole term", values: { rate: percentFigure(s.rate) } },
      ),
      note: t(/*i18n*/ "Not linked to a benchmark, so no reset: the EMI does not change"),
    },
    {
      label: t(/*i18n*/ "Loan term"),
      value: t(/*i18n*/ { id: "papers.months", message: "{n, plural, one {# month} other {# months}}", values: { n: s.months } }),
    },
    { label: t(/*i18n*/ "Monthly EMI"), value: money(s.emi), strong: true },
    { label: t(/*i18n*/ "Processing fee"), value: money(s.fee) },
    { label: t(/*i18n*/ "Annual Percentage Rate (APR)"), value: `${percentFigure(s.apr)}%` },
  ]);
  w.heading(t(/*i18n*/ "Conditions of this sanction"));
  const conditions = [
    ...(s.conditions.trim() ? [s.conditions.trim()] : []),
    t(/*i18n*/ "The property's legal title and technical valuation are confirmed before the loan is paid out."),
    t(/*i18n*/ "The loan agreement is signed, with the Key Fact Statement for these terms."),
  ];
  conditions.forEach((c, i) => w.paragraph(`${i + 1}. ${c}`, { after: 4 }));
  w.heading(t(/*i18n*/ "If you change your mind"));
  w.paragraph(
    t(
      /*i18n*/ {
        id: "papers.sanction.cooling_off_until",
        message:
          "You may withdraw at any time before the loan is paid out without any penalty; the cooling-off period of this sanction runs until {until}.",
        values: { until: date(s.coolingOffEndsOn) },
      },
    ),
    { after: 4 },
  );
  w.paragraph(
    s.feeRefundable
      ? t(/*i18n*/ "The processing fee is refunded in full if you withdraw within that period.")
      : t(/*i18n*/ "The processing fee is not refunded."),
    { after: 10 },
  );
  w.paragraph(t(/*i18n*/ { id: "papers.sanction.for", message: "For {company}", values: { company: COMPANY.legalName } }), {
    weight: "bold",
    after: 2,
  });
  w.paragraph(t(/*i18n*/ "Credit team"), { after: 8 });
  w.paragraph(t(/*i18n*/ "This letter is issued electronically and needs no signature."), { size: 8, colour: COLOURS.muted });
  return w.finish();
}
