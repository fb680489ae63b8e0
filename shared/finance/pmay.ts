import { PMAY_ISS, type PmayBand } from "../catalog/pmay";
import { emi } from "./emi";
import { paise, roundToPaisa, rupeesToPaise, type Paise } from "./money";

export type PmayInput = {
  /** The household's income a year. */
  annualIncome: Paise;
  houseValue: Paise;
  loan: Paise;
  /** The loan's rate, a year. */
  ratePercent: number;
  tenureMonths: number;
  /** No one in the household owns a pucca house anywhere in India. */
  firstPuccaHouse: boolean;
};

/** Why a household is not eligible, by the scheme's rule. */
export type PmayRefusal = "income" | "house_value" | "loan" | "not_first_house";

export type PmayResult =
  | { eligible: false; band: PmayBand | null; refusals: PmayRefusal[] }
  | {
      eligible: true;
      band: PmayBand;
      /** The part of the loan the subsidy is on, and for how many months. */
      subsidisedLoan: Paise;
      subsidyMonths: number;
      /** The interest the subsidy covers: the subsidised part's EMIs at the loan's rate less those at 4 points lower, over those months. */
      interestCovered: Paise;
      /** What is paid: the interest covered, at most the scheme's cap. */
      subsidy: Paise;
      /** The yearly instalments it is paid in (the last takes the paise left). */
      instalments: Paise[];
      /** Their value today, discounted at the scheme's rate from the end of each year. */
      presentValue: Paise;
    };

const rs = rupeesToPaise;

/**
 * PMAY-U 2.0's interest subsidy for a first home: eligibility (income band, the house's value, the loan,
 * a first pucca house) and the subsidy, its five yearly instalments and their present value. The scheme's
 * figures are shared/catalog/pmay.ts's.
 */
export function pmaySubsidy(input: PmayInput): PmayResult {
  const s = PMAY_ISS;
  const band = s.bands.find((b) => input.annualIncome <= rs(b.maxIncome))?.id ?? null;
  const refusals: PmayRefusal[] = [];
  if (band === null) refusals.push("income");
  if (input.houseValue > rs(s.maxHouseValue)) refusals.push("house_value");
  if (input.loan > rs(s.maxLoan)) refusals.push("loan");
  if (!input.firstPuccaHouse) refusals.push("not_first_house");
  if (band === null || refusals.length > 0) return { eligible: false, band, refusals };

  const subsidisedLoan = paise(Math.min(input.loan, rs(s.subsidisedLoan)));
  const subsidyMonths = Math.min(input.tenureMonths, s.subsidyYears * 12);
  // The subsidised part as a loan of its own over the loan's tenure: what its EMIs cost at the loan's rate
  // and at the rate less the subsidy, over the months the subsidy runs.
  const full = emi(subsidisedLoan, input.ratePercent, input.tenureMonths);
  const reduced = emi(subsidisedLoan, Math.max(0, input.ratePercent - s.subsidyPercent), input.tenureMonths);
  const interestCovered = paise((full - reduced) * subsidyMonths);
  const subsidy = paise(Math.min(interestCovered, rs(s.maxSubsidy)));
  const each = paise(Math.floor(subsidy / s.instalments / 100) * 100);
  const instalments = Array.from({ length: s.instalments }, (_, i) =>
    i === s.instalments - 1 ? paise(subsidy - each * (s.instalments - 1)) : each,
  );
  const presentValue = roundToPaisa(instalments.reduce((pv, amount, i) => pv + amount / (1 + s.discountPercent / 100) ** (i + 1), 0));
  return { eligible: true, band, subsidisedLoan, subsidyMonths, interestCovered, subsidy, instalments, presentValue };
}
