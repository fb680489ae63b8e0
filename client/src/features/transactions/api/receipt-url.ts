/** GET /api/payments/:id/receipt: the payment's receipt as a PDF in the page's language; a plain link downloads it with the session cookie. */
export const receiptUrl = (paymentId: number, locale: string) => `/api/payments/${paymentId}/receipt?lang=${locale}`;
