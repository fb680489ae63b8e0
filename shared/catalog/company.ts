/** Company contact details: one place, plainly fictional values. */
export const COMPANY = {
  name: "GharSetu",
  legalName: "GharSetu Home Finance Services Pvt. Ltd. (fictional)",
  tagline: /*i18n*/ "Your bridge home",
  assistantName: /*i18n*/ "GharSetu Assistant",
  /** The hours in words (business-hours.ts is the rule; business-hours.test.ts keeps the two in step). */
  businessHours: [
    { days: /*i18n*/ "Monday - Friday", hours: /*i18n*/ "9:00 AM - 6:00 PM" },
    { days: /*i18n*/ "Saturday - Sunday", hours: /*i18n*/ "Closed" },
  ],
  phones: ["+91 90000 00001", "+91 90000 00002"],
  email: "support@gharsetu.example",
  address: "Plot 0, Example Business Park, MP Nagar Zone 0, Bhopal, Madhya Pradesh 462000",
  /** GST registration, on receipts (Madhya Pradesh, state code 23: the fees' place of supply). Fictional. */
  gstin: "23AAACG0000A1Z5",
  /** Company identification number, on the papers' letterhead. Fictional. */
  cin: "U65999MP2025PTC000000",
  /**
   * The RBI's certificate of registration as a housing finance company (HFCs register with the RBI since
   * 2019, before that with the NHB; their numbers read like 00.0000.00). Fictional.
   */
  rbiRegistrationNo: "00.0000.25",
  grievanceOfficer: {
    name: "Asha Verma (fictional)",
    designation: /*i18n*/ "Grievance Redressal Officer",
    email: "grievance@gharsetu.example",
    phone: "+91 90000 00003",
    hours: /*i18n*/ "Monday - Friday, 9:00 AM - 6:00 PM",
    /** Days within which the officer answers a complaint (RBI's digital lending directions). */
    responseDays: 30,
    escalationNote:
      /*i18n*/ "If your complaint is not resolved within 30 days, you may escalate it to the RBI Integrated Ombudsman at cms.rbi.org.in (toll-free 14448).",
  },
  /** Where a customer goes when the officer's answer is late or unsatisfactory: real public details, not fictional. */
  ombudsman: {
    name: /*i18n*/ "RBI Integrated Ombudsman Scheme, 2021",
    portal: "https://cms.rbi.org.in",
    portalLabel: "cms.rbi.org.in",
    tollFree: "14448",
    post: "Centralised Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh 160017",
  },
  social: [
    { name: "Facebook", href: "https://facebook.com/" },
    { name: "Twitter", href: "https://twitter.com/" },
    { name: "Instagram", href: "https://instagram.com/" },
    { name: "LinkedIn", href: "https://linkedin.com/" },
  ],
} as const;
