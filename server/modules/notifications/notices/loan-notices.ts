import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import { keyFacts } from "../../../../shared/finance";
import { formatPaiseExact } from "../../../../shared/format";
import type { LoanApplication } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

const base = (loan: LoanApplication) => ({ userId: loan.userId, about: `loan:${loan.id}`, link: "/dashboard?tab=loans" });
/** What every sentence names the application by: its type, number and amount. */
const what = (loan: LoanApplication, { t }: Lang) => ({
  loanType: t(loanTypeLabel(loan.loanType)),
  id: String(loan.id),
  amount: formatPaiseExact(loan.amountPaise),
});

function facts(loan: LoanApplication, { t }: Lang): [string, string][] {
  const kfs = keyFacts(loan.amountPaise, loan.interestRate, loan.tenure);
  return [
    [t(/*i18n*/ { id: "notice.fact.application", message: "Application" }), `#${loan.id}`],
    [t(/*i18n*/ { id: "notice.fact.loan_type", message: "Loan type" }), t(loanTypeLabel(loan.loanType))],
    [t(/*i18n*/ { id: "notice.fact.amount", message: "Amount" }), formatPaiseExact(loan.amountPaise)],
    [
      t(/*i18n*/ { id: "notice.fact.tenure", message: "Tenure" }),
      t(/*i18n*/ { id: "notice.months", message: "{months, plural, one {# month} other {# months}}" }, { months: loan.tenure }),
    ],
    [
      t(/*i18n*/ { id: "notice.fact.interest_rate", message: "Interest rate" }),
      t(/*i18n*/ { id: "notice.loan.rate_a_year", message: "{rate}% a year" }, { rate: loan.interestRate.toFixed(1) }),
    ],
    [t(/*i18n*/ { id: "notice.fact.monthly_emi", message: "Monthly EMI" }), formatPaiseExact(kfs.emi)],
    [t(/*i18n*/ { id: "notice.fact.processing_fee", message: "Processing fee" }), formatPaiseExact(kfs.processingFee)],
    [t(/*i18n*/ { id: "notice.fact.apr", message: "APR (with the fee)" }), `${kfs.apr.toFixed(2)}%`],
  ];
}

export function loanSubmitted(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_submitted",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.loan_submitted.title", message: "We have received your loan application" }),
        body: t(
          /*i18n*/ {
            id: "notice.loan_submitted.body",
            message:
              "Your {loanType} application #{id} for {amount} is with our team for review. We will write again when there is a decision.",
          },
          what(loan, lang),
        ),
        details: facts(loan, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.loan_submitted.more",
              message:
                "The figures above are your Key Fact Statement summary. Pay the processing fee from your dashboard to move your application forward.",
            },
          ),
        ],
      };
    },
  };
}

export function loanApproved(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_approved",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.loan_approved.title", message: "Your loan application is approved" }),
        body: t(
          /*i18n*/ {
            id: "notice.loan_approved.body",
            message:
              "Good news: your {loanType} application #{id} for {amount} is approved. Our team will call you about the next steps and the documents for disbursement.",
          },
          what(loan, lang),
        ),
        details: facts(loan, lang),
      };
    },
  };
}

export function loanRejected(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_rejected",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.loan_rejected.title", message: "Your loan application was not approved" }),
        // The reason is staff's own words, in whatever language they wrote it.
        body: loan.rejectionReason
          ? t(
              /*i18n*/ {
                id: "notice.loan_rejected.body",
                message: "We are sorry: your {loanType} application #{id} for {amount} was not approved. Reason: {reason}.",
              },
              { ...what(loan, lang), reason: loan.rejectionReason },
            )
          : t(
              /*i18n*/ {
                id: "notice.loan_rejected.body_no_reason",
                message: "We are sorry: your {loanType} application #{id} for {amount} was not approved. Reason: not given.",
              },
              what(loan, lang),
            ),
        details: facts(loan, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.loan_rejected.more",
              message:
                "If you think this decision is wrong, or want to know more, call us or write to our grievance redressal officer (details below).",
            },
          ),
        ],
      };
    },
  };
}
