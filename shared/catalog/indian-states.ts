/**
 * India's states and union territories, for where a property is (the stamp duty on its mortgage is the
 * state's: ./modt-stamp-duty.ts). The codes are ours and stored, so they never change; mostly they are the
 * ISO 3166-2:IN ones.
 */
export const INDIAN_STATES = [
  { code: "AN", name: /*i18n*/ "Andaman and Nicobar Islands" },
  { code: "AP", name: /*i18n*/ "Andhra Pradesh" },
  { code: "AR", name: /*i18n*/ "Arunachal Pradesh" },
  { code: "AS", name: /*i18n*/ "Assam" },
  { code: "BR", name: /*i18n*/ "Bihar" },
  { code: "CH", name: /*i18n*/ "Chandigarh" },
  { code: "CG", name: /*i18n*/ "Chhattisgarh" },
  { code: "DH", name: /*i18n*/ "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "DL", name: /*i18n*/ "Delhi" },
  { code: "GA", name: /*i18n*/ "Goa" },
  { code: "GJ", name: /*i18n*/ "Gujarat" },
  { code: "HR", name: /*i18n*/ "Haryana" },
  { code: "HP", name: /*i18n*/ "Himachal Pradesh" },
  { code: "JK", name: /*i18n*/ "Jammu and Kashmir" },
  { code: "JH", name: /*i18n*/ "Jharkhand" },
  { code: "KA", name: /*i18n*/ "Karnataka" },
  { code: "KL", name: /*i18n*/ "Kerala" },
  { code: "LA", name: /*i18n*/ "Ladakh" },
  { code: "LD", name: /*i18n*/ "Lakshadweep" },
  { code: "MP", name: /*i18n*/ "Madhya Pradesh" },
  { code: "MH", name: /*i18n*/ "Maharashtra" },
  { code: "MN", name: /*i18n*/ "Manipur" },
  { code: "ML", name: /*i18n*/ "Meghalaya" },
  { code: "MZ", name: /*i18n*/ "Mizoram" },
  { code: "NL", name: /*i18n*/ "Nagaland" },
  { code: "OD", name: /*i18n*/ "Odisha" },
  { code: "PY", name: /*i18n*/ "Puducherry" },
  { code: "PB", name: /*i18n*/ "Punjab" },
  { code: "RJ", name: /*i18n*/ "Rajasthan" },
  { code: "SK", name: /*i18n*/ "Sikkim" },
  { code: "TN", name: /*i18n*/ "Tamil Nadu" },
  { code: "TG", name: /*i18n*/ "Telangana" },
  { code: "TR", name: /*i18n*/ "Tripura" },
  { code: "UP", name: /*i18n*/ "Uttar Pradesh" },
  { code: "UK", name: /*i18n*/ "Uttarakhand" },
  { code: "WB", name: /*i18n*/ "West Bengal" },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]["code"];

export const INDIAN_STATE_CODES = INDIAN_STATES.map((s) => s.code) as [IndianStateCode, ...IndianStateCode[]];

const NAMES = new Map<string, string>(INDIAN_STATES.map((s) => [s.code, s.name]));

/** The state's name in English (a catalogue id: pass it through i18n._ to show it in the page's language). */
export const stateName = (code: IndianStateCode): string => NAMES.get(code) ?? code;
