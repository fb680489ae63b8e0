import { PROFILE_LABELS, PURCHASE_LABELS, documentChecklist } from "../../../../shared/catalog/document-checklist";
import { ELIGIBILITY } from "../../../../shared/catalog/eligibility";
import { KFS_VALIDITY_WORKING_DAYS, SANCTION_VALIDITY_MONTHS } from "../../../../shared/catalog/loan-papers";
import { loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { quoted, rateFor, type Answer, type AssistantContext } from "./context";
import { percent, type Voice } from "./format";
import { profileIn, purchaseIn, type Understanding } from "./intents";

const DASHBOARD_KYC = "/dashboard?tab=kyc";

/**
 * What a credit (CIBIL) score does, careful to say only what GharSetu does with it: the score it recommends
 * (shared/catalog/eligibility.ts), and that its in-principle check (shared/finance/underwriting.ts) uses no
 * score cut-off and no rate by score: the rate is the product's.
 */
export function creditScoreReply(ctx: AssistantContext, { t }: Voice): Answer {
  return quoted(
    [
      t(
        /*i18n*/ {
          id: "chat.credit_score",
          message:
            "Your credit score (CIBIL's is the best known) sums up how you have repaid loans and cards, from your credit report. For a loan a score of {score} or more is recommended.",
        },
        { score: String(ELIGIBILITY.recommendedCreditScore) },
      ),
      t(
        /*i18n*/ {
          id: "chat.credit_score.gharsetu",
          message:
            "GharSetu's in-principle answer uses no score cut-off and does not set the rate by score: it checks your EMIs against your income (at most {foir}% of it) and the loan against the property's value, and a loan is made at the product's current rate ({rate} a year for a {type}). Your credit history is read at the credit review, before any sanction.",
        },
        {
          foir: String(ctx.lender.maxFoirPercent),
          rate: percent(rateFor("home-loan", ctx.rates)),
          type: t(loanTypeFromCode("home-loan").label),
        },
      ),
      t(
        /*i18n*/ {
          id: "chat.credit_score.improve",
          message:
            "To improve it: pay every EMI and card bill in full and on time, keep your card balances well below their limits, don't apply for many loans or cards at once, and check your credit report for mistakes (each credit bureau gives you one free full report a year).",
        },
      ),
    ].join("\n"),
  );
}

const PAYLOAD = { "home-loan": "HomeLoan", lap: "LAP", "bt-topup": "BTTopUp" } as const;

/**
 * The documents for the applicant and the loan named (documentChecklist, the list an application carries),
 * saying what was assumed when the profile, the loan or a home loan's purchase was not named.
 */
export function checklistReply(u: Understanding, v: Voice): Answer {
  const { t } = v;
  const profile = profileIn(u.text);
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const purchase = type.code === "home-loan" ? (purchaseIn(u.text) ?? null) : null;
  const items = documentChecklist(PAYLOAD[type.code], profile ?? "salaried", purchase);
  const lines = [
    t(
      /*i18n*/ { id: "chat.checklist", message: "Documents for a {type} ({profile}):" },
      { type: t(type.label), profile: t(PROFILE_LABELS[profile ?? "salaried"]) },
    ),
    ...items.map((item) => `• ${t(item.label)}`),
  ];
  if (purchase) {
    lines.push(
      t(
        /*i18n*/ { id: "chat.checklist.purchase", message: "The property's papers are those of: {purchase}." },
        { purchase: t(PURCHASE_LABELS[purchase]) },
      ),
    );
  }
  if (!u.loanType) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.checklist.assumed_type",
          message: "This is for a Home Loan; a loan against property or a balance transfer needs other property papers.",
        },
      ),
    );
  }
  if (!profile) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.checklist.assumed_profile",
          message:
            "This is for a salaried applicant; tell me if you are self-employed (a business or a profession) or an NRI, and I'll list yours.",
        },
      ),
    );
  }
  if (type.code === "home-loan" && !purchase) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.checklist.ask_purchase",
          message:
            "Tell me if you are buying from a builder, buying a resale home or building on your own plot, and I'll name the property's papers.",
        },
      ),
    );
  }
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.checklist.upload",
        message:
          "Once you apply, your application lists each document with why it is needed; the KYC documents you upload from the [KYC Documents tab of your dashboard]({path}) count for their items.",
      },
      { path: DASHBOARD_KYC },
    ),
  );
  return quoted(lines.join("\n"));
}

/** The Key Fact Statement, the cooling-off period and withdrawing: the papers' terms and the settings. */
export function coolingOffReply(ctx: AssistantContext, { t }: Voice): Answer {
  const { coolingOffDays, processingFeeRefundable } = ctx.lender;
  return quoted(
    [
      t(
        /*i18n*/ {
          id: "chat.cooling_off.kfs",
          message:
            "Before you apply you see a Key Fact Statement (KFS) with the rate, the EMI, the APR, the fees and every charge; its terms hold for {days} working days after it is issued.",
        },
        { days: String(KFS_VALIDITY_WORKING_DAYS) },
      ),
      t(
        /*i18n*/ {
          id: "chat.cooling_off.period",
          message:
            "You may withdraw at no cost until the loan is paid out. After a sanction you have a cooling-off period of {days} days to withdraw without penalty, and a sanction letter holds for {months} months.",
        },
        { days: String(coolingOffDays), months: String(SANCTION_VALIDITY_MONTHS) },
      ),
      processingFeeRefundable
        ? t(
            /*i18n*/ {
              id: "chat.cooling_off.refund",
              message: "The processing fee is refunded if you withdraw before the sanction or within the cooling-off period.",
            },
          )
        : t(/*i18n*/ { id: "chat.cooling_off.no_refund", message: "The processing fee is not refunded when you withdraw." }),
      t(
        /*i18n*/ {
          id: "chat.cooling_off.papers",
          message: "You can withdraw an application, and read its KFS and other papers, from your [dashboard]({path}).",
        },
        { path: "/dashboard" },
      ),
    ].join("\n"),
  );
}
