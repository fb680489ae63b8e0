import { createHash } from "node:crypto";
import { COMPANY } from "../../../../shared/catalog/company";
import {
  CONTINGENT_CHARGES,
  FEES_NOT_CHARGED,
  KFS_VALIDITY_WORKING_DAYS,
  kfsValidUntil,
  proposalNumber,
} from "../../../../shared/catalog/loan-papers";
import { stateName } from "../../../../shared/catalog/indian-states";
import { LOAN_LIMITS, loanTypeLabel } from "../../../../shared/catalog/loan-types";
import {
  amortizationSchedule,
  aprWithFee,
  btSwitchingCosts,
  emi,
  gstIncluded,
  paise,
  processingFee,
  scheduleTotals,
  type GstSplit,
  type Paise,
  type ScheduleRow,
  type StampDutyRule,
} from "../../../../shared/finance";
import { formatIstDate, formatPaiseExact, groupIndian, percentFigure } from "../../../../shared/format";
import type { LoanApplication, Settings } from "../../../../shared/schema";
import { onLetterhead, type PaperLang } from "../../../papers/letterhead";
import { COLOURS } from "../../../papers/pdf-writer";
import { feeBasePaise } from "../loan-payable";

/**
 * The Key Fact Statement of an application (the RBI's standard format: part 1 the loan, its rate, fees and
 * charges; part 2 the other facts; the APR's computation; the repayment schedule), on the terms sanctioned
 * once there are some, else those applied for. Its figures come from the shared functions the pages use
 * (emi, processingFee, aprWithFee, amortizationSchedule, btSwitchingCosts).
 */
export type KfsFacts = {
  proposalNumber: string;
  /** Names the terms this statement states: a statement with other terms has another version. */
  version: string;
  issuedOn: string;
  validUntil: string;
  borrower: string;
  loanType: string;
  sanctioned: boolean;
  amount: Paise;
  rate: number;
  months: number;
  emi: Paise;
  lastInstalment: Paise;
  fee: Paise;
  feeGstPercent: number;
  feeGst: GstSplit;
  /** A balance transfer's costs paid to others (stamp duty, legal and valuation); null for other loans. */
  thirdParty: { stampDuty: Paise; stampDutyRule: StampDutyRule; legalCharges: Paise } | null;
  netDisbursed: Paise;
  totalInterest: Paise;
  totalRepaid: Paise;
  apr: number;
  coolingOffDays: number;
  feeRefundable: boolean;
  schedule: ScheduleRow[];
};

type KfsSettings = Pick<
  Settings,
  "feeGstPercent" | "coolingOffDays" | "processingFeeRefundable" | "modtStampDutyPercent" | "btLegalChargesPaise"
>;

/** `feePaid`: the processing fee already captured, which the statement then states (a sanction for less does not change it). */
export function kfsFacts(
  loan: LoanApplication,
  borrower: string,
  settings: KfsSettings,
  issuedOn: string,
  feePaid: Paise | null = null,
): KfsFacts {
  const sanctioned = loan.sanctionedAmountPaise !== null;
  const amount = feeBasePaise(loan);
  const rate = loan.sanctionedRate ?? loan.interestRate;
  const months = loan.tenure;
  const fee = feePaid ?? processingFee(amount);
  const schedule = amortizationSchedule(amount, rate, months);
  const totals = scheduleTotals(schedule);
  const bt = loan.loanType === "BTTopUp" ? btSwitchingCosts(amount, settings, loan.propertyState) : null;
  const thirdParty = bt ? { stampDuty: bt.stampDuty, stampDutyRule: bt.stampDutyRule, legalCharges: bt.legalCharges } : null;
  const terms = {
    amount,
    rate,
    months,
    fee,
    thirdParty,
    feeGstPercent: settings.feeGstPercent,
    coolingOffDays: settings.coolingOffDays,
    feeRefundable: settings.processingFeeRefundable,
  };
  return {
    proposalNumber: proposalNumber(loan),
    version: createHash("sha256").update(JSON.stringify(terms)).digest("hex").slice(0, 10),
    issuedOn,
    validUntil: kfsValidUntil(issuedOn),
    borrower,
    loanType: loan.loanType,
    sanctioned,
    amount,
    rate,
    months,
    emi: emi(amount, rate, months),
    lastInstalment: schedule.at(-1)?.emi ?? paise(0),
    fee,
    feeGstPercent: settings.feeGstPercent,
    feeGst: gstIncluded(fee, settings.feeGstPercent),
    thirdParty,
    // GharSetu deducts only its own fee: a balance transfer's charges are paid by the borrower to others directly.
    netDisbursed: paise(amount - fee),
    totalInterest: totals.interest,
    totalRepaid: totals.paid,
    apr: aprWithFee(amount, rate, months, fee),
    coolingOffDays: settings.coolingOffDays,
    feeRefundable: settings.processingFeeRefundable,
    schedule,
  };
}

const money = formatPaiseExact;

/** How the stamp duty was worked out, in words: the state's rate and ceiling, or the general rate. */
function stampDutyRuleText(rule: StampDutyRule, t: PaperLang["t"], fmt: (p: Paise) => string): string {
  const percent = percentFigure(rule.percent);
  if (rule.state === null) {
    return t(
      /*i18n*/ {
        id: "papers.kfs.stamp_duty_general",
        message: "Estimated at {percent}% of the loan; the sub-registrar's figure for the property's state applies.",
        values: { percent },
      },
    );
  }
  const state = t(stateName(rule.state));
  return rule.maxPaise === null
    ? t(/*i18n*/ { id: "papers.kfs.stamp_duty_state", message: "{state}'s rate: {percent}% of the loan.", values: { state, percent } })
    : t(
        /*i18n*/ {
          id: "papers.kfs.stamp_duty_state_capped",
          message: "{state}'s rate: {percent}% of the loan, at most {max}.",
          values: { state, percent, max: fmt(rule.maxPaise) },
        },
      );
}

/** The KFS as a PDF in the reader's language. */
export async function kfsPdf(k: KfsFacts, lang: PaperLang, createdAt: Date): Promise<Buffer> {
  const { t, locale } = lang;
  const date = (ymd: string) => formatIstDate(ymd, locale);
  const months = (n: number) => t(/*i18n*/ { id: "papers.months", message: "{n, plural, one {# month} other {# months}}", values: { n } });
  const w = onLetterhead(lang, {
    title: t(/*i18n*/ "Key Fact Statement"),
    subtitle: t(
      /*i18n*/ {
        id: "papers.kfs.subtitle",
        message: "{loanType}, in the format of the Reserve Bank of India's Key Facts Statement directions",
        values: { loanType: t(loanTypeLabel(k.loanType)) },
      },
    ),
    createdAt,
    references: [
      [t(/*i18n*/ "Proposal number"), k.proposalNumber],
      [t(/*i18n*/ "Borrower"), k.borrower],
      [t(/*i18n*/ "Issued on"), date(k.issuedOn)],
      [t(/*i18n*/ "Valid until"), date(k.validUntil)],
      [t(/*i18n*/ "KFS version"), k.version],
      [t(/*i18n*/ "Terms"), k.sanctioned ? t(/*i18n*/ "As sanctioned") : t(/*i18n*/ "As applied for, before a decision")],
    ],
  });
  w.paragraph(
    t(
      /*i18n*/ {
        id: "papers.kfs.validity",
        message:
          "These terms hold until {validUntil} ({days} working days). Read this statement before you pay any fee or sign the loan agreement; if anything in the agreement differs from it, this statement prevails.",
        values: { validUntil: date(k.validUntil), days: KFS_VALIDITY_WORKING_DAYS },
      },
    ),
    { size: 9, colour: COLOURS.muted, after: 8 },
  );

  w.heading(t(/*i18n*/ "Part 1: The loan, its interest rate, fees and charges"));
  const feeNote =
    k.feeGstPercent > 0
      ? t(
          /*i18n*/ {
            id: "papers.kfs.fee_gst",
            message: "One-time, {percent}% of the loan; includes GST of {gst} at {gstPercent}%",
            values: {
              percent: percentFigure(LOAN_LIMITS.processingFeePercent),
              gst: money(k.feeGst.gst),
              gstPercent: groupIndian(k.feeGstPercent, 2),
            },
          },
        )
      : t(
          /*i18n*/ {
            id: "papers.kfs.fee_plain",
            message: "One-time, {percent}% of the loan",
            values: { percent: percentFigure(LOAN_LIMITS.processingFeePercent) },
          },
        );
  w.facts([
    { label: t(/*i18n*/ "Type of loan"), value: t(loanTypeLabel(k.loanType)) },
    {
      label: k.sanctioned ? t(/*i18n*/ "Sanctioned loan amount") : t(/*i18n*/ "Loan amount applied for"),
      value: money(k.amount),
      strong: true,
    },
    {
      label: t(/*i18n*/ "Disbursal schedule"),
      value: t(/*i18n*/ "100% at once, paid to the seller, builder or current lender"),
      note: t(/*i18n*/ "In stages for a house under construction, as the agreement's disbursement clause sets out"),
    },
    { label: t(/*i18n*/ "Loan term"), value: months(k.months) },
    {
      label: t(/*i18n*/ "Instalments"),
      value: t(
        /*i18n*/ {
          id: "papers.kfs.instalments",
          message: "{count} monthly EMIs of {emi}",
          values: { count: k.schedule.length, emi: money(k.emi) },
        },
      ),
      note:
        k.lastInstalment !== k.emi
          ? t(
              /*i18n*/ {
                id: "papers.kfs.last_instalment",
                message: "The last EMI is {last}, rounding included",
                values: { last: money(k.lastInstalment) },
              },
            )
          : undefined,
    },
    { label: t(/*i18n*/ "Repayment starts"), value: t(/*i18n*/ "One month after the loan is paid out") },
    {
      label: t(/*i18n*/ "Interest rate and type"),
      value: t(
        /*i18n*/ { id: "papers.kfs.rate", message: "{rate}% a year, fixed for the whole term", values: { rate: percentFigure(k.rate) } },
      ),
      note: t(/*i18n*/ "Not linked to a benchmark, so no reset: the EMI does not change"),
    },
    { label: t(/*i18n*/ "Processing fee, payable to GharSetu"), value: money(k.fee), note: feeNote },
    // A balance transfer's valuation is charged by the valuer (below), so only insurance is listed as not charged.
    ...FEES_NOT_CHARGED.filter((label) => !k.thirdParty || label !== "Valuation fees").map((label) => ({
      label: t(label),
      value: t(/*i18n*/ "Nil"),
      note: t(/*i18n*/ "Not charged by GharSetu"),
    })),
    ...(k.thirdParty
      ? [
          {
            label: t(/*i18n*/ "Stamp duty on the mortgage (MODT)"),
            value: money(k.thirdParty.stampDuty),
            note: `${stampDutyRuleText(k.thirdParty.stampDutyRule, t, money)} ${t(
              /*i18n*/ "Paid by you directly to the state government when the mortgage is registered; not through GharSetu, so not in the APR",
            )}`,
          },
          {
            label: t(/*i18n*/ "Legal and valuation charges"),
            value: money(k.thirdParty.legalCharges),
            note: t(/*i18n*/ "Paid by you directly to the advocate and the valuer; not through GharSetu, so not in the APR"),
          },
        ]
      : []),
    {
      label: t(/*i18n*/ "Annual Percentage Rate (APR)"),
      value: `${percentFigure(k.apr)}%`,
      note: t(/*i18n*/ "The whole cost of the loan as a yearly rate: the interest and every fee GharSetu charges"),
      strong: true,
    },
  ]);

  w.heading(t(/*i18n*/ "Contingent charges"));
  w.facts(CONTINGENT_CHARGES.map((c) => ({ label: t(c.label), value: t(c.amount), note: t(c.why) })));

  w.heading(t(/*i18n*/ "Part 2: Other information"));
  const officer = COMPANY.grievanceOfficer;
  w.facts([
    { label: t(/*i18n*/ "Recovery agents"), value: t(/*i18n*/ "GharSetu does not engage recovery agents") },
    {
      label: t(/*i18n*/ "Grievance redressal"),
      value: t(
        /*i18n*/ {
          id: "papers.kfs.grievance",
          message: "{name}, {designation}: {phone}, {email}",
          values: { name: officer.name, designation: t(officer.designation), phone: officer.phone, email: officer.email },
        },
      ),
      note: t(officer.escalationNote),
    },
    {
      label: t(/*i18n*/ "Transfer or securitisation of the loan"),
      value: t(/*i18n*/ "Possible; you would be told first and your terms would not change"),
    },
    { label: t(/*i18n*/ "Co-lending or outsourcing"), value: t(/*i18n*/ "None: GharSetu lends on its own") },
    {
      label: t(/*i18n*/ "Cooling-off period"),
      value: t(
        /*i18n*/ {
          id: "papers.kfs.cooling_off",
          message: "{days, plural, one {# day} other {# days}} from the sanction",
          values: { days: k.coolingOffDays },
        },
      ),
      note: t(/*i18n*/ "Withdraw within it, or at any time before the loan is paid out, with no penalty"),
    },
    {
      label: t(/*i18n*/ "Processing fee if you withdraw"),
      value: k.feeRefundable ? t(/*i18n*/ "Refunded in full") : t(/*i18n*/ "Not refunded"),
      note: k.feeRefundable ? t(/*i18n*/ "Before a sanction or within the cooling-off period") : undefined,
    },
    { label: t(/*i18n*/ "Lending service providers"), value: t(/*i18n*/ "None: you deal with GharSetu directly") },
  ]);

  w.heading(t(/*i18n*/ "How the APR is worked out"));
  w.facts([
    { label: t(/*i18n*/ "Loan amount"), value: money(k.amount) },
    { label: t(/*i18n*/ "Total interest over the term"), value: money(k.totalInterest) },
    { label: t(/*i18n*/ "Fees payable to GharSetu"), value: money(k.fee) },
    {
      label: t(/*i18n*/ "Net amount paid out to you"),
      value: money(k.netDisbursed),
      note: t(/*i18n*/ "The loan less GharSetu's fee"),
    },
    {
      label: t(/*i18n*/ "Total amount you repay"),
      value: money(k.totalRepaid),
      note: t(/*i18n*/ "The loan and its interest"),
    },
    {
      label: t(/*i18n*/ "Total amount payable"),
      value: money(paise(k.totalRepaid + k.fee)),
      note: t(/*i18n*/ "The loan, its interest and GharSetu's fee"),
      strong: true,
    },
    { label: t(/*i18n*/ "Annual Percentage Rate (APR)"), value: `${percentFigure(k.apr)}%`, strong: true },
  ]);

  w.heading(t(/*i18n*/ "Repayment schedule"));
  w.table(
    [
      { header: t(/*i18n*/ "EMI no."), width: 1 },
      { header: t(/*i18n*/ "Outstanding at start"), width: 2.2, align: "right" },
      { header: t(/*i18n*/ "Principal"), width: 2, align: "right" },
      { header: t(/*i18n*/ "Interest"), width: 2, align: "right" },
      { header: t(/*i18n*/ "Instalment"), width: 2, align: "right" },
    ],
    k.schedule.map((r) => [String(r.month), money(r.opening), money(r.principal), money(r.interest), money(r.emi)]),
  );
  return w.finish();
}
