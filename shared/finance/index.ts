export * from "./money";
export * from "./emi";
export * from "./amortization";
export * from "./fees";
export * from "./eligibility";
export * from "./balance-transfer";
export * from "./prepayment";
export * from "./sip";
