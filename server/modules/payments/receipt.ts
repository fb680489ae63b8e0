import { and, eq, inArray } from "drizzle-orm";
import { istDateOf } from "../../../shared/calendar/ist";
import { COMPANY } from "../../../shared/catalog/company";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import type { PaymentType } from "../../../shared/catalog/transactions";
import { now } from "../../../shared/clock";
import { gstIncluded, type Paise } from "../../../shared/finance";
import { formatIstDateTime, formatPaiseExact, groupIndian } from "../../../shared/format";
import type { Locale } from "../../../shared/i18n/locales";
import { consultations, loanApplications, payments, sipInvestments, transactions, users } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { onLetterhead, paperLang } from "../../papers/letterhead";
import { COLOURS } from "../../papers/pdf-writer";

/** Fees carry GST (the settings' rate when the order was made, included in the amount); a SIP contribution is an investment and carries none. */
export const GST_FEES: readonly string[] = ["loan-processing-fee", "consultation"] satisfies PaymentType[];

/** The receipt's number: the year it was paid (IST) and the payment's own number. GS/RCPT/2026/000123. */
export const receiptNumber = (paymentId: number, paidAt: Date) =>
  `GS/RCPT/${istDateOf(paidAt).slice(0, 4)}/${String(paymentId).padStart(6, "0")}`;

/**
 * The receipt of one of the caller's captured payments, as a PDF in their language: what was paid for, the
 * gateway's payment id, the amount and, for a fee, the GST within it (the value before tax, central and
 * state GST), with the company's GSTIN and address. Anyone else's payment, or one not captured, is "not found".
 */
export async function paymentReceipt(db: Db, userId: number, id: number, locale: Locale): Promise<{ pdf: Buffer; fileName: string }> {
  const [found] = await db
    .select({
      payment: payments,
      paidAt: transactions.transactionDate,
      payer: users.fullName,
      loanType: loanApplications.loanType,
      planName: sipInvestments.planName,
      topic: consultations.topic,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(transactions, eq(transactions.paymentId, payments.id))
    .leftJoin(loanApplications, and(eq(payments.paymentFor, "loan-processing-fee"), eq(loanApplications.id, payments.relatedId)))
    .leftJoin(sipInvestments, and(eq(payments.paymentFor, "sip-investment"), eq(sipInvestments.id, payments.relatedId)))
    .leftJoin(consultations, and(eq(payments.paymentFor, "consultation"), eq(consultations.id, payments.relatedId)))
    // A payment made: captured, or since marked to be refunded (the receipt says so).
    .where(and(eq(payments.id, id), eq(payments.userId, userId), inArray(payments.status, ["captured", "refund_due"])));
  if (!found) throw notFound(/*i18n*/ "Payment not found");
  const { payment, payer } = found;
  const paidAt = found.paidAt ?? payment.updatedAt;
  const lang = paperLang(locale);
  const { t } = lang;
  const item = payment.relatedId ?? 0;
  const paidFor =
    payment.paymentFor === "loan-processing-fee"
      ? t(
          /*i18n*/ {
            id: "papers.receipt.loan_fee",
            message: "Processing fee for your {loanType} application #{id}",
            values: { loanType: t(loanTypeLabel(found.loanType)), id: item },
          },
        )
      : payment.paymentFor === "consultation"
        ? t(
            /*i18n*/ {
              id: "papers.receipt.consultation",
              message: "Consultation fee: {topic} (booking #{id})",
              values: { topic: found.topic ? t(found.topic) : "", id: item },
            },
          )
        : t(
            /*i18n*/ {
              id: "papers.receipt.sip",
              message: "SIP contribution: {plan} (SIP #{id})",
              values: { plan: found.planName ? t(found.planName) : "", id: item },
            },
          );
  const number = receiptNumber(payment.id, paidAt);
  const w = onLetterhead(lang, {
    title: t(/*i18n*/ "Payment receipt"),
    createdAt: now(),
    references: [
      [t(/*i18n*/ "Receipt number"), number],
      [t(/*i18n*/ "Paid on"), formatIstDateTime(paidAt, locale)],
      [t(/*i18n*/ "Received from"), payer],
      [t(/*i18n*/ "GSTIN"), COMPANY.gstin],
    ],
  });
  const amount = payment.amountPaise;
  const money = (p: Paise) => formatPaiseExact(p);
  // The rate recorded with the order: a receipt says the same whenever it is downloaded.
  const gstPercent = payment.feeGstPercent ?? 0;
  const taxed = GST_FEES.includes(payment.paymentFor) && gstPercent > 0 && amount > 0;
  const split = gstIncluded(amount, taxed ? gstPercent : 0);
  const half = groupIndian(gstPercent / 2, 2);
  w.heading(t(/*i18n*/ "What you paid for"));
  w.facts([
    { label: t(/*i18n*/ "Description"), value: paidFor },
    ...(taxed
      ? [
          { label: t(/*i18n*/ "Value before tax"), value: money(split.taxable) },
          {
            label: t(/*i18n*/ { id: "papers.receipt.cgst", message: "Central GST ({rate}%)", values: { rate: half } }),
            value: money(split.cgst),
          },
          {
            label: t(/*i18n*/ { id: "papers.receipt.sgst", message: "State GST ({rate}%)", values: { rate: half } }),
            value: money(split.sgst),
          },
        ]
      : []),
    { label: t(/*i18n*/ "Amount paid"), value: money(amount), strong: true },
  ]);
  w.heading(t(/*i18n*/ "Payment details"));
  w.facts([
    {
      label: t(/*i18n*/ "Paid through"),
      value: payment.demoMode ? t(/*i18n*/ "Demo mode (no money moved)") : "Razorpay",
    },
    { label: t(/*i18n*/ "Payment id"), value: payment.paymentId ?? "—" },
    { label: t(/*i18n*/ "Order id"), value: payment.orderId },
  ]);
  w.paragraph(
    taxed
      ? t(
          /*i18n*/ {
            id: "papers.receipt.gst_note",
            message: "The amount includes GST at {rate}%. Place of supply: Madhya Pradesh (23).",
            values: { rate: groupIndian(gstPercent, 2) },
          },
        )
      : GST_FEES.includes(payment.paymentFor)
        ? t(/*i18n*/ "No GST is charged on this fee.")
        : t(/*i18n*/ "A SIP contribution is an investment: no GST is charged on it."),
    { size: 8.5, colour: COLOURS.muted, after: 4 },
  );
  if (payment.status === "refund_due")
    w.paragraph(t(/*i18n*/ "This payment is being refunded to the account it came from."), { weight: "bold", after: 4 });
  w.paragraph(t(/*i18n*/ "This receipt is issued electronically and needs no signature."), { size: 8.5, colour: COLOURS.muted });
  return { pdf: await w.finish(), fileName: `gharsetu-receipt-${payment.id}.pdf` };
}
