import { readFileSync } from "node:fs";
import path from "node:path";
import PO from "pofile";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../shared/catalog/settings";
import { SEBI_WARNING } from "../../../../shared/catalog/sip-plans";
import { eligibility, emiSummary, paiseToRupees, rupeesToPaise, sipFutureValue, type Paise } from "../../../../shared/finance";
import { CHAT_LINK_PAGES } from "../../../../shared/schema/chat";
import { translator } from "../../../i18n";
import { OTHER_PRODUCTS } from "./answers";
import { builtInAnswer, understand, type AssistantContext, type Intent, type OwnLoan } from "./index";

// The assistant in Hindi: a question in Devanagari is understood as its English twin is, and the answer
// is Hindi with the same figures (the language of a reply is decided in reply-language.ts).
const rates = { homeLoanRate: 8.5, lapRate: 9.5, btTopupRate: 8 };
/** The lender's terms of settings, as a new installation has them. */
const lender = DEFAULT_SETTINGS;
const inHindi = (q: string, loans: OwnLoan[] | null = null) => builtInAnswer(q, { rates, lender, loans, locale: "hi" });
const inEnglish = (q: string, loans: OwnLoan[] | null = null) => builtInAnswer(q, { rates, lender, loans } satisfies AssistantContext);
const rupees = (amount: Paise) => `₹${paiseToRupees(amount).toLocaleString("en-IN")}`;
/** Every rupee figure of a reply (in any order: Hindi puts the words of a sentence in its own). */
const figures = (reply: string) => (reply.match(/₹\d+(?:,\d+)*(?:\.\d+)?/g) ?? []).sort();
/** The paths a reply links to. */
const links = (reply: string) => [...reply.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

describe("answers a question in Devanagari in Hindi, with the figures of its English twin", () => {
  it.each<[string, string, Intent]>([
    ["50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?", "EMI for 50 lakh at 8.5% for 20 years", "emi-calc"],
    ["५० लाख का लोन ८.५% पर २० साल के लिए ईएमआई कितनी होगी?", "EMI for 50 lakh at 8.5% for 20 years", "emi-calc"],
    ["30 लाख के प्रॉपर्टी पर लोन की ईएमआई", "EMI for 30 lakh LAP", "emi-calc"],
    ["12% पर 10 साल के लिए 5,000 की SIP", "SIP of 5,000 for 10 years at 12%", "sip-calc"],
    ["हर महीने 2000 की एसआईपी डेट प्लान में 5 साल", "debt plan mein 2000 ki sip 5 saal", "sip-calc"],
    ["10 साल में 50 लाख जमा करने के लिए SIP", "SIP to reach 50 lakh in 10 years", "sip-goal"],
    ["मेरी आय 80,000 प्रति माह है, मुझे कितना लोन मिलेगा?", "I earn 80,000 a month, how much loan can I get?", "eligibility-calc"],
    ["मेरी मासिक आय 1 लाख है और मौजूदा ईएमआई 20,000 है", "I earn 1 lakh a month and pay an existing EMI of 20,000", "eligibility-calc"],
    ["40 लाख के लोन पर प्रोसेसिंग शुल्क", "processing fee on 40 lakh loan", "fee-calc"],
  ])("%s", (hindi, english, intent) => {
    const hi = inHindi(hindi);
    const en = inEnglish(english);
    expect(hi.intent).toBe(intent);
    expect(en.intent).toBe(intent);
    expect(hi.computed).toBe(true);
    expect(figures(hi.reply)).toEqual(figures(en.reply));
    expect(links(hi.reply)).toEqual(links(en.reply));
    expect(hi.reply).not.toBe(en.reply);
  });

  it("works out the EMI in Hindi words", () => {
    const { reply } = inHindi("50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?");
    const s = emiSummary(rupeesToPaise(5_000_000), 8.5, 240);
    expect(reply).toContain("₹50,00,000 के लोन पर 8.5% सालाना ब्याज दर से 20 साल के लिए ईएमआई **₹43,391 प्रति माह** है।");
    expect(reply).toContain(`कुल ब्याज: ${rupees(s.totalInterest)}। कुल देय राशि: ${rupees(s.totalAmount)}।`);
    expect(reply).toContain("प्रोसेसिंग शुल्क (0.5%): ₹25,000।");
    expect(reply).toContain("[इन आंकड़ों के साथ आवेदन करें](/loan-application?type=home-loan&amount=5000000&tenure=240&interestRate=8.5)");
  });

  it("says what it assumed in Hindi, with the loan type's Hindi name", () => {
    const { reply } = inHindi("30 लाख LAP की ईएमआई");
    expect(reply).toContain(`${rupees(emiSummary(rupeesToPaise(3_000_000), 9.5, 240).emi)} प्रति माह`);
    expect(reply).toContain("मैंने यह माना है: प्रॉपर्टी पर लोन की मौजूदा ब्याज दर 9.5% और 20 साल की अवधि;");
  });

  it("SIP returns, with SEBI's warning in Hindi", () => {
    const { reply } = inHindi("12% पर 10 साल के लिए 5,000 की SIP");
    const r = sipFutureValue(rupeesToPaise(5_000), 12, 120);
    expect(reply).toContain(`आप कुल ${rupees(r.totalInvestment)} निवेश करेंगे, और यह लगभग **${rupees(r.totalValue)}** तक बढ़ सकता है`);
    expect(reply).toContain(translator("hi")(SEBI_WARNING));
    expect(reply).not.toContain(SEBI_WARNING);
    expect(reply).toContain("(/sip?amount=5000&period=10&rate=12)");
  });

  it("eligibility from a monthly income", () => {
    const { reply } = inHindi("मेरी सैलरी 60 हज़ार है, कितना लोन मिलेगा");
    const e = eligibility(rupeesToPaise(60_000), rupeesToPaise(0), 8.5, 240);
    expect(reply).toContain(`यानी **${rupees(e.maxEmi)}** प्रति माह तक की नई ईएमआई।`);
    expect(reply).toContain(`लगभग **${rupees(e.maxLoan)}** का होम लोन मिल सकता है।`);
  });
});

describe("answers from the product's facts in Hindi", () => {
  it("the rates, with the products' Hindi names", () => {
    expect(inHindi("होम लोन की ब्याज दर क्या है?").reply).toContain("होम लोन की मौजूदा ब्याज दर **8.5%** सालाना है।");
    const all = inHindi("ब्याज दर कितनी है");
    expect(all.intent).toBe("rates");
    expect(all.reply).toContain("• होम लोन: **8.5%**");
    expect(all.reply).toContain("• प्रॉपर्टी पर लोन: **9.5%**");
    expect(all.reply).toContain("• बैलेंस ट्रांसफर टॉप-अप: **8.0%**");
  });

  it("the documents and KYC", () => {
    const documents = inHindi("लोन के लिए कौन से दस्तावेज़ चाहिए?");
    expect(documents.intent).toBe("documents");
    expect(documents.reply).toContain("पैन कार्ड, आधार कार्ड और पिछले 3 महीनों की सैलरी स्लिप");
    expect(documents.reply).toContain("(/dashboard?tab=kyc)");
    const kyc = inHindi("केवाईसी कैसे पूरा करें");
    expect(kyc.intent).toBe("kyc");
    expect(kyc.reply).toContain("केवाईसी के लिए पैन कार्ड, आधार कार्ड और सैलरी स्लिप (पिछले 3 महीने)");
    expect(kyc.reply).toContain("PDF, JPG या PNG");
  });

  it("a consultation", () => {
    const a = inHindi("परामर्श कैसे बुक करें");
    expect(a.intent).toBe("consultation");
    expect(a.reply).toContain("मुफ़्त, पूरी तरह ऑनलाइन परामर्श");
    expect(a.reply).toContain("[मुफ़्त परामर्श बुक करें](/consultation)");
  });

  it("the fees", () => {
    const a = inHindi("प्रोसेसिंग शुल्क कितना है");
    expect(a.intent).toBe("fees");
    expect(a.reply).toContain("प्रोसेसिंग शुल्क लोन राशि का 0.5% है (₹10,00,000 पर ₹5,000)");
    expect(inHindi("40 लाख के लोन पर प्रोसेसिंग शुल्क").reply).toContain("**₹20,000**");
  });

  it("a greeting and thanks", () => {
    const hello = inHindi("नमस्ते");
    expect(hello.intent).toBe("greeting");
    expect(hello.reply).toMatch(/^नमस्ते! मैं GharSetu सहायक हूँ।/);
    const thanks = inHindi("धन्यवाद");
    expect(thanks.intent).toBe("thanks");
    expect(thanks.reply).toBe("आपका स्वागत है! लोन, SIP या परामर्श के बारे में मुझसे कुछ भी और पूछें।");
  });

  it("a product GharSetu does not offer, named in Hindi", () => {
    const a = inHindi("कार लोन चाहिए");
    expect(a.intent).toBe("other-product");
    expect(a.reply).toMatch(/^हम कार लोन नहीं देते।/);
  });

  it("names every product it does not offer in both languages", () => {
    const words = ["car", "vehicle", "auto", "bike", "two-wheeler", "two wheeler", "personal", "education", "educational"];
    for (const word of [...words, "student", "gold", "business", "msme"]) {
      expect(OTHER_PRODUCTS, word).toContain(understand(`${word} loan`).otherProduct);
    }
    expect(OTHER_PRODUCTS).toContain(understand("credit card").otherProduct);
    const t = translator("hi");
    for (const product of OTHER_PRODUCTS) expect(t(product), product).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the status of a signed-in customer's applications, in Hindi", () => {
  const loans: OwnLoan[] = [
    {
      id: 12,
      loanType: "HomeLoan",
      amountPaise: rupeesToPaise(2_500_000),
      status: "pending",
      appliedAt: new Date("2026-01-03T06:00:00Z"),
      rejectionReason: null,
      processingFeePaid: false,
    },
    {
      id: 7,
      loanType: "LAP",
      amountPaise: rupeesToPaise(1_000_000),
      status: "rejected",
      appliedAt: new Date("2025-11-20T06:00:00Z"),
      rejectionReason: "Income too low",
      processingFeePaid: true,
    },
  ];

  it("lists them with their status and date in Hindi", () => {
    const a = inHindi("मेरे लोन आवेदन की स्थिति क्या है?", loans);
    expect(a.intent).toBe("status");
    expect(a.reply).toContain(
      "• #12 ₹25,00,000 का होम लोन, 3 जन॰ 2026 को आवेदन: **लंबित: हमारी टीम इसकी समीक्षा कर रही है**; प्रोसेसिंग शुल्क का भुगतान अभी बाकी है",
    );
    // The reason is staff's own words, shown as written.
    expect(a.reply).toContain("• #7 ₹10,00,000 का प्रॉपर्टी पर लोन, 20 नव॰ 2025 को आवेदन: **अस्वीकृत** (Income too low)");
    expect(a.reply).toContain("[अपना डैशबोर्ड खोलें](/dashboard)");
  });

  it("asks a visitor to log in", () => {
    expect(inHindi("मेरा लोन अप्रूव हुआ क्या").reply).toContain("[लॉग इन करें](/auth)");
  });
});

describe("Hinglish follows the page", () => {
  const hinglish = "50 lakh ka EMI kitna hoga 20 saal ke liye";

  it("in Hindi on a Hindi page, with the same figures", () => {
    const hi = inHindi(hinglish);
    expect(hi.reply).toContain("ईएमआई **₹43,391 प्रति माह** है।");
    expect(figures(hi.reply)).toEqual(figures(inEnglish(hinglish).reply));
  });

  it("in English on an English page, as before", () => {
    const en = inEnglish(hinglish);
    expect(en.reply).toContain("the EMI is **₹43,391 per month**.");
    expect(en.reply).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe("every Hindi reply", () => {
  const questions = [
    "50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई",
    "2 करोड़ की ईएमआई",
    "ईएमआई 50 लाख 500% पर",
    "-50 लाख की ईएमआई",
    "12% पर 10 साल के लिए 5,000 की SIP",
    "मैं 5 लाख निवेश करना चाहता हूँ",
    "हर महीने 2 लाख की SIP",
    "10 साल में 50 लाख जमा करने के लिए SIP",
    "5 साल में 50 करोड़ जमा करने के लिए SIP",
    "मेरी आय 1 लाख प्रति माह है",
    "मेरी आय 8000 प्रति माह है",
    "सैलरी 12 लाख, 40 साल का लोन",
    "आय 1 लाख प्रति माह, ईएमआई 60000",
    "प्रोसेसिंग शुल्क 5 करोड़ पर",
    "ब्याज दर",
    "प्रॉपर्टी पर लोन की दर और प्रोसेसिंग शुल्क",
    "दस्तावेज़",
    "केवाईसी",
    "परामर्श",
    "संपर्क",
    "आवेदन कैसे करें",
    "होम लोन",
    "बैलेंस ट्रांसफर",
    "टैक्स बचत",
    "SIP क्या है",
    "ईएमआई क्या है",
    "पात्रता",
    "घरसेतु क्या है",
    "कार लोन",
    "प्रीपेमेंट शुल्क",
    "नमस्ते",
    "धन्यवाद",
    "आज मौसम कैसा है",
  ];

  it.each(questions)("is Hindi on every line, and links only to the chat's pages: %s", (question) => {
    const { reply } = inHindi(question, []);
    for (const line of reply.split("\n")) expect(line, reply).toMatch(/[\u0900-\u097F]/);
    for (const href of links(reply)) expect(CHAT_LINK_PAGES, href).toContain(href.split("?")[0]);
  });
});

describe("the chat catalogue", () => {
  const catalogue = (locale: string) =>
    new Map(
      PO.parse(readFileSync(path.join(__dirname, "..", "locales", `${locale}.po`), "utf8"))
        .items.filter((i) => i.msgid && !i.obsolete)
        .map((i) => [i.msgid, i.msgstr.join("") || i.msgid]),
    );
  const english = catalogue("en");
  const hindi = catalogue("hi");
  /** The values a message takes and the links it holds: a translation keeps them all. */
  const shape = (message: string) => ({
    values: [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort(),
    links: (message.match(/\]\(/g) ?? []).length,
    bold: (message.match(/\*\*/g) ?? []).length,
  });

  it("has Hindi for every message, with the same values, links and bold figures", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [id, message] of english) expect(shape(hindi.get(id)!), id).toEqual(shape(message));
  });

  it("quotes sample questions the assistant understands as it understands their English twins", () => {
    const values = { rate: "8.5%", amount: "₹5,00,000" };
    const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    const read = (question: string) => {
      const u = understand(question);
      return { intent: u.intent, quantities: u.quantities.map((q) => `${q.kind} ${q.value}`).sort() };
    };
    let samples = 0;
    for (const id of english.keys()) {
      const en = quoted(translator("en")(id, values));
      const hi = quoted(translator("hi")(id, values));
      expect(hi.length, id).toBe(en.length);
      en.forEach((question, i) => expect(read(hi[i]), `${id}: ${hi[i]}`).toEqual(read(question)));
      samples += en.length;
    }
    expect(samples).toBeGreaterThan(15);
  });
});
