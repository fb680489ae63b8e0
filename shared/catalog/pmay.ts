/**
 * PMAY-U 2.0's interest subsidy scheme (ISS) for a first home, as the Ministry of Housing and Urban Affairs
 * set it out in the scheme's operational guidelines (2024). The figures change with the scheme: each is
 * dated, and shared/finance/pmay.ts reads them from here only.
 */
export const PMAY_ISS = {
  source: "PMAY-U 2.0 operational guidelines, Ministry of Housing and Urban Affairs, Government of India",
  asOf: "2024-09-01",
  /** Household income bands, a year, in rupees: the upper limit of each. */
  bands: [
    { id: "EWS", label: /*i18n*/ "Economically weaker section (EWS)", maxIncome: 300_000 },
    { id: "LIG", label: /*i18n*/ "Lower income group (LIG)", maxIncome: 600_000 },
    { id: "MIG", label: /*i18n*/ "Middle income group (MIG)", maxIncome: 900_000 },
  ],
  /** The house's value and the loan at most, in rupees. */
  maxHouseValue: 3_500_000,
  maxLoan: 2_500_000,
  /** The subsidy: this percent a year of interest on at most this much of the loan, for at most these years. */
  subsidyPercent: 4,
  subsidisedLoan: 800_000,
  subsidyYears: 12,
  /** The most paid, in rupees, in this many yearly instalments. */
  maxSubsidy: 180_000,
  instalments: 5,
  /**
   * The yearly rate the subsidy's instalments are discounted at for their present value (the rate the first
   * PMAY's credit-linked subsidy was worked out with).
   */
  discountPercent: 9,
} as const;

export type PmayBand = (typeof PMAY_ISS.bands)[number]["id"];
