import type { LoanStage } from "../../../../shared/catalog/loan-stages";
import { CHECKLIST_ITEMS } from "../../../../shared/catalog/document-checklist";
import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import { keyFacts, type Paise } from "../../../../shared/finance";
import { formatPaiseExact, percentFigure } from "../../../../shared/format";
import type { LoanApplication } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

// Every loan notice leads to the application's own page, where its tracker is.
const base = (loan: LoanApplication) => ({ userId: loan.userId, about: `loan:${loan.id}`, link: `/loans/${loan.id}` });
/** What every sentence names the application by: its type, number and amount (the amount sanctioned, once there is one). */
const what = (loan: LoanApplication, { t }: Lang) => ({
  loanType: t(loanTypeLabel(loan.loanType)),
  id: String(loan.id),
  amount: formatPaiseExact(loan.sanctionedAmountPaise ?? loan.amountPaise),
});

/**
 * The application's figures: once sanctioned, the terms sanctioned (which are what the customer will pay);
 * before, the terms applied for, with the fee and the APR only while a fee can be asked (not for an
 * application found ineligible in principle, rejected or withdrawn).
 */
function facts(loan: LoanApplication, lang: Lang): [string, string][] {
  if (loan.sanctionedAmountPaise !== null) return sanctionFacts(loan, lang);
  const { t } = lang;
  const kfs = keyFacts(loan.amountPaise, loan.interestRate, loan.tenure);
  const feeAsked = loan.stage !== "rejected" && loan.stage !== "withdrawn" && loan.inPrinciple?.result !== "ineligible";
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
      t(/*i18n*/ { id: "notice.loan.rate_a_year", message: "{rate}% a year" }, { rate: percentFigure(loan.interestRate) }),
    ],
    [t(/*i18n*/ { id: "notice.fact.monthly_emi", message: "Monthly EMI" }), formatPaiseExact(kfs.emi)],
    ...(feeAsked
      ? ([
          [t(/*i18n*/ { id: "notice.fact.processing_fee", message: "Processing fee" }), formatPaiseExact(kfs.processingFee)],
          [t(/*i18n*/ { id: "notice.fact.apr", message: "APR (with the fee)" }), `${kfs.apr.toFixed(2)}%`],
        ] as [string, string][])
      : []),
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
          loan.inPrinciple?.result === "ineligible"
            ? t(
                /*i18n*/ {
                  id: "notice.loan_submitted.more_ineligible",
                  message:
                    "On the figures you gave, we cannot lend this amount. Your application's page says why and what would change it. No processing fee is due.",
                },
              )
            : t(
                /*i18n*/ {
                  id: "notice.loan_submitted.more",
                  message:
                    "The figures above are your Key Fact Statement summary. The full statement, a PDF to keep, is on your application's page: read and acknowledge it there, then pay the processing fee to move your application forward.",
                },
              ),
        ],
      };
    },
  };
}

/** The terms sanctioned (which may differ from those applied for), as the customer reads them. */
function sanctionFacts(loan: LoanApplication, lang: Lang): [string, string][] {
  const { t } = lang;
  const amountPaise = loan.sanctionedAmountPaise ?? loan.amountPaise;
  const rate = loan.sanctionedRate ?? loan.interestRate;
  const kfs = keyFacts(amountPaise, rate, loan.tenure);
  return [
    [t(/*i18n*/ { id: "notice.fact.application", message: "Application" }), `#${loan.id}`],
    [t(/*i18n*/ { id: "notice.fact.loan_type", message: "Loan type" }), t(loanTypeLabel(loan.loanType))],
    [t(/*i18n*/ { id: "notice.fact.sanctioned_amount", message: "Sanctioned amount" }), formatPaiseExact(amountPaise)],
    [
      t(/*i18n*/ { id: "notice.fact.tenure", message: "Tenure" }),
      t(/*i18n*/ { id: "notice.months", message: "{months, plural, one {# month} other {# months}}" }, { months: loan.tenure }),
    ],
    [
      t(/*i18n*/ { id: "notice.fact.interest_rate", message: "Interest rate" }),
      t(/*i18n*/ { id: "notice.loan.rate_a_year", message: "{rate}% a year" }, { rate: percentFigure(rate) }),
    ],
    [t(/*i18n*/ { id: "notice.fact.monthly_emi", message: "Monthly EMI" }), formatPaiseExact(kfs.emi)],
    // Staff's own words, in whatever language they wrote them.
    ...(loan.sanctionConditions
      ? [[t(/*i18n*/ { id: "notice.fact.conditions", message: "Conditions" }), loan.sanctionConditions] as [string, string]]
      : []),
  ];
}

/** The application is sanctioned (the spec's "approved"), on the terms the sanction names. */
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
            id: "notice.loan_approved.body_sanctioned",
            message:
              "Good news: your {loanType} application #{id} is approved, and we have sanctioned {sanctioned}. Next, we will send you the loan agreement to sign.",
          },
          { ...what(loan, lang), sanctioned: formatPaiseExact(loan.sanctionedAmountPaise ?? loan.amountPaise) },
        ),
        details: sanctionFacts(loan, lang),
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

/** A stage's name as the customer's tracker shows it. */
export function stageName(stage: LoanStage, { t }: Lang): string {
  switch (stage) {
    case "submitted":
      return t(/*i18n*/ { id: "loan.stage.submitted", message: "Submitted" });
    case "documents":
      return t(/*i18n*/ { id: "loan.stage.documents", message: "Documents" });
    case "credit_review":
      return t(/*i18n*/ { id: "loan.stage.credit_review", message: "Credit review" });
    case "legal_technical":
      return t(/*i18n*/ { id: "loan.stage.legal_technical", message: "Legal and technical checks" });
    case "sanctioned":
      return t(/*i18n*/ { id: "loan.stage.sanctioned", message: "Sanctioned" });
    case "agreement":
      return t(/*i18n*/ { id: "loan.stage.agreement", message: "Agreement" });
    case "disbursed":
      return t(/*i18n*/ { id: "loan.stage.disbursed", message: "Disbursed" });
    case "rejected":
      return t(/*i18n*/ { id: "loan.stage.rejected", message: "Rejected" });
    case "withdrawn":
      return t(/*i18n*/ { id: "loan.stage.withdrawn", message: "Withdrawn" });
  }
}

/** What the customer does, or waits for, at a stage the application has just reached. */
function nextWords(loan: LoanApplication, { t }: Lang): string {
  switch (loan.stage) {
    case "documents":
      return t(
        /*i18n*/ {
          id: "notice.loan_stage.next.documents",
          message:
            "Please upload your KYC documents (PAN card, Aadhaar and your last 3 months' salary slips or income proof) from your dashboard, if you have not already.",
        },
      );
    case "credit_review":
      return loan.reopened
        ? t(
            /*i18n*/ {
              id: "notice.loan_stage.next.reopened",
              message: "We are looking at your application again. Nothing is needed from you now; we will write when there is a decision.",
            },
          )
        : t(
            /*i18n*/ {
              id: "notice.loan_stage.next.credit_review",
              message: "Nothing is needed from you now: our credit team is reviewing your income and repayment capacity.",
            },
          );
    case "legal_technical":
      return t(
        /*i18n*/ {
          id: "notice.loan_stage.next.legal_technical",
          message: "Our legal and valuation team will check the property papers and may call you to arrange a visit to the property.",
        },
      );
    case "agreement":
      return t(
        /*i18n*/ {
          id: "notice.loan_stage.next.agreement",
          message: "We will call you to sign the loan agreement. The amount is paid out once it is signed.",
        },
      );
    case "disbursed":
      return t(
        /*i18n*/ {
          id: "notice.loan_stage.next.disbursed",
          message: "The loan amount has been paid out. Your EMIs begin as your loan agreement says.",
        },
      );
    default:
      return "";
  }
}

/** The application moved along its path (documents, credit review, legal and technical, agreement, disbursed, or reopened). */
export function loanStageChanged(loan: LoanApplication): Notice {
  return {
    ...base(loan),
    kind: "loan_stage_changed",
    words: (lang) => {
      const { t } = lang;
      const stage = stageName(loan.stage, lang);
      return {
        title: t(/*i18n*/ { id: "notice.loan_stage.title", message: "Your loan application is now at: {stage}" }, { stage }),
        body: t(
          /*i18n*/ {
            id: "notice.loan_stage.body",
            message: "Your {loanType} application #{id} for {amount} has moved to the stage: {stage}. {next}",
          },
          { ...what(loan, lang), stage, next: nextWords(loan, lang) },
        ),
        details: facts(loan, lang),
      };
    },
  };
}

/** The customer withdrew the application. */
/**
 * The customer withdrew: said back to them, with what becomes of a processing fee they paid (refunded while
 * the KFS says so, else kept; null when none was paid).
 */
export function loanWithdrawn(
  loan: LoanApplication,
  fee: { refunded: Paise } | "kept_after_cooling_off" | "kept_not_refundable" | null = null,
): Notice {
  return {
    ...base(loan),
    kind: "loan_withdrawn",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.loan_withdrawn.title", message: "You withdrew your loan application" }),
        body: t(
          /*i18n*/ {
            id: "notice.loan_withdrawn.body",
            message:
              "Your {loanType} application #{id} for {amount} is withdrawn, as you asked. No processing fee is due on it now. If you did not do this, call us at once.",
          },
          what(loan, lang),
        ),
        details: facts(loan, lang),
        ...(fee
          ? {
              more: [
                fee === "kept_after_cooling_off"
                  ? t(
                      /*i18n*/ {
                        id: "notice.loan_withdrawn.fee_kept",
                        message:
                          "The processing fee you paid is not refunded: your Key Fact Statement says it is refunded only before a sanction or within the cooling-off period.",
                      },
                    )
                  : fee === "kept_not_refundable"
                    ? t(
                        /*i18n*/ {
                          id: "notice.loan_withdrawn.fee_not_refundable",
                          message: "The processing fee you paid is not refunded: your Key Fact Statement says it is not refundable.",
                        },
                      )
                    : t(
                        /*i18n*/ {
                          id: "notice.loan_withdrawn.fee_refunded",
                          message:
                            "The processing fee of {fee} you paid is to be refunded to the account it came from; you need not do anything for it.",
                        },
                        { fee: formatPaiseExact(fee.refunded) },
                      ),
              ],
            }
          : {}),
      };
    },
  };
}

/** Staff asked for a new copy of one document of the application's checklist, saying why. */
export function loanDocumentNeedsNewCopy(loan: LoanApplication, itemId: string, reason: string): Notice {
  return {
    ...base(loan),
    // The application's page opens at its documents.
    link: `/loans/${loan.id}#documents`,
    kind: "loan_document_returned",
    words: (lang) => {
      const { t } = lang;
      const label = CHECKLIST_ITEMS.get(itemId)?.label;
      const document = label ? t(label) : itemId;
      return {
        title: t(/*i18n*/ { id: "notice.loan_document_returned.title", message: "Please send a new copy of a document" }),
        body: t(
          /*i18n*/ {
            id: "notice.loan_document_returned.body",
            message: "For your {loanType} application #{id}, we need a new copy of: {document}. Reason: {reason}",
          },
          { ...what(loan, lang), document, reason },
        ),
        details: facts(loan, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.loan_document_returned.more",
              message:
                'Upload it on your application\'s page, under "Documents for this application". Your application moves on once every document is accepted.',
            },
          ),
        ],
      };
    },
  };
}
