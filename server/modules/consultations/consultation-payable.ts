import { and, eq } from "drizzle-orm";
import { ZERO_PAISE } from "../../../shared/finance/money";
import { consultations } from "../../../shared/schema";
import { itemStatus, type Payable } from "../payments";
import { confirmBooking } from "./confirmation";

/**
 * A consultation's ₹0 confirmation: anything but a cancelled booking may be confirmed; confirming a
 * pending booking schedules it (docs/decisions/consultation-advisers-and-reminders.md).
 */
export const consultationConfirmation: Payable = {
  notFoundMessage: /*i18n*/ "Consultation not found",
  refusal: (status) => (status === "cancelled" ? /*i18n*/ "This consultation was cancelled, so there is nothing to confirm" : null),
  // Locked for update: confirming writes the booking in the capture's transaction.
  status: (db, id, lock) => itemStatus(db, consultations, id, lock, "update"),
  async find(db, userId, id) {
    const [c] = await db
      .select()
      .from(consultations)
      .where(and(eq(consultations.id, id), eq(consultations.userId, userId)));
    return c ? { status: c.status, amountPaise: ZERO_PAISE, description: `Consultation booking #${c.id}: ${c.topic}` } : null;
  },
  async captured(tx, payment, ctx) {
    const [booking] = await tx.select().from(consultations).where(eq(consultations.id, payment.relatedId!)).for("update");
    if (booking?.status === "pending") await confirmBooking(tx, booking, ctx, "customer");
  },
};
