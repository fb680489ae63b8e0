/** Company contact details: one place, plainly fictional values. */
export const COMPANY = {
  name: "GharSetu",
  legalName: "GharSetu Home Finance Services Pvt. Ltd. (fictional)",
  tagline: "Your bridge home",
  assistantName: "GharSetu Assistant",
  businessHours: [
    { days: "Monday - Saturday", hours: "10:00 AM - 6:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  phones: ["+91 90000 00001", "+91 90000 00002"],
  email: "support@gharsetu.example",
  address: "Plot 0, Example Business Park, MP Nagar Zone 0, Bhopal, Madhya Pradesh 462000",
  grievanceOfficer: {
    name: "Asha Verma (fictional)",
    email: "grievance@gharsetu.example",
    phone: "+91 90000 00003",
    escalationNote:
      "If your complaint is not resolved within 30 days, you may escalate it to the RBI Integrated Ombudsman at cms.rbi.org.in.",
  },
  social: [
    { name: "Facebook", href: "https://facebook.com/" },
    { name: "Twitter", href: "https://twitter.com/" },
    { name: "Instagram", href: "https://instagram.com/" },
    { name: "LinkedIn", href: "https://linkedin.com/" },
  ],
} as const;
