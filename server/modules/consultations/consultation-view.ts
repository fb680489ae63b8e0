import { inArray } from "drizzle-orm";
import type { AdviserLanguage } from "../../../shared/catalog/adviser-languages";
import { initialsOf } from "../../../shared/catalog/consultations";
import type { AdviserBadge } from "../../../shared/contracts/consultations";
import { advisers, type Consultation } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { withFields } from "../../db/row-view";

/** The badges of the advisers with these ids (the name customers see, its initials, the languages). */
export async function adviserBadges(db: Executor, ids: (number | null)[]): Promise<Map<number, AdviserBadge>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(advisers).where(inArray(advisers.userId, wanted));
  return new Map(
    rows.map((a) => [a.userId, { name: a.displayName, initials: initialsOf(a.displayName), languages: a.languages as AdviserLanguage[] }]),
  );
}

export type BookingView = Omit<Consultation, "reminded24hAt" | "reminded1hAt"> & { adviser: AdviserBadge | null };

/** A booking as the API shows it: without the job runner's bookkeeping, with its adviser (null: none yet). */
function viewOf(row: Consultation, adviser: AdviserBadge | null): BookingView {
  const { reminded24hAt: _24h, reminded1hAt: _1h, ...booking } = row;
  return withFields(booking, { adviser });
}

/** Bookings as the API shows them, each with the adviser it is with. */
export async function withAdvisers(db: Executor, rows: Consultation[]): Promise<BookingView[]> {
  const badges = await adviserBadges(
    db,
    rows.map((r) => r.adviserId),
  );
  return rows.map((r) => viewOf(r, (r.adviserId !== null && badges.get(r.adviserId)) || null));
}

export async function withAdviser(db: Executor, row: Consultation): Promise<BookingView> {
  return (await withAdvisers(db, [row]))[0];
}
