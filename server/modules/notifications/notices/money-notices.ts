import { SEBI_WARNING } from "../../../../shared/catalog/sip-plans";
import { formatIstDate, formatIstDateTime, formatPaiseExact } from "../../../../shared/format";
import type { Payment, SipInvestment } from "../../../../shared/schema";
import type { Notice } from "../notify";

/** A receipt of a captured payment: its ids, amount, date and what it paid for. */
export function paymentReceipt(p: Payment): Notice {
  const item = (p.notes as { description?: string } | null)?.description ?? `Order ${p.orderId}`;
  return {
    userId: p.userId,
    kind: "payment_receipt",
    about: `payment:${p.id}`,
    link: "/dashboard?tab=transactions",
    title: `Payment receipt: ${formatPaiseExact(p.amountPaise)}`,
    body: `We received your payment of ${formatPaiseExact(p.amountPaise)} for ${item.charAt(0).toLowerCase()}${item.slice(1)}. Thank you.`,
    details: [
      ["Payment ID", p.paymentId ?? `#${p.id}`],
      ["Order ID", p.orderId],
      ["Amount", formatPaiseExact(p.amountPaise)],
      ["Date", formatIstDateTime(p.updatedAt)],
      ["Item", item],
    ],
    more: ["Keep this e-mail as your receipt."],
  };
}

const base = (sip: SipInvestment) => ({ userId: sip.userId, about: `sip:${sip.id}`, link: "/dashboard?tab=sip" });

function facts(sip: SipInvestment): [string, string][] {
  return [
    ["SIP", `#${sip.id}`],
    ["Plan", sip.planName],
    ["Monthly amount", formatPaiseExact(sip.monthlyAmountPaise)],
    ["Start date", formatIstDate(sip.startDate)],
    ["Duration", `${sip.durationMonths} months`],
    // Only the masked account number is ever stored.
    ["Auto-debit", sip.autoDebit ? [sip.bankName, sip.bankAccountNumber].filter(Boolean).join(", ") || "On" : "Off"],
  ];
}

export function sipStarted(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_started",
    title: "Your SIP is set up",
    body: `Your SIP of ${formatPaiseExact(sip.monthlyAmountPaise)} a month in the ${sip.planName} is set up, starting ${formatIstDate(sip.startDate)}.`,
    details: facts(sip),
    more: ["Pay the first contribution from your dashboard to activate it.", SEBI_WARNING],
  };
}

export function sipPaused(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_paused",
    title: "Your SIP is paused",
    body: `Your SIP #${sip.id} in the ${sip.planName} is paused. No contribution is collected until you resume it.`,
    details: facts(sip),
    more: ["Resume it from your dashboard whenever you are ready."],
  };
}

export function sipResumed(sip: SipInvestment): Notice {
  return {
    ...base(sip),
    kind: "sip_resumed",
    title: "Your SIP is running again",
    body: `Your SIP #${sip.id} of ${formatPaiseExact(sip.monthlyAmountPaise)} a month in the ${sip.planName} is running again.`,
    details: facts(sip),
    more: [SEBI_WARNING],
  };
}
