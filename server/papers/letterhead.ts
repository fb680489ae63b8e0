import { COMPANY } from "../../shared/catalog/company";
import { LOCALE_TAGS, type Locale } from "../../shared/i18n/locales";
import { translator, type Translate } from "../i18n";
import { COLOURS, PaperWriter } from "./pdf-writer";

/** A paper in the reader's language: its translator and its dates as the site writes them. */
export type PaperLang = { locale: Locale; t: Translate };

export const paperLang = (locale: Locale): PaperLang => ({ locale, t: translator(locale) });

/**
 * A new paper on GharSetu's letterhead: the company's name, legal name, address and registration numbers,
 * then the paper's title and its reference lines (a proposal number, a date), and on every page's foot the
 * legal name and the page's number.
 */
export function onLetterhead(
  lang: PaperLang,
  paper: { title: string; subtitle?: string; references: [string, string][]; createdAt: Date },
): PaperWriter {
  const { t } = lang;
  const w = new PaperWriter({ title: paper.title, lang: LOCALE_TAGS[lang.locale], createdAt: paper.createdAt });
  w.setFooter((page, pages) =>
    [COMPANY.legalName, t(/*i18n*/ { id: "papers.page_of", message: "Page {page} of {pages}", values: { page, pages } })].join("  ·  "),
  );
  const top = w.y;
  w.textAt(COMPANY.name, w.left, top, w.width / 2, { size: 20, weight: "bold", colour: COLOURS.brand });
  const right = w.left + w.width / 2;
  const contact = [
    COMPANY.legalName,
    COMPANY.address,
    `CIN ${COMPANY.cin}  ·  GSTIN ${COMPANY.gstin}`,
    `${COMPANY.phones[0]}  ·  ${COMPANY.email}`,
  ];
  let y = top;
  for (const line of contact) y += w.textAt(line, right, y, w.width / 2, { size: 7.5, colour: COLOURS.muted, align: "right" });
  w.y = Math.max(y, top + 30) + 10;
  w.doc.rect(w.left, w.y, w.width, 2).fill(COLOURS.brand);
  w.y += 14;
  w.paragraph(paper.title, { size: 16, weight: "bold", after: paper.subtitle ? 2 : 8 });
  if (paper.subtitle) w.paragraph(paper.subtitle, { size: 9, colour: COLOURS.muted, after: 8 });
  const refs = paper.references;
  const half = w.width / 2;
  let rowY = w.y;
  let rowHeight = 0;
  refs.forEach(([label, value], i) => {
    const x = w.left + (i % 2) * half;
    const labelWidth = w.measure(`${label}: `, 9);
    w.textAt(`${label}: `, x, rowY, half - 8, { size: 9, colour: COLOURS.muted });
    const h = w.textAt(value, x + labelWidth, rowY, half - 8 - labelWidth, { size: 9, weight: "bold" });
    rowHeight = Math.max(rowHeight, h);
    if (i % 2 === 1 || i === refs.length - 1) {
      rowY += rowHeight;
      rowHeight = 0;
    }
  });
  w.y = rowY + 8;
  return w;
}
