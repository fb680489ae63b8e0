import type { IndianStateCode } from "./indian-states";

/**
 * Stamp duty on a memorandum of deposit of title deeds (MODT), the paper that makes the property the
 * loan's security. It is a state's tax, set by its Stamp Act: a percent of the amount secured, usually with
 * a ceiling. A state listed here is charged its own rule; any other at the lender's general rate (the
 * superadmin's `modtStampDutyPercent`). Each entry names its source and the date it was read, as they
 * change with a state's budget: docs/decisions/modt-stamp-duty-by-state.md says how to add or change one.
 */
export type ModtRule = {
  /** Percent of the loan (the amount the mortgage secures). */
  percent: number;
  /** The most charged, in rupees; null: no ceiling. */
  maxRupees: number | null;
  source: string;
  asOf: string;
};

export const MODT_STAMP_DUTY: Partial<Record<IndianStateCode, ModtRule>> = {
  MH: {
    percent: 0.3,
    maxRupees: 1_000_000,
    source: "Maharashtra Stamp Act, 1958, Schedule I, Article 6(1): agreement relating to deposit of title deeds",
    asOf: "2026-11-27",
  },
  TN: {
    percent: 0.5,
    maxRupees: 30_000,
    source: "Indian Stamp Act, 1899, as it applies in Tamil Nadu, Schedule I, Article 6: deposit of title deeds",
    asOf: "2026-11-27",
  },
};
