import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import { SEBI_WARNING } from "../../../../shared/catalog/sip-plans";
import type { PaymentType } from "../../../../shared/catalog/transactions";
import { formatPaiseExact } from "../../../../shared/format";
import type { Payment, SipInvestment } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

/**
 * What a payment paid for, named by the item's own fields (the loan's type, the SIP's plan, the
 * consultation's topic: catalogue ids), so a receipt words it in its reader's language rather than
 * quoting the English description the payment recorded.
 */
export type PaidItem = { kind: PaymentType; id: number; name: string };

/** The item in the reader's language, as the transactions page words it; a payment without one by its order id. */
function itemWords({ t }: Lang, p: Payment, item: PaidItem | undefined): string {
  switch (item?.kind) {
    case "loan-processing-fee":
      return t(
        /*i18n*/ { id: "notice.payment_receipt.loan_fee", message: "Processing fee, {loanType} application #{id}" },
        { loanType: t(loanTypeLabel(item.name)), id: String(item.id) },
      );
    case "sip-investment":
      return t(
        /*i18n*/ { id: "notice.payment_receipt.sip_contribution", message: "First contribution, {plan} (SIP #{id})" },
        { plan: t(item.name), id: String(item.id) },
      );
    case "consultation":
      return t(
        /*i18n*/ { id: "notice.payment_receipt.consultation", message: "Consultation booking #{id}: {topic}" },
        { topic: t(item.name), id: String(item.id) },
      );
    default:
      return t(/*i18n*/ { id: "notice.payment_receipt.order", message: "Order {orderId}" }, { orderId: p.orderId });
  }
}

/** A receipt of a captured payment: its ids, amount, date and what it paid for. */
export function paymentReceipt(p: Payment, paid?: PaidItem): Notice {
  return {
    userId: p.userId,
    kind: "payment_receipt",
    about: `payment:${p.id}`,
    link: "/dashboard?tab=transactions",
    words: (lang) => {
      const { t, dateTime } = lang;
      const amount = formatPaiseExact(p.amountPaise);
      const item = itemWords(lang, p, paid);
      return {
        title: t(/*i18n*/ { id: "notice.payment_receipt.title", message: "Payment receipt: {amount}" }, { amount }),
        body: t(
          /*i18n*/ { id: "notice.payment_receipt.body", message: "We received your payment of {amount} for {item}. Thank you." },
          // Inside the English sentence the item starts in lower case ("for processing fee, …"); a script without case is unchanged.
          { amount, item: `${item.charAt(0).toLowerCase()}${item.slice(1)}` },
        ),
        details: [
          [t(/*i18n*/ { id: "notice.fact.payment_id", message: "Payment ID" }), p.paymentId ?? `#${p.id}`],
          [t(/*i18n*/ { id: "notice.fact.order_id", message: "Order ID" }), p.orderId],
          [t(/*i18n*/ { id: "notice.fact.amount", message: "Amount" }), amount],
          [t(/*i18n*/ { id: "notice.fact.date", message: "Date" }), dateTime(p.updatedAt)],
          [t(/*i18n*/ { id: "notice.fact.item", message: "Item" }), item],
        ],
        more: [t(/*i18n*/ { id: "notice.payment_receipt.more", message: "Keep this e-mail as your receipt." })],
      };
    },
  };
}

const base = (sip: SipInvestment) => ({ userId: sip.userId, about: `sip:${sip.id}`, link: "/dashboard?tab=sip" });

function facts(sip: SipInvestment, { t, date }: Lang): [string, string][] {
  // Only the masked account number is ever stored.
  const account = [sip.bankName, sip.bankAccountNumber].filter(Boolean).join(", ");
  return [
    [t(/*i18n*/ { id: "notice.fact.sip", message: "SIP" }), `#${sip.id}`],
    [t(/*i18n*/ { id: "notice.fact.plan", message: "Plan" }), t(sip.planName)],
    [t(/*i18n*/ { id: "notice.fact.monthly_amount", message: "Monthly amount" }), formatPaiseExact(sip.monthlyAmountPaise)],
    [t(/*i18n*/ { id: "notice.fact.start_date", message: "Start date" }), date(sip.startDate)],
    [
      t(/*i18n*/ { id: "notice.fact.duration", message: "Duration" }),
      t(/*i18n*/ { id: "notice.months", message: "{months, plural, one {# month} other {# months}}" }, { months: sip.durationMonths }),
    ],
    [
      t(/*i18n*/ { id: "notice.fact.auto_debit", message: "Auto-debit" }),
      sip.autoDebit
        ? account || t(/*i18n*/ { id: "notice.sip.auto_debit_on", message: "On" })
        : t(/*i18n*/ { id: "notice.sip.auto_debit_off", message: "Off" }),
    ],
  ];
}

export function sipStarted(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_started",
    words: (lang) => {
      const { t, date } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.sip_started.title", message: "Your SIP is set up" }),
        body: t(
          /*i18n*/ {
            id: "notice.sip_started.body",
            message: "Your SIP of {amount} a month in the {plan} is set up, starting {start}.",
          },
          { amount: formatPaiseExact(sip.monthlyAmountPaise), plan: t(sip.planName), start: date(sip.startDate) },
        ),
        details: facts(sip, lang),
        more: [
          t(/*i18n*/ { id: "notice.sip_started.more", message: "Pay the first contribution from your dashboard to activate it." }),
          t(SEBI_WARNING),
        ],
      };
    },
  };
}

export function sipPaused(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_paused",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.sip_paused.title", message: "Your SIP is paused" }),
        body: t(
          /*i18n*/ {
            id: "notice.sip_paused.body",
            message: "Your SIP #{id} in the {plan} is paused. No contribution is collected until you resume it.",
          },
          { id: String(sip.id), plan: t(sip.planName) },
        ),
        details: facts(sip, lang),
        more: [t(/*i18n*/ { id: "notice.sip_paused.more", message: "Resume it from your dashboard whenever you are ready." })],
      };
    },
  };
}

export function sipResumed(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_resumed",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.sip_resumed.title", message: "Your SIP is running again" }),
        body: t(
          /*i18n*/ { id: "notice.sip_resumed.body", message: "Your SIP #{id} of {amount} a month in the {plan} is running again." },
          { id: String(sip.id), amount: formatPaiseExact(sip.monthlyAmountPaise), plan: t(sip.planName) },
        ),
        details: facts(sip, lang),
        more: [t(SEBI_WARNING)],
      };
    },
  };
}
