/**
 * Days on which banks do not settle: a mandate's debit, a SIP's instalment and a count of working days
 * (the Key Fact Statement's validity, a cancellation's two working days) skip them as they skip weekends.
 * National holidays fall on the same date each year; Good Friday is worked out from Easter; holidays
 * that move with a lunar calendar are listed by date, each year as the RBI's list for NACH is published
 * (docs/decisions/sip-mandates-and-jobs.md says how to add a year).
 */
export const FIXED_HOLIDAYS: readonly { monthDay: string; name: string }[] = [
  { monthDay: "01-26", name: "Republic Day" },
  { monthDay: "08-15", name: "Independence Day" },
  { monthDay: "10-02", name: "Gandhi Jayanti" },
  { monthDay: "12-25", name: "Christmas" },
];

/** Dated holidays beyond the fixed ones and Good Friday (YYYY-MM-DD), with the source they were read from. */
export const DATED_HOLIDAYS: readonly { date: string; name: string; source: string }[] = [];
