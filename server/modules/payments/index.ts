/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { paymentsRoutes } from "./payments.routes";
export { expireOpenOrders, markRefundDue } from "./payments.service";
export { createGateway } from "./razorpay-gateway";
export type { PaymentGateway } from "./razorpay-gateway";
export { capturedPaymentCount, capturedPaymentOf, hasCapturedPayment, hasPaidAnything, itemStatus } from "./payables";
export type { Payable, PayableItem, Payables } from "./payables";
export { recordMandateDebit, SIP_INSTALMENT_PAYMENT } from "./mandate-debits";
export { createRecurringGateway, demoRecurring, GatewayUnavailable } from "./razorpay-recurring";
export type { DebitOutcome, RecurringGateway } from "./razorpay-recurring";
