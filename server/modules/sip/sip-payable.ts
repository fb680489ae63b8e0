import { and, eq } from "drizzle-orm";
import { sipInvestments } from "../../../shared/schema";
import { itemStatus, type Payable } from "../payments";

/** A SIP's first contribution: taken only while the SIP is active. */
export const sipContribution: Payable = {
  notFoundMessage: "SIP investment not found",
  refusal: (status) =>
    status === "paused"
      ? "This SIP is paused. Resume it to pay a contribution."
      : status === "active"
        ? null
        : `This SIP is ${status}, so no contribution is due`,
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
