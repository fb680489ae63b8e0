import type { Page } from "playwright-core";

/**
 * Latin words a Hindi page may show as they are: product names, abbreviations Indian banks keep in
 * Latin letters (docs/i18n-glossary.md, "Keep as written"), units, and names of the people and
 * organisations on the page. Anything else in Latin letters on a Hindi page is English left untranslated.
 * Text inside an element marked `lang="en…"` (a postal address, a legal name) is English on purpose, and
 * text inside `translate="no"` is someone's own words (a customer's notes, a reviewer's reason, a name):
 * data shown as it was written, not ours to translate.
 */
export const LATIN_ALLOWED = new Set(
  [
    "GharSetu",
    "Ghar",
    "Setu",
    "SIP",
    "SIPs",
    "NAV",
    "APR",
    "KFS",
    "NBFC",
    "NBFCs",
    "RBI",
    "UPI",
    "DPDP",
    "PMAY",
    "EWS",
    "LIG",
    "MIG",
    "CIBIL",
    "IST",
    "ITR",
    "ATM",
    "CA",
    "LAP",
    "BT",
    "ELSS",
    "XIRR",
    "AMFI",
    "SEBI",
    "IFSC",
    "FOIR",
    "QR",
    "BHK",
    "TOTP",
    "IP",
    "CSV",
    "JSON",
    "NACH",
    // Registration codes and a regulatory document's name, written in Latin letters on Hindi pages as on the documents themselves.
    "CIN",
    "GSTIN",
    "MITC",
    "PDF",
    "JPG",
    "PNG",
    "MB",
    "KB",
    "ID",
    "AM",
    "PM",
    "Razorpay",
    "HDFC",
    "ICICI",
    "SBI",
    "LIC",
    "Axis",
    "Kotak",
    "Bajaj",
    "Tata",
    "Facebook",
    "Twitter",
    "Instagram",
    "LinkedIn",
    "English",
  ].map((w) => w.toLowerCase()),
);

/** Visible text and labels on the page in Latin letters that are not allowed on a Hindi page. */
export function untranslatedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const allow = new Set(allowed);
      const found = new Set<string>();
      const skipped = '[lang^="en"], [translate="no"], script, style, noscript, [aria-hidden="true"], [hidden]';
      const english = (el: Element | null) => !!el?.closest(skipped);
      const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
      const check = (text: string, where: string) => {
        // E-mail addresses, web addresses, codes and amounts (ABCDE1234F, pay_29QQoUBi66xm2: anything with a
        // digit in it) and the X runs that mask a number (XXXX XXXX 8290) are not words.
        const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w.-]+\.(?:in|com|example|org)\b|\b\w*\d\w*\b|\bX{2,}\b/g, " ");
        const words = cleaned.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
        const bad = words.filter((w) => w.length > 1 && !allow.has(w.toLowerCase().replace(/['’]s$/, "")));
        if (bad.length) found.add(`${where}: "${text.trim().slice(0, 80)}"`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || english(parent) || !visible(parent) || !node.textContent?.trim()) continue;
        check(node.textContent, parent.tagName.toLowerCase());
      }
      for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        if (english(el)) continue;
        for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
          const value = el.getAttribute(attr);
          if (value) check(value, `${el.tagName.toLowerCase()}[${attr}]`);
        }
      }
      return [...found];
    },
    [...LATIN_ALLOWED],
  );
}
