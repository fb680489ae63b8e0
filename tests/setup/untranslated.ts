import type { Page } from "playwright-core";

/**
 * Latin words a Hindi page may show as they are: product names, abbreviations Indian banks keep in
 * Latin letters (docs/i18n-glossary.md, "Keep as written"), units, and names of the people and
 * organisations on the page. Anything else in Latin letters on a Hindi page is English left untranslated.
 * Text inside an element marked `lang="en…"` (a postal address, a legal name) is English on purpose.
 */
export const LATIN_ALLOWED = new Set(
  [
    "GharSetu",
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
    "CIBIL",
    "IST",
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
    "Demo",
    "User",
  ].map((w) => w.toLowerCase()),
);

/** Visible text and labels on the page in Latin letters that are not allowed on a Hindi page. */
export function untranslatedEnglish(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const allow = new Set(allowed);
    const found = new Set<string>();
    const english = (el: Element | null) => !!el?.closest('[lang^="en"], script, style, noscript, [aria-hidden="true"], [hidden]');
    const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
    const check = (text: string, where: string) => {
      // E-mail addresses, web addresses, codes like ABCDE1234F and amounts are not words.
      const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w.-]+\.(?:in|com|example|org)\b|\b[A-Z0-9]*\d[A-Z0-9]*\b/g, " ");
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
  }, [...LATIN_ALLOWED]);
}
