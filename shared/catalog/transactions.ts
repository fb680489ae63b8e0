/** Labels for transaction types; the spec shows any other type as a SIP contribution. */
const LABELS: Record<string, string> = {
  loan_disbursement: "Loan Disbursement",
  emi_payment: "EMI Payment",
  processing_fee: "Processing Fee",
  consultation_fee: "Consultation Fee",
  sip_contribution: "SIP Contribution",
};

export function transactionLabel(type: string): string {
  return LABELS[type] ?? "SIP Contribution";
}

export const PAYMENT_TYPES = ["loan-processing-fee", "consultation", "sip-investment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Which transaction a captured payment of each type writes. */
export const PAYMENT_TRANSACTION_TYPE: Record<PaymentType, string> = {
  "loan-processing-fee": "processing_fee",
  consultation: "consultation_fee",
  "sip-investment": "sip_contribution",
};
