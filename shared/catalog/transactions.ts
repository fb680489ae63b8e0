/** Labels for transaction types; the spec shows any other type as a SIP contribution. */
const LABELS: Record<string, string> = {
  loan_disbursement: /*i18n*/ "Loan Disbursement",
  emi_payment: /*i18n*/ "EMI Payment",
  processing_fee: /*i18n*/ "Processing Fee",
  consultation_fee: /*i18n*/ "Consultation Fee",
  sip_contribution: /*i18n*/ "SIP Contribution",
};

export function transactionLabel(type: string): string {
  return LABELS[type] ?? /*i18n*/ "SIP Contribution";
}

export const PAYMENT_TYPES = ["loan-processing-fee", "consultation", "sip-investment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * A payment's life: an open order (`created`), paid (`captured`), closed unpaid (`expired`), money for an
 * item already paid (`duplicate`) or for one that no longer takes payments (`refund_due`).
 */
export const PAYMENT_STATUSES = ["created", "captured", "expired", "duplicate", "refund_due"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Which transaction a captured payment of each type writes. */
export const PAYMENT_TRANSACTION_TYPE: Record<PaymentType, string> = {
  "loan-processing-fee": "processing_fee",
  consultation: "consultation_fee",
  "sip-investment": "sip_contribution",
};

/** The 409 message for an item paid already; the payment card shows "Already paid" for it and an error for any other 409. */
export const ALREADY_PAID_MESSAGE = /*i18n*/ "This has already been paid";

/** The codes of payment errors the client acts on (it decides by these, never by the message's words). */
export const PAYMENT_ERROR_CODES = {
  alreadyPaid: "ALREADY_PAID",
  /** The item named cannot be paid for (not the payer's, or in a status that takes no payment). */
  notPayable: "NOT_PAYABLE",
  /** The processing fee waits for the borrower to acknowledge the Key Fact Statement that states the terms. */
  kfsNotAcknowledged: "KFS_NOT_ACKNOWLEDGED",
  gatewayUnavailable: "PAYMENT_GATEWAY_UNAVAILABLE",
  gatewayRefusedKeys: "PAYMENT_GATEWAY_AUTH_FAILED",
} as const;

/** The customer's list each payment type changes (a fee paid, a SIP's contributions). */
export const PAYMENT_ITEM_LIST: Record<PaymentType, string> = {
  "loan-processing-fee": "/api/loan-applications",
  consultation: "/api/consultations",
  "sip-investment": "/api/sip-investments",
};
