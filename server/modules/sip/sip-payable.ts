import { and, eq } from "drizzle-orm";
import { sipInvestments } from "../../../shared/schema";
import { itemStatus, type Payable } from "../payments";

/** Why an ended SIP takes no contribution: one whole sentence for each status (docs/i18n.md). */
const NOT_DUE: Record<string, string | undefined> = {
  cancelled: /*i18n*/ "This SIP is cancelled, so no contribution is due",
  completed: /*i18n*/ "This SIP is completed, so no contribution is due",
};

/** A SIP's first contribution: taken only while the SIP is active. */
export const sipContribution: Payable = {
  notFoundMessage: /*i18n*/ "SIP investment not found",
  refusal: (status) =>
    status === "paused"
      ? /*i18n*/ "This SIP is paused. Resume it to pay a contribution."
      : status === "active"
        ? null
        : (NOT_DUE[status] ?? `This SIP is ${status}, so no contribution is due`),
  status: (db, id, lock) => itemStatus(db, sipInvestments, id, lock),
  async find(db, userId, id) {
    const [sip] = await db
      .select()
      .from(sipInvestments)
      .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, userId)));
    return sip
      ? { status: sip.status, amountPaise: sip.monthlyAmountPaise, description: `First contribution, ${sip.planName} (SIP #${sip.id})` }
      : null;
  },
};
